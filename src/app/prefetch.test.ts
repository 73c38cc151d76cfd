/**
 * The workspace's code fetched ahead (./prefetch.ts): while the login form idles, or at once on a reload of a
 * signed-in page (src/main.tsx), where the refresh answer must find the tickets route and the entity calls in (issue
 * 17: without, the lists left 263 ms after that answer on the reference backend).
 */
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ tickets: 0, layout: 0, listsAhead: 0 }));
vi.mock('./preloads.ts', () => {
  const module = (name: 'tickets' | 'layout' | 'listsAhead') => ({
    start: () => {
      started[name] += 1;
      return Promise.resolve({});
    },
  });
  return {
    layoutModule: module('layout'),
    queryProviderModule: module('layout'),
    ticketsRouteModule: module('tickets'),
    listsAheadModule: module('listsAhead'),
  };
});
vi.mock('../realtime/index.ts', () => ({}));
vi.mock('../features/announcements/announcements.bell.tsx', () => ({}));
vi.mock('../features/chats/chats.bell.tsx', () => ({}));
vi.mock('sonner', () => ({}));
vi.mock('../lib/i18n/index.ts', () => ({
  loadCatalogue: () => Promise.resolve(),
  storedLanguage: () => 'pt',
}));

let idle: (() => void)[] = [];
beforeEach(() => {
  vi.resetModules();
  started.tickets = 0;
  started.layout = 0;
  started.listsAhead = 0;
  idle = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void) => idle.push(run),
    localStorage: { getItem: () => null },
  });
});
afterEach(() => vi.unstubAllGlobals());

const i18n = createInstance();

describe('prefetchWorkspace', () => {
  it('waits for the browser to idle on the login page', async () => {
    const { prefetchWorkspace } = await import('./prefetch.ts');
    const preload = vi.fn(() => Promise.resolve());
    prefetchWorkspace(i18n, { preload });
    expect(preload).not.toHaveBeenCalled();
    expect(started.tickets).toBe(0);
    idle.forEach((run) => run());
    expect(preload).toHaveBeenCalledOnce();
    expect(started.tickets).toBe(1);
    // Signing in from the form: the route is in by then, nothing to ask ahead.
    expect(started.listsAhead).toBe(0);
  });

  it('starts at once on a reload of a signed-in page: the entity calls and the tickets route, in the caller’s task', async () => {
    const { prefetchWorkspace } = await import('./prefetch.ts');
    const preload = vi.fn(() => Promise.resolve());
    prefetchWorkspace(i18n, { preload }, { now: true });
    expect(preload).toHaveBeenCalledOnce();
    // And the small module that asks the first lists if the refresh answer comes before the route is in.
    expect(started).toEqual({ tickets: 1, layout: 2, listsAhead: 1 });
    expect(idle).toEqual([]);
  });

  it('leaves the tickets route out on a reload of another screen, and runs once', async () => {
    const { prefetchWorkspace } = await import('./prefetch.ts');
    const preload = vi.fn(() => Promise.resolve());
    prefetchWorkspace(i18n, { preload }, { now: true, tickets: false });
    prefetchWorkspace(i18n, { preload }, { now: true });
    expect(preload).toHaveBeenCalledOnce();
    expect(started.tickets).toBe(0);
    expect(started.listsAhead).toBe(0);
  });
});
