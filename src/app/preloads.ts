/**
 * What sign-in shows first, fetched while the login form idles (./prefetch.ts) and rendered without suspending once
 * in (./lazy.ts `preloadable`): the layout, the resource cache's provider and the tickets route.
 */
import { preloadable } from './lazy.ts';

export const layoutModule = preloadable(() => import('../features/layout/app-layout.screen.tsx'));
export const queryProviderModule = preloadable(() => import('./queries/QueryProvider.tsx'));
export const ticketsRouteModule = preloadable(() => import('./compose/tickets.route.tsx'));
