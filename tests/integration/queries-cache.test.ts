/**
 * The resource cache against the node sandbox: the app's real services (API client, session machine, realtime hub
 * over the sandbox socket) and the session's QueryClient. A QueryObserver is what useQuery mounts for a component,
 * so two observers are two components reading the same key.
 */
import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { BASE, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { isNotFound, queries, queryClientFor, queryKeys } from '../../src/session/queries/index.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

let h: Harness;
let services: AppServices;
let cache: QueryClient;
const observers: { destroy(): void }[] = [];

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
  services.session.start();
  cache = queryClientFor(services);
});

afterEach(() => {
  observers.splice(0).forEach((o) => o.destroy());
  services.session.stop();
  services.realtime.stop();
  h.close();
});

async function signIn(email: string): Promise<void> {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  services.session.send({ type: 'session.login', email, password: '123456' });
  await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 2000 });
}

/** A mounted reader of `options`, as useQuery mounts one per component. */
function mount<T, K extends QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, K>,
): QueryObserver<T, Error, T, T, K> {
  const observer = new QueryObserver(cache, options);
  const off = observer.subscribe(() => undefined);
  observers.push({ destroy: off });
  return observer;
}

const gets = (path: string) =>
  h.sandbox.control.requests().filter((r) => r.method === 'GET' && r.path === path).length;

