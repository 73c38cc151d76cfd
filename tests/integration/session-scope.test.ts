/**
 * The session scope owns every long-lived actor of a signed-in session (so nothing of one user outlives the
 * sign-out): the workspace tree, the notifications actor, the connections actor with its socket subscriptions, and
 * the clearing of the resource cache. Against the node sandbox with the app's real services: after sign-out every one
 * of them is stopped (and the cache empty), and the next user gets new ones.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { BASE, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import type { User } from '../../src/api/schemas/index.ts';
import { queries, queryClientFor } from '../../src/session/queries/index.ts';
import type { DomainEventOf, DomainEventType, EventFilter } from '../../src/session/realtime-hub.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { connectionsFor } from '../../src/session/connections.session.ts';
import type { DesktopPort } from '../../src/features/notifications/desktop.ts';
import { notificationsFor } from '../../src/features/notifications/notifications.session.ts';
import { workspaceFor } from '../../src/session/workspace.session.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

let h: Harness;
let services: AppServices;
/** Subscriptions to the connection events that are still live (the connections actor's own). */
let connectionListeners = 0;

const desktop: DesktopPort = {
  permission: () => 'default',
  request: () => Promise.resolve('default'),
  show: () => undefined,
  close: () => undefined,
  onPermissionChange: () => () => undefined,
};

beforeEach(() => {
  h = startHarness();
  services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [h.sandbox.SocketTransport],
    storage: memoryStorage(),
    now: () => h.clock.now,
    reload: () => undefined,
  });
  // Counts the live subscriptions to the connection events, so the test sees them end with their actor.
  connectionListeners = 0;
  const hub = services.realtime;
  const on = hub.on.bind(hub);
  hub.on = <K extends DomainEventType>(
    type: K,
    listener: (event: DomainEventOf<K>) => void,
    filter?: EventFilter,
  ) => {
    const off = on(type, listener, filter);
    if (!type.startsWith('server.whatsapp')) return off;
    connectionListeners += 1;
    let live = true;
    return () => {
      if (live) connectionListeners -= 1;
      live = false;
      off();
    };
  };
  services.session.start();
});

afterEach(() => {
  services.session.stop();
  services.realtime.stop();
  h.close();
});

async function signIn(email: string): Promise<User> {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  services.session.send({ type: 'session.login', email, password: '123456' });
  const snapshot = await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 2000 });
  const user = snapshot.context.user;
  if (!user) throw new Error('signed in without a user');
  // The socket of the session is up (its client loads lazily), so nothing of it is still loading after the test.
  await waitFor(() => services.realtime.status().state === 'live');
  return user;
}

/** What the screens ask of the scope: the tickets screen, the top bar's bell and the layout. */
function actorsOf(user: User) {
  const cache = queryClientFor(services);
  return {
    workspace: workspaceFor(services, user, {
      loadQueueIds: () => cache.fetchQuery(queries.queues(services.api)).then((qs) => qs.map((q) => q.id)),
    }),
    notifications: notificationsFor(services, user, { desktop }).actor,
    connections: connectionsFor(services).actor,
  };
}

describe('the session scope', () => {
  it('owns workspace, notifications, connections: one each per session, stopped at sign-out, new for the next user', async () => {
    const admin = await signIn('admin@admin.com');
    const scope = services.scope();
    if (scope === null) throw new Error('signed in without a scope');
    expect(scope.userId).toBe(admin.id);

    const first = actorsOf(admin);
    for (const key of ['workspace', 'notifications', 'connections']) expect(scope.has(key)).toBe(true);
    // A second screen (a remount, another route) gets the same ones.
    const again = actorsOf(admin);
    expect(again.workspace).toBe(first.workspace);
    expect(again.notifications).toBe(first.notifications);
    expect(again.connections).toBe(first.connections);
    for (const actor of Object.values(first)) expect(actor.getSnapshot().status).toBe('active');
    expect(connectionListeners).toBe(3);
    await waitFor(() => first.connections.getSnapshot().context.list.getSnapshot().matches('ready'));

    services.session.send({ type: 'session.logout' });
    await untilSnapshot(services.session, (s) => s.matches('signedOut'));
    expect(scope.isStopped).toBe(true);
    expect(services.scope()).toBeNull();
    for (const actor of Object.values(first)) expect(actor.getSnapshot().status).toBe('stopped');
    // The connection events no longer reach anything of the session that ended.
    expect(connectionListeners).toBe(0);

    const attendant = await signIn('atendente@demo.com');
    const next = services.scope();
    expect(next).not.toBeNull();
    expect(next).not.toBe(scope);
    expect(next?.userId).toBe(attendant.id);
    const second = actorsOf(attendant);
    expect(second.workspace).not.toBe(first.workspace);
    expect(second.notifications).not.toBe(first.notifications);
    expect(second.connections).not.toBe(first.connections);
    for (const actor of Object.values(second)) expect(actor.getSnapshot().status).toBe('active');
    expect(second.workspace.getSnapshot().context.user.id).toBe(attendant.id);
    expect(second.notifications.getSnapshot().context.user.id).toBe(attendant.id);
    expect(connectionListeners).toBe(3);
  });

  it('empties the resource cache when the session ends: the next user never reads the last answers', async () => {
    // One cache per services, taken before anyone signs in (the public screens read it too).
    const cache = queryClientFor(services);
    await signIn('admin@admin.com');
    await cache.fetchQuery(queries.tags(services.api));
    expect(cache.getQueryData(queries.tags(services.api).queryKey)).toBeDefined();

    services.session.send({ type: 'session.logout' });
    await untilSnapshot(services.session, (s) => s.matches('signedOut'));
    expect(cache.getQueryCache().getAll()).toHaveLength(0);

    await signIn('atendente@demo.com');
    expect(queryClientFor(services)).toBe(cache);
    expect(cache.getQueryData(queries.tags(services.api).queryKey)).toBeUndefined();
  });
});
