import { useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import {
  connectionListMachine,
  connectionsMachine,
} from '../../../machines/connections/connections.machine.ts';
import type { PageResult } from '../../../machines/paged-list/paged-list.machine.ts';
import type { Whatsapp } from '../../api/schemas/index.ts';
import { useNarrow, useServices, useSession } from '../../app/context.tsx';
import { queryClientFor } from '../../app/queries/client.ts';
import { queries } from '../../app/queries/hooks.ts';
import { applyTheme, type ThemeMode } from '../../lib/brand.ts';
import { loadCatalogue, setLanguage } from '../../lib/i18n/index.ts';
import { drawerItems } from '../../lib/navigation.ts';
import { THEME_KEY } from '../../app/theme.ts';
import { AppDrawer } from './components/AppDrawer.tsx';
import { AppShell } from './components/AppShell.tsx';
import { ConnectionBanner } from './components/ConnectionBanner.tsx';
import { useConnectionBanner } from './connection-banner.binding.ts';
import { TopBar } from './components/TopBar.tsx';
import { NotificationsSlot } from '../notifications/notifications.binding.tsx';

/**
 * S1 §2.4: top bar, drawer by role, and the live Connections badge. The layout stays mounted across private
 * routes so the connection list (and its socket subscription) is loaded once per session.
 */
export function AppLayoutScreen({ children }: { children: ReactNode }) {
  const services = useServices();
  const { api, realtime, i18n, storage, effects } = services;
  const { i18n: active } = useTranslation();
  const language = (['pt', 'en', 'es'] as const).find((l) => active.language.startsWith(l)) ?? 'pt';
  // The namespaces behind the login (tickets, layout…) load with the layout; it renders once they are in.
  use(loadCatalogue(i18n, language));
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
    connectionsMachine.provide({
      actors: {
        // The one list mechanism (issue 6 §3); GET /whatsapp is unpaged: one page, no more.
        connectionList: connectionListMachine.provide({
          actors: {
            // Through the resource cache, fresh on every ask (a reconnect must refetch) but shared while in
            // flight: a remount (StrictMode, a fast route change) does not ask twice.
            fetchPage: fromPromise(async (): Promise<PageResult<Whatsapp>> => ({
              items: await queryClientFor(services).fetchQuery({ ...queries.whatsapps(api), staleTime: 0 }),
              hasMore: false,
            })),
          },
        }),
      },
    }),
    // The list child's load failures reach the toasts too.
    { inspect: effects.inspect },
  );
  const connectionsWarning = useSelector(connections, (s) => s.context.warning);
  useEffect(() => {
    const offs = [
      realtime.on('server.whatsapp.updated', (e) => connections.send(e)),
      realtime.on('server.whatsapp.deleted', (e) => connections.send(e)),
      realtime.on('server.whatsappSession.updated', (e) => connections.send(e)),
      realtime.onConnection((signal) => {
        if (signal === 'connection.restored') connections.send({ type: 'connection.restored' });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [realtime, connections]);
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
          notifications={<NotificationsSlot />}
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
