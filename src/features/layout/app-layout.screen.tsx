import { useSelector } from '@xstate/react';
import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useNarrow, useServices, useSession } from '../../session/context.tsx';
import { applyTheme, type ThemeMode } from '../../lib/brand.ts';
import { catalogueLanguage, loadCatalogue, setLanguage } from '../../lib/i18n/index.ts';
import { drawerItems } from '../../lib/navigation.ts';
import { THEME_KEY } from '../../lib/theme.ts';
import { AppDrawer } from './components/AppDrawer.tsx';
import { AppShell } from './components/AppShell.tsx';
import { ConnectionBanner } from './components/ConnectionBanner.tsx';
import { useConnectionBanner } from './connection-banner.binding.ts';
import { connectionsFor } from '../../session/connections.session.ts';
import { useAfterFirstContent } from '../../session/first-content.ts';
import { SECONDARY_PART_WAIT_MS } from '../../../machines/common/timing.ts';
import { TopBar } from './components/TopBar.tsx';
import { AnnouncementsBellOutlet, ChatsBellOutlet, TicketNotificationsOutlet } from '../../session/slots.tsx';

/**
 * S1 §2.4: top bar, drawer by role, and the live Connections badge. The connection list and its socket
 * subscriptions belong to the session scope (connections.session.ts), so they are loaded once per session.
 */
export function AppLayoutScreen({ children }: { children: ReactNode }) {
  const services = useServices();
  const { i18n, storage } = services;
  const { i18n: active } = useTranslation();
  const language = catalogueLanguage(active);
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

  // The session's connections actor (its list and socket subscriptions), owned by the session scope. Made once the
  // screen's first list is in (src/session/first-content.ts), as the bells are: its start (the actor and GET
  // /whatsapp) was ~3 ms of a first sign-in's first render, and its read went to the backend with the lists, holding
  // the first rows back. The drawer's badge shows a moment later.
  const connectionsNow = useAfterFirstContent(SECONDARY_PART_WAIT_MS);
  const connections = useMemo(
    () => (connectionsNow ? connectionsFor(services).actor : undefined),
    // One actor per signed-in user: a token refresh (same user id) keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, user?.id, connectionsNow],
  );
  const connectionsWarning = useSelector(connections, (s) => s?.context.warning ?? false);

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
          notifications={<TicketNotificationsOutlet />}
          chats={<ChatsBellOutlet />}
          announcements={<AnnouncementsBellOutlet />}
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
