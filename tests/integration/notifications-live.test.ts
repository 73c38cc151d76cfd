/**
 * The notifications list and desktop notifications against the node sandbox (S1 §2.5, §4.3): the app's real
 * services (API client, session, realtime hub over the sandbox socket) and the session's notifications actor.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor as untilSnapshot } from 'xstate';
import { BASE, startHarness, waitFor as waitForWithin, type Harness } from '../../mocks/test-utils.ts';

/** Patience, not a timing claim: on a loaded CI machine the first sign-in and its socket take seconds. */
const waitFor = (predicate: () => boolean, timeoutMs = 10_000) => waitForWithin(predicate, timeoutMs);
import type { DesktopNotice } from '../../machines/notifications/notification-rules.ts';
import type { DesktopPort, DesktopText } from '../../src/features/notifications/desktop.ts';
import {
  notificationsFor,
  type NotificationsSession,
} from '../../src/features/notifications/notifications.session.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

let h: Harness;
let services: AppServices;
const shown: { notice: DesktopNotice; text: DesktopText; click: () => void }[] = [];

/** The Notification API as a recorder, permission already granted. */
const desktop: DesktopPort = {
  permission: () => 'granted',
  request: () => Promise.resolve('granted'),
  show: (notice, text, click) => void shown.push({ notice, text, click }),
  close: () => undefined,
  onPermissionChange: () => () => undefined,
};

beforeEach(() => {
  shown.length = 0;
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
});

// The private layout loads the whole catalogue before the top bar (and its notifications) exists.
beforeEach(() => loadCatalogue(services.i18n, 'pt'));

afterEach(() => {
  services.session.stop();
  services.realtime.stop();
  h.close();
});

async function signIn(email: string, room = 'company-1-notification'): Promise<NotificationsSession> {
  await untilSnapshot(services.session, (s) => s.matches('signedOut'));
  services.session.send({ type: 'session.login', email, password: '123456' });
  const snapshot = await untilSnapshot(services.session, (s) => s.matches('signedIn'), { timeout: 2000 });
  const user = snapshot.context.user;
  if (!user) throw new Error('signed in without a user');
  const session = notificationsFor(services, user, { desktop });
  await untilSnapshot(session.actor.getSnapshot().context.list, (s) => s.matches('ready'));
  // The notification room is joined once the socket is up.
  await waitFor(() => h.core.sockets.rooms().some((rooms) => rooms.includes(room)));
  return session;
}

const listOf = (session: NotificationsSession) =>
  session.actor.getSnapshot().context.list.getSnapshot().context;

describe('the notifications list, live (S1 §4.3 "Notification list")', () => {
  it('a contact writes in: the ticket is on top with its unread count and the count grows; reading it removes it', async () => {
    const session = await signIn('admin@admin.com');
    const before = listOf(session).total ?? 0;
    const { ticketId } = h.sandbox.control.incomingMessage({
      contactNumber: '5511955554444',
      body: 'Oi, tudo bem?',
    });
    await waitFor(() => listOf(session).items[0]?.id === ticketId);
    expect(listOf(session).items[0]).toMatchObject({ unreadMessages: 1, lastMessage: 'Oi, tudo bem?' });
    expect(listOf(session).total).toBe(before + 1);

    // A second message raises the count of the same row, never a second row.
    h.sandbox.control.incomingMessage({ ticketId, body: 'Alguém aí?' });
    await waitFor(() => listOf(session).items[0]?.unreadMessages === 2);
    expect(listOf(session).items.filter((t) => t.id === ticketId)).toHaveLength(1);

    // Opening the conversation reads its messages: the backend's updateUnread takes the row away.
    await services.api.messages.list(ticketId, { pageNumber: 1 });
    await waitFor(() => !listOf(session).items.some((t) => t.id === ticketId));
    expect(listOf(session).total).toBe(before);
  });

  it('a message written while the socket is down is there after it comes back, once', async () => {
    const session = await signIn('admin@admin.com');
    h.sandbox.control.dropSocket(300);
    await waitFor(() => h.core.sockets.connectedCount() === 0);
    const { ticketId } = h.sandbox.control.incomingMessage({
      contactNumber: '5511922221111',
      body: 'Na queda',
    });
    await waitFor(() => listOf(session).items.some((t) => t.id === ticketId), 5000);
    await waitFor(() => !listOf(session).refetching);
    expect(listOf(session).items.filter((t) => t.id === ticketId)).toHaveLength(1);
  });

  it('an attendant never gets a ticket of a queue she is not in', async () => {
    const session = await signIn('atendente@demo.com', 'queue-1-notification');
    expect(listOf(session).items.length).toBeGreaterThan(0);
    expect(listOf(session).items.every((t) => t.queueId === 1 || t.queueId === 2)).toBe(true);
    expect(listOf(session).items.every((t) => t.userId === null || t.userId === 3)).toBe(true);
  });
});

describe('desktop notifications, live (S1 §4.3)', () => {
  it('a contact writes in: "Mensagem de {name}" with the message (markers dropped); a click opens the ticket', async () => {
    await signIn('admin@admin.com');
    const navigations: string[] = [];
    services.effects.setSink({ notify: () => undefined, navigate: (e) => void navigations.push(e.to) });
    const { ticketId } = h.sandbox.control.incomingMessage({
      contactNumber: '5511966665555',
      body: 'Preciso de *ajuda* _hoje_',
    });
    await waitFor(() => shown.length === 1);
    // The text as the bubble reads it: WhatsApp's markers are styles, not characters.
    expect(shown[0]?.text.body).toBe('Preciso de ajuda hoje');
    expect(shown[0]?.text.title).toMatch(/^Mensagem de /);
    expect(shown[0]?.notice.ticketId).toBe(ticketId);
    shown[0]?.click();
    expect(navigations).toEqual([`/tickets/${shown[0]?.notice.ticketUuid}`]);
  });

  it('nothing for a ticket open in the visible tab', async () => {
    const session = await signIn('admin@admin.com');
    const { ticketId } = h.sandbox.control.incomingMessage({
      contactNumber: '5511977778888',
      body: 'Primeira',
    });
    await waitFor(() => shown.length === 1);
    // The visible tab shows this ticket now (node has no document: the route alone is not enough, so the
    // test sets what a browser tab in front would report).
    const uuid = shown[0]?.notice.ticketUuid ?? '';
    session.setRoute(`/tickets/${uuid}`);
    Object.defineProperty(globalThis, 'document', {
      value: { visibilityState: 'visible' },
      configurable: true,
    });
    try {
      h.sandbox.control.incomingMessage({ ticketId, body: 'Segunda' });
      await waitFor(() => listOf(session).items.find((t) => t.id === ticketId)?.lastMessage === 'Segunda');
      expect(shown).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});
