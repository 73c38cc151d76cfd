/**
 * Issue 17, "the same for a reload of /tickets": when the session signs in before the tickets route's code is in (a
 * reload: the refresh answer comes while that code is still being evaluated), the workspace's first lists are asked
 * ahead (src/app/lists-ahead.ts) within the session's notification of the sign-in, and the workspace, once its code
 * is in, takes their answers instead of asking again. Against the node sandbox with the app's real services. The
 * tickets route is not loaded before the sign-in here (unlike tests/integration/workspace-ahead.test.ts); each test
 * file has its own modules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { firstListParams } from '../../machines/workspace/ticket-lists.ts';
import type { WorkspaceActor } from '../../machines/workspace/workspace.machine.ts';
import { BASE, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { buildQuery } from '../../src/api/http.ts';
import { ticketListQuery } from '../../src/api/ticket-list-query.ts';
import { listsAheadModule, ticketsRouteModule } from '../../src/app/preloads.ts';
import type { AppServices } from '../../src/app/services.ts';
import { startWorkspaceOnSignIn } from '../../src/app/workspace-ahead.ts';
import { queueMemoryKey, startingQueueIds, workspaceInputOf } from '../../src/app/workspace-input.ts';
import { memoryStorage } from '../support/memory-storage.ts';
import { sandboxServices, stopSandboxServices } from '../support/sandbox-services.ts';

let h: Harness;
let services: AppServices;
let storage: Storage;
let stopWatching: () => void;
let fetches: string[];

/** Page 1 of the ticket lists (the top bar's unread count is not a list). */
const listReads = () => fetches.filter((url) => url.startsWith('/tickets?') && !url.includes('withUnread'));

beforeEach(async () => {
  // What a reload fetches first (src/app/prefetch.ts, index.html's first modulepreload): not the route.
  await listsAheadModule.start();
  h = startHarness();
  storage = memoryStorage();
  fetches = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href.startsWith(BASE))
      fetches.push(`${url.pathname.slice(new URL(BASE).pathname.length)}${url.search}`);
    return fetch(input, init);
  });
  services = sandboxServices(h, storage);
  stopWatching = startWorkspaceOnSignIn(services, () => '/tickets');
  services.session.start();
});

afterEach(() => {
  stopWatching();
  stopSandboxServices(services, h);
  vi.restoreAllMocks();
});

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

/** What the workspace asks first for the signed-in user, as GET /tickets URLs. */
function expectedFirstLists(): string[] {
  const user = services.session.getSnapshot().context.user;
  if (user === null) throw new Error('not signed in');
  const params = firstListParams(workspaceInputOf(user, startingQueueIds(storage, user))) ?? [];
  return params.map((p) => `/tickets${buildQuery(ticketListQuery(p))}`);
}

/** The workspace of the session, once the route's code has started it. */
async function workspaceLists() {
  await waitFor(() => services.scope()?.has('workspace') === true);
  const workspace = services.scope()?.own<WorkspaceActor>('workspace', () => {
    throw new Error('no workspace');
  });
  await waitFor(() =>
    (['assigned', 'pending'] as const).every(
      (key) => workspace?.getSnapshot().context.lists[key]?.getSnapshot().matches('ready') === true,
    ),
  );
}

describe('the first lists asked ahead of the tickets route', () => {
  // First in this file: the route's code is not in yet (modules are per file; the test after loads it).
  it('asked in the sign-in notification while the route is not in, and the workspace takes their answers', async () => {
    expect(ticketsRouteModule.peek()).toBeUndefined();
    const sent = await signIn('atendente@demo.com');
    const expected = expectedFirstLists();
    expect(expected).toHaveLength(2);
    expect(sent).toEqual(expected);
    // The route's code comes in and starts the workspace: its lists show the answers asked ahead, asked once.
    await workspaceLists();
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
    const expected = expectedFirstLists();
    expect(expected).toHaveLength(2);
    if (kept) expect(expected.every((url) => url.includes(encodeURIComponent('[1,2,3]')))).toBe(true);
    // Asked ahead even with the route in (a reload whose entity calls are not in yet would wait for them).
    expect(sent).toEqual(expected);
    await workspaceLists();
    const asked = list.mock.calls.map(([params]) => `/tickets${buildQuery(ticketListQuery(params))}`);
    expect(asked.slice(0, 2)).toEqual(expected);
    // Taken: each went out once.
    expect(listReads().filter((url) => expected.includes(url))).toEqual(expected);
  });
});
