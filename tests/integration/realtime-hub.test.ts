import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, login, ORIGIN, sleep, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { SandboxSocketTransport } from '../../mocks/socket/transport.ts';
import type { DomainEvent, RealtimeStatus } from '../../src/realtime/index.ts';
import { RealtimeHub } from '../../src/session/realtime-hub.ts';
import { createApiClient, type ApiClient } from '../../src/api/http.ts';
import { createApi } from '../../src/api/index.ts';
import { waitFor as untilSnapshot } from 'xstate';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The app's socket holder, with the real socket.io-client against the sandbox's socket server. */
describe('RealtimeHub', () => {
  let h: Harness;
  let hub: RealtimeHub;
  let token: string | null = null;
  const logged: { message: string; detail: unknown }[] = [];
  beforeEach(async () => {
    h = startHarness();
    logged.length = 0;
    token = (await login('admin@admin.com')).token;
    hub = new RealtimeHub({
      url: ORIGIN,
      transports: [SandboxSocketTransport],
      getToken: () => token,
      log: (message, detail) => logged.push({ message, detail }),
    });
  });
  afterEach(() => {
    hub.stop();
    h.close();
  });

  const inRoom = (room: string) => h.core.sockets.rooms().some((rooms) => rooms.includes(room));

  it('replays joins made before the socket existed, and leaves them on request', async () => {
    const leave = hub.join({ kind: 'tickets', status: 'pending' });
    expect(hub.realtime).toBeNull();
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => inRoom('company-1-pending'));
    leave();
    await waitFor(() => !inRoom('company-1-pending'));
  });

  it('forwards domain events to its listeners until they unsubscribe', async () => {
    const seen: DomainEvent[] = [];
    const off = hub.onEvent((e) => seen.push(e));
    hub.join({ kind: 'tickets', status: 'pending' });
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => inRoom('company-1-pending'));
    h.sandbox.control.incomingMessage({ contactNumber: '5511944443333', body: 'Oi' });
    await waitFor(() => seen.some((e) => e.type === 'server.message.created'));
    off();
    const count = seen.length;
    h.sandbox.control.incomingMessage({ contactNumber: '5511944443333', body: 'De novo' });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.length).toBe(count);
  });

  it('keeps one socket per session: starting again for the same user does not reconnect; stop closes it', async () => {
    await hub.start({ companyId: 1, userId: 1 });
    const first = hub.realtime;
    await hub.start({ companyId: 1, userId: 1 });
    expect(hub.realtime).toBe(first);
    await waitFor(() => h.core.sockets.connectedCount() === 1);
    hub.stop();
    expect(hub.realtime).toBeNull();
    await waitFor(() => h.core.sockets.connectedCount() === 0);
  });

  it('per-type listeners filtered by ticket hear only their ticket; unfiltered ones hear every ticket of the type', async () => {
    hub.join({ kind: 'tickets', status: 'pending' });
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => inRoom('company-1-pending'));
    const a = h.sandbox.control.incomingMessage({ contactNumber: '5511944440001', body: 'A1' });
    const b = h.sandbox.control.incomingMessage({ contactNumber: '5511944440002', body: 'B1' });
    await sleep(100);
    const ofA: string[] = [];
    const ofB: string[] = [];
    const allCreated: number[] = [];
    const ticketUpdatesOfA: number[] = [];
    const offA = hub.on('server.message.created', (e) => ofA.push(e.message.body), { ticketId: a.ticketId });
    hub.on('server.message.created', (e) => ofB.push(e.message.body), { ticketId: b.ticketId });
    hub.on('server.message.created', (e) => allCreated.push(e.message.ticketId));
    hub.on('server.ticket.updated', (e) => ticketUpdatesOfA.push(e.ticket.id), { ticketId: a.ticketId });
    h.sandbox.control.incomingMessage({ ticketId: a.ticketId, body: 'A2' });
    h.sandbox.control.incomingMessage({ ticketId: b.ticketId, body: 'B2' });
    await waitFor(() => allCreated.length === 2);
    expect(ofA).toEqual(['A2']);
    expect(ofB).toEqual(['B2']);
    expect(allCreated).toEqual([a.ticketId, b.ticketId]);
    expect(ticketUpdatesOfA.length).toBeGreaterThan(0);
    expect(new Set(ticketUpdatesOfA)).toEqual(new Set([a.ticketId]));
    offA();
    h.sandbox.control.incomingMessage({ ticketId: a.ticketId, body: 'A3' });
    await waitFor(() => allCreated.length === 3);
    expect(ofA).toEqual(['A2']);
  });

  it('a filter key the event type does not carry is refused at once', () => {
    expect(() => hub.on('server.whatsapp.updated', () => undefined, { ticketId: 1 })).toThrow(/ticketId/);
    expect(() => hub.on('server.message.created', () => undefined, { contactId: 1 })).toThrow(/contactId/);
    expect(() => hub.on('server.contact.updated', () => undefined, { contactId: 1 })).not.toThrow();
  });

  it('the first userStatus, reported before the socket exists, reaches the server', async () => {
    expect(h.core.user(1)?.online).toBe(false);
    hub.reportStatus();
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => h.core.user(1)?.online === true);
  });

  it('a userStatus reported before a sign-out is not sent for the next session', async () => {
    hub.reportStatus();
    hub.stop();
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => h.core.sockets.connectedCount() === 1);
    await sleep(100);
    expect(h.core.user(1)?.online).toBe(false);
  });

  it('status: idle, connecting, live; down while dropped, live again; idle after stop', async () => {
    const seen: RealtimeStatus['state'][] = [];
    hub.onStatus((s) => seen.push(s.state));
    expect(hub.status()).toEqual({ state: 'idle', downSince: null, lastLiveAt: null });
    const starting = hub.start({ companyId: 1, userId: 1 });
    expect(hub.status().state).toBe('connecting');
    await starting;
    await waitFor(() => hub.status().state === 'live');
    const liveAt = hub.status().lastLiveAt;
    expect(liveAt).not.toBeNull();
    h.sandbox.control.dropSocket(150);
    await waitFor(() => hub.status().state === 'down');
    const down = hub.status();
    expect(down.downSince).not.toBeNull();
    expect(down.lastLiveAt).toBe(down.downSince);
    expect(hub.status()).toBe(down); // the same object while nothing changes (useSyncExternalStore)
    await waitFor(() => hub.status().state === 'live', 5000);
    hub.stop();
    expect(hub.status().state).toBe('idle');
    expect(seen).toEqual(['connecting', 'live', 'down', 'live', 'idle']);
  });

  it('a server frame with a reserved name (connect, disconnect, connect_error, newListener) does not drop the connection', async () => {
    const signals: string[] = [];
    hub.onConnection((s) => signals.push(s));
    const seen: DomainEvent[] = [];
    hub.onEvent((e) => seen.push(e));
    hub.join({ kind: 'tickets', status: 'pending' });
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => inRoom('company-1-pending') && hub.status().state === 'live');
    for (const name of ['connect', 'disconnect', 'connect_error', 'newListener', 'removeListener'])
      h.sandbox.control.emit(name, { secret: 'PAYLOAD' });
    h.sandbox.control.incomingMessage({ contactNumber: '5511944449999', body: 'Ainda aqui' });
    await waitFor(() => seen.some((e) => e.type === 'server.message.created'));
    await sleep(50);
    expect(signals).toEqual([]);
    expect(hub.status().state).toBe('live');
    expect(hub.realtime?.stats().dropped).toBe(5);
    const dropped = logged.filter((l) => l.message.includes('unreadable'));
    expect(dropped.map((l) => l.detail)).toContainEqual(expect.objectContaining({ event: 'disconnect' }));
    expect(JSON.stringify(logged)).not.toContain('PAYLOAD');
  });
});

