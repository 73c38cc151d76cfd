/**
 * The workspace's code is fetched while the login form is shown, so login → first rows waits for no download.
 * Called by the login screen once mounted; it starts when the browser is idle after that, so it never competes with
 * the form itself. On a reload of a signed-in page it is called at boot, beside the refresh call (`now`).
 */
import type { i18n as I18n } from 'i18next';
import {
  WORKSPACE_PREFETCH_IDLE_TIMEOUT_MS,
  WORKSPACE_PREFETCH_NO_IDLE_MS,
} from '../../machines/common/timing.ts';
import type { Api } from '../api/index.ts';
import { loadCatalogue, storedLanguage, type Language } from '../lib/i18n/index.ts';
import { layoutModule, listsAheadModule, queryProviderModule, ticketsRouteModule } from './preloads.ts';

let started = false;

/**
 * `i18n`: the app's instance. Its whole catalogue is loaded into it here, so the layout's `use(loadCatalogue(...))`
 * finds it settled at sign-in and does not suspend (a suspense there held the first rows ~150 ms: React's reveal
 * throttle).
 */
export function prefetchWorkspace(
  i18n: I18n,
  api: Pick<Api, 'preload'>,
  { now = false, tickets = true }: PrefetchOptions = {},
): void {
  if (started) return;
  started = true;
  const run = () => {
    // First, so in before the refresh answer: on a reload it asks the first lists ahead of the route's code
    // (./lists-ahead.ts, src/app/workspace-ahead.ts).
    if (now && tickets) void listsAheadModule.start().catch(() => undefined);
    // Through ./preloads.ts, so once in they render without suspending (no fallback, no reveal throttle).
    void layoutModule.start();
    if (tickets) void ticketsRouteModule.start();
    // Loaded at sign-in too: the resource cache's provider and the socket (with their shared vendor chunk). Fetched
    // after the click, they delayed the first rows by a round trip each (seen in the bench).
    void queryProviderModule.start();
    void import('../realtime/index.ts');
    // Every entity's calls (src/api/entities.ts, loaded on the first call): not prefetched, the workspace's first
    // requests waited for its download after the login answer (246 ms between the answer and the lists).
    // Through the API itself, so it knows they are in: its first call then goes out in its caller's task (the
    // lists at sign-in, src/app/workspace-ahead.ts), not a task later.
    api.preload().catch(() => undefined);
    // The top bar's bells, mounted with the layout.
    void import('../features/announcements/announcements.bell.tsx');
    void import('../features/chats/chats.bell.tsx');
    // The whole catalogue of the stored language and of pt (the fallback) into the app's instance: the layout's
    // `use(loadCatalogue(...))` then finds it settled. And the toasts (sign-in says so with one).
    let language: Language = 'pt';
    try {
      language = storedLanguage(window.localStorage);
    } catch {
      /* storage refused (privacy settings): pt, the fallback */
    }
    void loadCatalogue(i18n, language);
    void import('sonner');
  };
  if (now) run();
  else if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: WORKSPACE_PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, WORKSPACE_PREFETCH_NO_IDLE_MS);
}

export interface PrefetchOptions {
  /**
   * At once rather than when the browser idles: a reload of a signed-in page (src/main.tsx), where nothing else is
   * to be shown first and the refresh call is in flight. Before, the tickets route was asked after React's first
   * render and the entity calls on the lists' first request: on the reference backend the lists went out 263 ms
   * after the refresh answer.
   */
  now?: boolean;
  /** The tickets route too (default): left out on a reload of another screen, which has its own code to run. */
  tickets?: boolean;
}
