/**
 * A reload of /tickets sends its first lists as soon as a sign-in does: when the session signs in before the tickets
 * route's code is in (a reload: the refresh answer comes while that code is still being evaluated), the workspace's
 * first lists are asked ahead (src/app/lists-ahead.ts) within the session's notification of the sign-in, and the
 * workspace, once its code is in, takes their answers instead of asking again. Against the node sandbox with the
 * app's real services. The tickets route is not loaded before the sign-in here (unlike
 * tests/integration/workspace-ahead.test.ts); each test file has its own modules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { buildQuery } from '../../src/api/http.ts';
import { ticketListQuery } from '../../src/api/ticket-list-query.ts';
import { listsAheadModule, ticketsRouteModule } from '../../src/app/preloads.ts';
import type { AppServices } from '../../src/session/services.ts';
import { queueMemoryKey } from '../../src/session/workspace-input.ts';
import {
  expectedFirstLists,
  startSignInWatch,
  untilWorkspaceReady,
  type SignInWatch,
} from '../support/first-lists.ts';

let w: SignInWatch;
let services: AppServices;
let storage: Storage;
const listReads = () => w.listReads();

beforeEach(async () => {
  // What a reload fetches first (src/app/prefetch.ts, index.html's first modulepreload): not the route.
  await listsAheadModule.start();
  w = startSignInWatch();
  ({ services, storage } = w);
});

afterEach(() => w.stop());

/** Signs in; answers the list reads sent when the session said it signed in (in that very notification). */
async function signIn(email: string): Promise<string[]> {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  const sentBy = new Promise<string[]>((resolve) => {
    const sub = services.session.subscribe((s) => {
      if (!s.matches('signedIn')) return;
      sub.unsubscribe();
      resolve(listReads());
    });
  });
  services.session.send({ type: 'session.login', email, password: '123456' });
  return sentBy;
}

describe('the first lists asked ahead of the tickets route', () => {
  // First in this file: the route's code is not in yet (modules are per file; the test after loads it).
  it('asked in the sign-in notification while the route is not in, and the workspace takes their answers', async () => {
    expect(ticketsRouteModule.peek()).toBeUndefined();
    const sent = await signIn('atendente@demo.com');
    const expected = expectedFirstLists(services, storage);
    expect(expected).toHaveLength(2);
    expect(sent).toEqual(expected);
    // The route's code comes in and starts the workspace: its lists show the answers asked ahead, asked once.
    await untilWorkspaceReady(services);
    expect(ticketsRouteModule.peek()).toBeDefined();
    expect(listReads()).toEqual(expected);
  });

  // With the route in, the workspace asks its lists itself: what it asks first is what would have been asked ahead.
  it.each([
    ['an admin on this browser for the first time (their own queues)', false],
    ["an admin whose company's queues this browser kept", true],
  ])('%s: the workspace asks first what is asked ahead', async (_who, kept) => {
    await ticketsRouteModule.start();
    if (kept) storage.setItem(queueMemoryKey(1), '[1,2,3]');
    // The workspace's own reads (the API's), whether or not an answer asked ahead is there for them to take.
    const list = vi.spyOn(services.api.tickets, 'list');
    const sent = await signIn('admin@admin.com');
    const expected = expectedFirstLists(services, storage);
    expect(expected).toHaveLength(2);
    if (kept) expect(expected.every((url) => url.includes(encodeURIComponent('[1,2,3]')))).toBe(true);
    // Asked ahead even with the route in (a reload whose entity calls are not in yet would wait for them).
    expect(sent).toEqual(expected);
    await untilWorkspaceReady(services);
    const asked = list.mock.calls.map(([params]) => `/tickets${buildQuery(ticketListQuery(params))}`);
    expect(asked.slice(0, 2)).toEqual(expected);
    // Taken: each went out once.
    expect(listReads().filter((url) => expected.includes(url))).toEqual(expected);
  });
});
