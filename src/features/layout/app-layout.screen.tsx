import { useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { connectionsMachine } from '../../../machines/connections/connections.machine.ts';
import {
  useConnectionRestored,
  useNarrow,
  useRealtimeEvents,
  useServices,
  useSession,
} from '../../app/context.tsx';
import { useMachineEffects } from '../../app/notifications.ts';
import { applyTheme, type ThemeMode } from '../../lib/brand.ts';
import { hasCatalogue, loadCatalogue, setLanguage } from '../../lib/i18n/index.ts';
import { drawerItems } from '../../lib/navigation.ts';
import { THEME_KEY } from '../../app/theme.ts';
import { AppDrawer } from './components/AppDrawer.tsx';
import { AppShell } from './components/AppShell.tsx';
import { ConnectionBanner } from './components/ConnectionBanner.tsx';
import { useConnectionBanner } from './connection-banner.binding.ts';
import { TopBar } from './components/TopBar.tsx';

/**
 * S1 §2.4: top bar, drawer by role, and the live Connections badge. The layout stays mounted across private
 * routes so the connection list (and its socket subscription) is loaded once per session.
 */
export function AppLayoutScreen({ children }: { children: ReactNode }) {
  const { api, realtime, i18n, storage } = useServices();
  const { i18n: active } = useTranslation();
  const language = (['pt', 'en', 'es'] as const).find((l) => active.language.startsWith(l)) ?? 'pt';
  // The namespaces behind the login (tickets, layout…) load with the layout; it renders once they are in.
  if (!hasCatalogue(i18n, language)) use(loadCatalogue(i18n, language));
  const [theme, setTheme] = useState<ThemeMode>(() =>
    storage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light',
  );
  const changeTheme = (mode: ThemeMode) => {
    setTheme(mode);
    storage.setItem(THEME_KEY, mode);
    applyTheme(mode);
  };
  const { user, campaignsEnabled, send } = useSession();
  const narrow = useNarrow();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(!narrow);

  // Under 600 px the drawer is temporary and starts closed; wider it starts open (S1 §2.4).
  useEffect(() => setOpen(!narrow), [narrow]);

  const connections = useActorRef(
    connectionsMachine.provide({ actors: { loadConnections: fromPromise(() => api.whatsapp.list()) } }),
  );
  useMachineEffects(connections);
  const connectionsWarning = useSelector(connections, (s) => s.context.warning);
  useRealtimeEvents((event) => {
    if (
      event.type === 'server.whatsapp.updated' ||
      event.type === 'server.whatsapp.deleted' ||
      event.type === 'server.whatsappSession.updated'
    ) {
      connections.send(event);
    }
  });
  useConnectionRestored(() => connections.send({ type: 'connection.restored' }));
  // The notification room carries the company's ticket and message events for the bells.
  useEffect(() => realtime.join({ kind: 'notification' }), [realtime]);

  const banner = useConnectionBanner();

  const items = useMemo(
    () =>
      user
        ? drawerItems({
            profile: user.profile,
            isSuper: user.super,
            campaignsEnabled: campaignsEnabled ? 'true' : 'false',
          })
        : [],
    [user, campaignsEnabled],
  );
  if (!user) return null;

  return (
    <AppShell
      banner={<ConnectionBanner state={banner.state} lastLiveAt={banner.lastLiveAt} />}
      topBar={
        <TopBar
          userName={user.name}
          userEmail={user.email}
          narrow={narrow}
          onToggleDrawer={() => setOpen((o) => !o)}
          onProfile={() => navigate('/users')}
          onLogout={() => send({ type: 'session.logout' })}
          language={language}
          onLanguageChange={(lng) => void setLanguage(i18n, lng, storage)}
          theme={theme}
          onThemeChange={changeTheme}
        />
      }
      drawer={
        <AppDrawer
          items={items}
          currentPath={location}
          open={open}
          variant={narrow ? 'temporary' : 'permanent'}
          onClose={() => setOpen(false)}
          onNavigate={(path) => {
            navigate(path);
            if (narrow) setOpen(false);
          }}
          connectionsWarning={connectionsWarning}
        />
      }
    >
      {children}
    </AppShell>
  );
}