describe('RealtimeHub with the API client: an expired token on the socket', () => {
  let h: Harness;
  let hub: RealtimeHub;
  let client: ApiClient;
  const said: string[] = [];
  beforeEach(async () => {
    said.length = 0;
    h = startHarness();
    client = createApiClient({ baseUrl: BASE, storage: memoryStorage() });
    client.storeSession(await createApi(client).auth.login({ email: 'admin@admin.com', password: '123456' }));
    hub = new RealtimeHub({
      url: ORIGIN,
      transports: [SandboxSocketTransport],
      getToken: () => client.getToken(),
      refreshToken: () => client.refresh(),
      log: (message) => said.push(message),
    });
  });
  afterEach(() => {
    hub.stop();
    h.close();
  });

  const refreshes = () => h.sandbox.control.requests().filter((r) => r.path === '/auth/refresh_token');
  const inRoom = (room: string) => h.core.sockets.rooms().some((rooms) => rooms.includes(room));

  it('after the server disconnects the dead token: one refresh, and the socket is back with the fresh token and its rooms', async () => {
    hub.join({ kind: 'tickets', status: 'open' });
    const dead = client.getToken();
    h.sandbox.control.expireTokens();
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => refreshes().length === 1);
    await waitFor(() => inRoom('company-1-open'), 3000);
    expect(client.getToken()).not.toBe(dead);
    expect(hub.status().state).toBe('live');
    await sleep(100);
    expect(refreshes()).toHaveLength(1);
  });

  it('when the refresh ends the session (401), the socket stops reconnecting', async () => {
    h.sandbox.control.expireTokens();
    h.sandbox.control.failNext({
      method: 'POST',
      path: '/auth/refresh_token',
      status: 401,
      error: 'ERR_SESSION_EXPIRED',
    });
    await hub.start({ companyId: 1, userId: 1 });
    await waitFor(() => refreshes().length === 1);
    await waitFor(() => client.getToken() === null);
    await sleep(1500);
    expect(refreshes()).toHaveLength(1);
    expect(h.core.sockets.connectedCount()).toBe(0);
    expect(hub.status().state).toBe('down');
    expect(said.filter((m) => m.includes('not reconnecting'))).toHaveLength(1);
  });
});

