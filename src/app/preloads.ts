/**
 * What sign-in shows first, fetched while the login form idles (./prefetch.ts) and rendered without suspending once
 * in (src/session/lazy.ts `preloadable`): the layout, the resource cache's provider and the tickets route.
 */
import type { ComponentType } from 'react';
import { preloadable } from '../session/lazy.ts';

export const layoutModule = preloadable(() => import('./compose/layout.route.tsx'));
export const queryProviderModule = preloadable(() => import('../session/queries/QueryProvider.tsx'));
export const ticketsRouteModule = preloadable(() => import('./compose/tickets.route.tsx'));
/** A reload of /tickets: the first lists asked before the route's code is in (./lists-ahead.ts). */
export const listsAheadModule = preloadable(() => import('./lists-ahead.ts'));

type ScreenModule = { default: ComponentType<object> };
const screens = new Map<string, ReturnType<typeof preloadable<ScreenModule>>>();

/**
 * A private screen's module by route name (./private-screens.ts; a name it lacks is the placeholder), kept once
 * made: React.lazy renders it without suspending once it is in, so a screen fetched ahead shows at once on
 * navigation (without, React held its fallback for the reveal throttle: the dashboard's frame at ~340 ms although
 * its code was in at ~150 ms in the bench).
 */
export function screenModule(name: string) {
  let module = screens.get(name);
  if (module === undefined) {
    module = preloadable<ScreenModule>(async () => {
      const { privateScreens } = await import('./private-screens.ts');
      const load = privateScreens[name];
      return load ? load() : import('../features/common/placeholder.screen.tsx');
    });
    screens.set(name, module);
  }
  return module;
}

/** The screens fetched once the signed-in page's own content is in and the browser idles: the drawer's first. */
export const SCREENS_FETCHED_AHEAD = ['dashboard'] as const;
