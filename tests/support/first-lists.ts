import { vi } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { firstListParams } from '../../machines/workspace/ticket-lists.ts';
import type { WorkspaceActor } from '../../machines/workspace/workspace.machine.ts';
import { BASE, startHarness, waitFor } from '../../mocks/test-utils.ts';
import { buildQuery } from '../../src/api/http.ts';
import { ticketListQuery } from '../../src/api/ticket-list-query.ts';
import type { AppServices } from '../../src/session/services.ts';
import { startWorkspaceOnSignIn } from '../../src/app/workspace-ahead.ts';
import { startingQueueIds, workspaceInputOf } from '../../src/session/workspace-input.ts';
import { memoryStorage } from './memory-storage.ts';
import { sandboxServices, stopSandboxServices } from './sandbox-services.ts';

/** What the workspace asks first for the signed-in user, as GET /tickets URLs (src/app/lists-ahead.ts). */
export function expectedFirstLists(services: AppServices, storage: Storage): string[] {
  const user = services.session.getSnapshot().context.user;
  if (user === null) throw new Error('not signed in');
  const params = firstListParams(workspaceInputOf(user, startingQueueIds(storage, user))) ?? [];
  return params.map((p) => `/tickets${buildQuery(ticketListQuery(p))}`);
}

/** Waits for the session's workspace, once the route's code has started it, to show both first lists. */
export async function untilWorkspaceReady(services: AppServices): Promise<void> {
  await waitFor(() => services.scope()?.has('workspace') === true);
  const workspace = services.scope()?.own<WorkspaceActor>('workspace', () => {
    throw new Error('no workspace');
  });
  if (!workspace) throw new Error('no workspace');
  for (const key of ['assigned', 'pending'] as const) {
    await waitFor(() => workspace.getSnapshot().context.lists[key] !== undefined);
    const list = workspace.getSnapshot().context.lists[key];
    if (list) await untilSnapshot(list, (s) => s.matches('ready'));
  }
}

/** The app's services on a node sandbox, watched as the app watches them (src/app/workspace-ahead.ts), on `path`. */
export interface SignInWatch {
  services: AppServices;
  storage: Storage;
  /** Page 1 of the ticket lists asked so far, as GET URLs (the top bar's unread count is not a list). */
  listReads(): string[];
  stop(): void;
}

export function startSignInWatch(path = '/tickets'): SignInWatch {
  const h = startHarness();
  const storage = memoryStorage();
  const fetches: string[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href.startsWith(BASE))
      fetches.push(`${url.pathname.slice(new URL(BASE).pathname.length)}${url.search}`);
    return fetch(input, init);
  });
  const services = sandboxServices(h, storage);
  const stopWatching = startWorkspaceOnSignIn(services, () => path);
  services.session.start();
  return {
    services,
    storage,
    listReads: () => fetches.filter((url) => url.startsWith('/tickets?') && !url.includes('withUnread')),
    stop: () => {
      stopWatching();
      stopSandboxServices(services, h);
      vi.restoreAllMocks();
    },
  };
}

/** Signs `email` in (password 123456) once the session is signed out, and waits for it to say so. */
export async function signInAs(services: AppServices, email: string): Promise<void> {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  services.session.send({ type: 'session.login', email, password: '123456' });
  await untilSnapshot(services.session, (s) => s.matches('signedIn'));
}