describe('the resource cache', () => {
  it('shares one request between two readers of a key, and answers a remount inside its stale time from cache', async () => {
    await signIn('admin@admin.com');
    const first = mount(queries.tags(services.api));
    const second = mount(queries.tags(services.api));
    await waitFor(() => first.getCurrentResult().isSuccess && second.getCurrentResult().isSuccess);
    expect(gets('/tags/list')).toBe(1);
    expect(second.getCurrentResult().data).toBe(first.getCurrentResult().data);

    observers.splice(0).forEach((o) => o.destroy());
    const again = mount(queries.tags(services.api));
    expect(again.getCurrentResult().isSuccess).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(gets('/tags/list')).toBe(1);
  });

  /** A ticket read by the route's query, and the socket up and listening. */
  async function readTicket(contactNumber: string) {
    await signIn('admin@admin.com');
    const events: string[] = [];
    services.realtime.onEvent((e) => events.push(e.type));
    const { ticketId } = h.sandbox.control.incomingMessage({ contactNumber, body: 'Oi' });
    const { uuid } = await services.api.tickets.get(ticketId);
    const reader = mount(queries.ticketByUuid(services.api, uuid));
    await waitFor(() => reader.getCurrentResult().isSuccess);
    await waitFor(() => services.realtime.realtime !== null && h.core.sockets.connectedCount() === 1);
    const ticket = reader.getCurrentResult().data!;
    const later = new Date(Date.parse(ticket.updatedAt) + 60_000).toISOString();
    return { ticketId, uuid, reader, ticket, later, events };
  }

  it("tickets are not cache entries: a frame leaves the route's read as it was, and the read goes once unread", async () => {
    const { uuid, reader, ticket, later, events } = await readTicket('5511900001111');
    h.sandbox.control.emit('company-1-ticket', {
      action: 'update',
      ticket: { ...ticket, lastMessage: 'Chegou pelo socket', updatedAt: later },
    });
    h.sandbox.control.emit('company-1-ticket', { action: 'delete', ticketId: ticket.id });
    await waitFor(() => events.includes('server.ticket.updated') && events.includes('server.ticket.deleted'));
    // The workspace tree holds the tickets it shows and follows their frames; the cache holds none.
    expect(reader.getCurrentResult().data).toBe(ticket);
    const entry = () => cache.getQueryCache().find({ queryKey: queryKeys.ticketByUuid(uuid), exact: true });
    expect(entry()?.state.isInvalidated).toBe(false);

    observers.splice(0).forEach((o) => o.destroy());
    await waitFor(() => entry() === undefined);
  });

  it('a new-message frame patches the cached contact, without a request', async () => {
    const { ticketId, ticket, later, events } = await readTicket('5511900004444');
    const contact = mount(queries.contact(services.api, ticket.contactId));
    await waitFor(() => contact.getCurrentResult().isSuccess);
    const message = (await services.api.messages.list(ticketId, { pageNumber: 1 })).messages[0];
    expect(message).toBeDefined();
    const requests = h.sandbox.control.requests().length;

    const renamed = { ...ticket.contact, name: 'Nome Novo' };
    h.sandbox.control.emit('company-1-appMessage', {
      action: 'create',
      message,
      ticket: { ...ticket, lastMessage: 'Nova mensagem', unreadMessages: 3, updatedAt: later },
      contact: renamed,
    });
    await waitFor(() => events.includes('server.message.created'));
    expect(contact.getCurrentResult().data?.name).toBe('Nome Novo');
    expect(h.sandbox.control.requests().length).toBe(requests);
  });

  it('a contact update frame patches the cached contact, without a request', async () => {
    const { ticket, events } = await readTicket('5511900005555');
    const contact = mount(queries.contact(services.api, ticket.contactId));
    await waitFor(() => contact.getCurrentResult().isSuccess);
    const requests = h.sandbox.control.requests().length;

    h.sandbox.control.emit('company-1-contact', {
      action: 'update',
      contact: { ...ticket.contact, name: 'Outro Nome' },
    });
    await waitFor(() => events.includes('server.contact.updated'));
    expect(contact.getCurrentResult().data?.name).toBe('Outro Nome');
    expect(h.sandbox.control.requests().length).toBe(requests);
  });

  it('a session frame patches only status, qrcode, updatedAt and retries of that connection', async () => {
    await signIn('admin@admin.com');
    const events: string[] = [];
    services.realtime.onEvent((e) => events.push(e.type));
    const observer = mount(queries.whatsapps(services.api));
    await waitFor(() => observer.getCurrentResult().isSuccess);
    await waitFor(() => services.realtime.realtime !== null && h.core.sockets.connectedCount() === 1);
    const list = observer.getCurrentResult().data ?? [];
    const [target, other] = list;
    expect(target).toBeDefined();
    expect(other).toBeDefined();
    const requests = gets('/whatsapp/');

    h.sandbox.control.emit('company-1-whatsappSession', {
      action: 'update',
      session: { id: target!.id, status: 'qrcode', qrcode: 'QR-123', name: 'ignored' },
    });
    await waitFor(() => events.includes('server.whatsappSession.updated'));
    const after = observer.getCurrentResult().data ?? [];
    expect(after.find((w) => w.id === target!.id)).toMatchObject({
      status: 'qrcode',
      qrcode: 'QR-123',
      name: target!.name,
    });
    expect(after.find((w) => w.id === other!.id)).toEqual(other);
    expect(gets('/whatsapp/')).toBe(requests);
  });

  it('after connection.restored it refetches the keys on screen, not the ones no one reads', async () => {
    await signIn('admin@admin.com');
    const signals: string[] = [];
    let fetchingWhenLost = -1;
    services.realtime.onConnection((s) => {
      signals.push(s);
      // The cache's listener runs first: a refetch started on 'lost' would already be in flight here.
      if (s === 'connection.lost') fetchingWhenLost = cache.isFetching();
    });
    const tags = mount(queries.tags(services.api));
    const settings = new QueryObserver(cache, queries.settings(services.api));
    const offSettings = settings.subscribe(() => undefined);
    await waitFor(() => tags.getCurrentResult().isSuccess && settings.getCurrentResult().isSuccess);
    offSettings(); // settings stays cached, but no one shows it
    await waitFor(() => services.realtime.realtime !== null && h.core.sockets.connectedCount() === 1);
    expect(gets('/tags/list')).toBe(1);
    expect(gets('/settings')).toBe(1);

    h.sandbox.control.dropSocket(50);
    await waitFor(() => signals.includes('connection.restored'), 5000);
    await waitFor(() => gets('/tags/list') === 2);
    expect(fetchingWhenLost).toBe(0);
    expect(gets('/settings')).toBe(1);
    // Marked stale: the next reader of settings asks again instead of trusting what was cached before the drop.
    expect(cache.getQueryState(queryKeys.settings)?.isInvalidated).toBe(true);
  });

  it('sign-out empties the cache, so the next company never sees the previous one’s answers', async () => {
    await signIn('admin@admin.com');
    const tagsA = await cache.fetchQuery(queries.tags(services.api));
    expect(tagsA.length).toBeGreaterThan(0);
    expect(cache.getQueryData(queryKeys.tags)).toBe(tagsA);

    services.session.send({ type: 'session.logout' });
    await untilSnapshot(services.session, (s) => s.matches('signedOut'), { timeout: 2000 });
    expect(cache.getQueryCache().getAll()).toHaveLength(0);

    await signIn('admin@empresa2.com');
    const tagsB = await cache.fetchQuery(queries.tags(services.api));
    expect(gets('/tags/list')).toBe(2);
    const idsA = new Set(tagsA.map((t) => t.id));
    expect(tagsB.some((t) => idsA.has(t.id))).toBe(false);
  });

  it('a token refresh keeps the cache: only a change of user empties it', async () => {
    await signIn('admin@admin.com');
    const tags = await cache.fetchQuery(queries.tags(services.api));
    h.sandbox.control.expireTokens();
    await cache.fetchQuery(queries.settings(services.api)); // 403, one refresh, the retry answers
    expect(h.sandbox.control.requests().some((r) => r.path === '/auth/refresh_token')).toBe(true);
    expect(services.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(cache.getQueryData(queryKeys.tags)).toBe(tags);
  });

  it('a uuid that does not exist fails once, recognised as not found, without retries', async () => {
    await signIn('admin@admin.com');
    const observer = mount(queries.ticketByUuid(services.api, 'no-such-uuid'));
    await waitFor(() => observer.getCurrentResult().isError);
    expect(isNotFound(observer.getCurrentResult().error)).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(gets('/tickets/u/no-such-uuid')).toBe(1);
  });

  it('retries a server failure but not a client error', async () => {
    await signIn('admin@admin.com');
    h.sandbox.control.failNext({ method: 'GET', path: '/tags/list', status: 500, error: 'boom' });
    const tags = await cache.fetchQuery({ ...queries.tags(services.api), retryDelay: 0 });
    expect(tags.length).toBeGreaterThan(0);
    expect(gets('/tags/list')).toBe(2);

    h.sandbox.control.failNext({ method: 'GET', path: '/settings', status: 400, error: 'ERR_NO_PERMISSION' });
    await expect(cache.fetchQuery({ ...queries.settings(services.api), retryDelay: 0 })).rejects.toThrow();
    expect(gets('/settings')).toBe(1);
  });
});
