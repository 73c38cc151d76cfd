/**
 * So the first rows come one frame after their data, the lists are asked in the task that receives the login answer.
 * The session starts the ticket workspace itself (src/app/workspace-ahead.ts), with no React at all here: what the
 * test sees was asked within the session's notification of the sign-in, before any microtask (React's render after
 * the navigation would be one). Against the node sandbox with the app's real services.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { listsAheadModule, ticketsRouteModule } from '../../src/app/preloads.ts';
import type { AppServices } from '../../src/session/services.ts';
import { startWorkspaceOnSignIn } from '../../src/app/workspace-ahead.ts';
import { queueMemoryKey, startingQueueIds } from '../../src/session/workspace-input.ts';
import { memoryStorage } from '../support/memory-storage.ts';
import { sandboxServices, stopSandboxServices } from '../support/sandbox-services.ts';

let h: Harness;
let services: AppServices;
let storage: Storage;
let stopWatching: () => void;
let path = '/login';

beforeEach(async () => {
  // The login page fetches the route while the form idles (src/app/prefetch.ts).
  await ticketsRouteModule.start();
  h = startHarness();
  storage = memoryStorage();
  services = sandboxServices(h, storage);
  path = '/login';
  stopWatching = startWorkspaceOnSignIn(services, () => path);
  services.session.start();
});

afterEach(() => {
  stopWatching();
  stopSandboxServices(services, h);
});

/** Signs in and answers which lists had been asked (status and queue ids) when the session said it signed in. */
async function signIn(email: string, from?: string) {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  const list = vi.spyOn(services.api.tickets, 'list');
  const askedBy = new Promise<{ status: string | undefined; queueIds: unknown }[]>((resolve) => {
    const sub = services.session.subscribe((s) => {
      if (!s.matches('signedIn')) return;
      sub.unsubscribe();
      // Read in the very notification of the sign-in (this subscriber comes after the app's): not even a microtask
      // later, where the render that the navigation after sign-in queues would go first.
      resolve(list.mock.calls.map(([params]) => ({ status: params.status, queueIds: params.queueIds })));
    });
  });
  services.session.send({ type: 'session.login', email, password: '123456', ...(from ? { from } : {}) });
  const asked = await askedBy;
  list.mockRestore();
  return asked;
}

async function signOut() {
  services.session.send({ type: 'session.logout' });
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
}

describe('the workspace started by the session at sign-in', () => {
  it("a user's open and pending lists are asked in the login answer's task, with the user's queues", async () => {
    const fetchAhead = vi.spyOn(listsAheadModule, 'start');
    const asked = await signIn('atendente@demo.com');
    const user = services.session.getSnapshot().context.user;
    const own = user?.queues.map((q) => q.id);
    expect(asked).toEqual([
      { status: 'open', queueIds: own },
      { status: 'pending', queueIds: own },
    ]);
    expect(services.scope()?.has('workspace')).toBe(true);
    // With the route in, the workspace asked them: the module that asks them ahead is not even fetched.
    expect(fetchAhead).not.toHaveBeenCalled();
    fetchAhead.mockRestore();
  });

  it("an admin's first sign-in here asks at once with their own queues; the next one with the company's kept from GET /queue", async () => {
    const first = await signIn('admin@admin.com');
    const own = services.session.getSnapshot().context.user?.queues.map((q) => q.id);
    expect(own?.length).toBeGreaterThan(0);
    expect(first).toEqual([
      { status: 'open', queueIds: own },
      { status: 'pending', queueIds: own },
    ]);
    await waitFor(() => storage.getItem(queueMemoryKey(1)) !== null);
    const remembered: unknown = JSON.parse(storage.getItem(queueMemoryKey(1)) ?? 'null');
    expect(Array.isArray(remembered) && remembered.length).toBeGreaterThan(0);
    await signOut();

    const second = await signIn('admin@admin.com');
    expect(second).toEqual([
      { status: 'open', queueIds: remembered },
      { status: 'pending', queueIds: remembered },
    ]);
  });

  it('asks nothing when the page signed into is not /tickets (a remembered origin), and follows a reload of /tickets', async () => {
    expect(await signIn('atendente@demo.com', '/contacts')).toEqual([]);
    expect(services.scope()?.has('workspace')).toBe(false);
    await signOut();

    // A restore on /tickets/{uuid}: the page is already there.
    path = '/tickets/some-uuid';
    const asked = await signIn('atendente@demo.com');
    expect(asked.map((a) => a.status)).toEqual(['open', 'pending']);
  });
});

describe('startingQueueIds', () => {
  const admin = {
    profile: 'admin' as const,
    companyId: 1,
    queues: [{ id: 3, name: 'Vendas', color: '#00f' }],
  };
  it("starts a first-time admin with their own queues, a returning one with the company's kept here", () => {
    const kept = memoryStorage();
    expect(startingQueueIds(kept, admin)).toEqual([3]);
    kept.setItem(queueMemoryKey(1), '[1,2,3]');
    expect(startingQueueIds(kept, admin)).toEqual([1, 2, 3]);
  });
  it('leaves an admin with no queue of their own, and a user, to their own rules', () => {
    expect(startingQueueIds(memoryStorage(), { ...admin, queues: [] })).toBeUndefined();
    expect(startingQueueIds(memoryStorage(), { ...admin, profile: 'user' })).toBeUndefined();
  });
});