describe('the app services (createServices): the socket over a session', () => {
  let h: Harness;
  let services: AppServices;
  beforeEach(() => {
    h = startHarness();
    services = createServices({
      env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
      i18n: createI18n('pt'),
      socketTransports: [h.sandbox.SocketTransport],
      storage: memoryStorage(),
      reload: () => undefined,
    });
    services.session.start();
  });
  afterEach(() => {
    services.session.stop();
    services.realtime.stop();
    h.close();
  });

  async function signIn(email: string): Promise<void> {
    await untilSnapshot(services.session, (s) => s.matches('signedOut'));
    services.session.send({ type: 'session.login', email, password: '123456' });
    await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 2000 });
  }

  it('the sign-in userStatus reaches the server (it is reported before the socket is loaded)', async () => {
    expect(h.core.user(1)?.online).toBe(false);
    await signIn('admin@admin.com');
    await waitFor(() => h.core.user(1)?.online === true);
  });

  it('an HTTP token refresh changes the token and leaves the socket connected', async () => {
    await signIn('admin@admin.com');
    const hub = services.realtime;
    const leave = hub.join({ kind: 'tickets', status: 'open' });
    await waitFor(() => h.core.sockets.rooms().some((rooms) => rooms.includes('company-1-open')));
    const signals: string[] = [];
    hub.onConnection((s) => signals.push(s));
    const before = services.client.getToken();
    await services.client.refresh();
    expect(services.client.getToken()).not.toBe(before);
    await sleep(200);
    expect(signals).toEqual([]);
    expect(hub.status().state).toBe('live');
    expect(h.core.sockets.connectedCount()).toBe(1);
    leave();
  });
});
