import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CSHOW_KEY } from '../session/services.ts';
import { screenModule, ticketsRouteModule } from './preloads.ts';

export type RouteAccess = 'public-only' | 'private';

export interface RouteDef {
  path: string;
  access: RouteAccess;
  /** i18n key of the screen's name (`layout:items.*`), shown by placeholders of later issues. */
  name: string;
  /** Registered only when this local-storage flag exists (S1 §2.1: cshow). */
  flag?: 'cshow';
  screen: LazyExoticComponent<ComponentType<object>>;
}

// The landing screen after sign-in, prefetched while the login form shows (./prefetch.ts): loaded directly.
const tickets = lazy(() => ticketsRouteModule.forLazy((m) => m));

/**
 * A private screen by route name, from ./private-screens.ts: that table (with every screen's import and its preload
 * list) loads with the first private route, so /login carries one import for all of them (its 120 KB budget). A name
 * it does not have is a screen of a later issue: the placeholder.
 */
const privateScreen = (name: string) => lazy(() => screenModule(name).forLazy((m) => m));

function priv(path: string, name: string, flagOrScreen?: 'cshow' | RouteDef['screen']): RouteDef {
  const flag = flagOrScreen === 'cshow' ? flagOrScreen : undefined;
  const screen = flagOrScreen !== undefined && flagOrScreen !== 'cshow' ? flagOrScreen : privateScreen(name);
  return { path, access: 'private', name, screen, ...(flag ? { flag } : {}) };
}

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
  priv('/', 'dashboard'),
  priv('/tickets/:ticketId?', 'tickets', tickets),
  priv('/kanban', 'kanban'),
  priv('/connections', 'connections'),
  priv('/quick-messages', 'quickMessages'),
  priv('/schedules', 'schedules'),
  priv('/tags', 'tags'),
  priv('/contacts', 'contacts'),
  priv('/helps', 'helps'),
  priv('/users', 'users'),
  priv('/messages-api', 'messagesApi'),
  priv('/settings', 'settings'),
  priv('/financeiro', 'financeiro'),
  priv('/queues', 'queues'),
  priv('/announcements', 'announcements'),
  priv('/subscription', 'subscription'),
  priv('/chats/:id?', 'chats'),
  priv('/contact-lists', 'contactLists', 'cshow'),
  priv('/contact-lists/:contactListId/contacts', 'contactListItems', 'cshow'),
  priv('/campaigns', 'campaignsList', 'cshow'),
  priv('/campaign/:campaignId/report', 'campaignReport', 'cshow'),
  priv('/campaigns-config', 'campaignsConfig', 'cshow'),
];

/**
 * The routes this browser registers: the cshow ones only when the flag exists. `_signedInAs` is only a cache key:
 * the flag is written at login, so the table is recomputed when the user changes.
 */
export function activeRoutes(storage: Pick<Storage, 'getItem'>, _signedInAs?: number | null): RouteDef[] {
  const cshow = storage.getItem(CSHOW_KEY) !== null;
  return ROUTES.filter((r) => r.flag !== 'cshow' || cshow);
}
