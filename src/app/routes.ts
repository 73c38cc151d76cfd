import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RouteAccess = 'public-only' | 'private';

/** S1 §3: the local-storage feature flag that registers the campaign routes. */
export const CSHOW_KEY = 'cshow';

export interface RouteDef {
  path: string;
  access: RouteAccess;
  /** i18n key of the screen's name (`layout:items.*`), shown by placeholders of later issues. */
  name: string;
  /** Registered only when this local-storage flag exists (S1 §2.1: cshow). */
  flag?: 'cshow';
  screen: LazyExoticComponent<ComponentType<object>>;
}

const placeholder = lazy(() => import('../features/common/placeholder.screen.tsx'));
const tickets = lazy(() => import('./compose/tickets.route.tsx'));

const priv = (
  path: string,
  name: string,
  screen: RouteDef['screen'] = placeholder,
  flag?: 'cshow',
): RouteDef => ({
  path,
  access: 'private',
  name,
  screen,
  ...(flag ? { flag } : {}),
});

/** S1 §2.1 and S3 §2.1, in that order. Exact match. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: '/login',
    access: 'public-only',
    name: 'login',
    screen: lazy(() => import('../features/auth/login.screen.tsx')),
  },
  {
    path: '/signup',
    access: 'public-only',
    name: 'signup',
    screen: lazy(() => import('../features/auth/signup.screen.tsx')),
  },
  {
    path: '/create-company',
    access: 'public-only',
    name: 'createCompany',
    screen: lazy(() => import('../features/auth/create-company.screen.tsx')),
  },
  priv(
    '/',
    'dashboard',
    lazy(() => import('../features/dashboard/dashboard.screen.tsx')),
  ),
  priv('/tickets/:ticketId?', 'tickets', tickets),
  priv(
    '/kanban',
    'kanban',
    lazy(() => import('../features/kanban/kanban.screen.tsx')),
  ),
  priv(
    '/connections',
    'connections',
    lazy(() => import('../features/connections/connections.screen.tsx')),
  ),
  priv(
    '/quick-messages',
    'quickMessages',
    lazy(() => import('../features/quick-messages/quick-messages.screen.tsx')),
  ),
  priv(
    '/schedules',
    'schedules',
    lazy(() => import('../features/schedules/schedules.screen.tsx')),
  ),
  priv(
    '/tags',
    'tags',
    lazy(() => import('../features/tags/tags.screen.tsx')),
  ),
  priv(
    '/contacts',
    'contacts',
    lazy(() => import('./compose/contacts.route.tsx')),
  ),
  priv('/helps', 'helps'),
  priv(
    '/users',
    'users',
    lazy(() => import('../features/users/users.screen.tsx')),
  ),
  priv(
    '/messages-api',
    'messagesApi',
    lazy(() => import('../features/messages-api/messages-api.screen.tsx')),
  ),
  priv('/settings', 'settings'),
  priv('/financeiro', 'financeiro'),
  priv(
    '/queues',
    'queues',
    lazy(() => import('../features/queues/queues.screen.tsx')),
  ),
  priv(
    '/announcements',
    'announcements',
    lazy(() => import('../features/announcements/announcements.screen.tsx')),
  ),
  priv('/subscription', 'subscription'),
  priv(
    '/chats/:id?',
    'chats',
    lazy(() => import('../features/chats/chats.screen.tsx')),
  ),
  priv(
    '/contact-lists',
    'contactLists',
    lazy(() => import('../features/contact-lists/contact-lists.screen.tsx')),
    'cshow',
  ),
  priv(
    '/contact-lists/:contactListId/contacts',
    'contactListItems',
    lazy(() => import('../features/contact-lists/contact-list-items.screen.tsx')),
    'cshow',
  ),
  priv(
    '/campaigns',
    'campaignsList',
    lazy(() => import('../features/campaigns/campaigns.screen.tsx')),
    'cshow',
  ),
  priv(
    '/campaign/:campaignId/report',
    'campaignReport',
    lazy(() => import('../features/campaigns/campaign-report.screen.tsx')),
    'cshow',
  ),
  priv(
    '/campaigns-config',
    'campaignsConfig',
    lazy(() => import('../features/campaigns/campaign-settings.screen.tsx')),
    'cshow',
  ),
];

/**
 * The routes this browser registers: the cshow ones only when the flag exists. `_signedInAs` is only a cache key:
 * the flag is written at login, so the table is recomputed when the user changes.
 */
export function activeRoutes(storage: Pick<Storage, 'getItem'>, _signedInAs?: number | null): RouteDef[] {
  const cshow = storage.getItem(CSHOW_KEY) !== null;
  return ROUTES.filter((r) => r.flag !== 'cshow' || cshow);
}
