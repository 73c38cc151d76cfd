/**
 * The realtime core in a real browser: the app's real socket.io-client over the sandbox's mock socket.io server.
 */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { buildSandbox } from '../../mocks/sandbox.ts';
import { SandboxSocketTransport as transport } from '../../mocks/socket/transport.ts';
import type { SandboxCore } from '../../mocks/core.ts';
import { createRealtime } from '../../src/realtime/index.ts';
import { ServicesProvider, useRealtimeEvent, useRealtimeStatus } from '../../src/session/context.tsx';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import type { DomainEvent, Realtime, RealtimeStatus } from '../../src/realtime/index.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const BASE = `${location.origin}/api`;

let core: SandboxCore;
let dispose: () => void;
let rt: Realtime | null = null;

function until(check: () => boolean, ms = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 20);
    };
    tick();
  });
}

beforeEach(() => {
  const built = buildSandbox({ baseUrl: BASE, persistence: 'none' });
  core = built.core;
  dispose = built.sandbox.dispose;
});

afterEach(() => {
  rt?.close();
  rt = null;
  dispose();
});

function connect(
  token: string | null,
  extra: { refreshToken?: () => Promise<unknown>; getToken?: () => string | null } = {},
): {
  rt: Realtime;
  events: DomainEvent[];
  signals: string[];
  status: () => RealtimeStatus | undefined;
  logged: { message: string; detail: unknown }[];
} {
  const events: DomainEvent[] = [];
  const signals: string[] = [];
  const logged: { message: string; detail: unknown }[] = [];
  let last: RealtimeStatus | undefined;
  rt = createRealtime({
    url: location.origin,
    transports: [transport],
    getToken: extra.getToken ?? (() => token),
    companyId: 1,
    userId: 1,
    log: (message, detail) => logged.push({ message, detail }),
    ...(extra.refreshToken ? { refreshToken: extra.refreshToken } : {}),
  });
  rt.events$.subscribe((e) => events.push(e));
  rt.connection$.subscribe((s) => signals.push(s));
  rt.status$.subscribe((s) => (last = s));
  return { rt, events, signals, status: () => last, logged };
}

describe('realtime over the sandbox socket, in Chromium', () => {
  it('joins its rooms once ready, and receives the events of those rooms', async () => {
    const admin = core.user(1)!;
    const { rt: realtime, events } = connect(core.issueToken(admin));
    realtime.join({ kind: 'tickets', status: 'pending' });
    await until(() => core.sockets.rooms().some((rooms) => rooms.includes('company-1-pending')));
    const { ticket } = core.incomingMessage({ contactNumber: '5511955554444', body: 'Oi' });
    await until(() => events.some((e) => e.type === 'server.message.created' && e.ticket.id === ticket.id));
    expect(events.find((e) => e.type === 'server.ticket.updated')).toBeDefined();
  });

  it('drops and counts malformed frames without throwing, and keeps delivering good ones', async () => {
    const { rt: realtime, events, status, signals } = connect(core.issueToken(core.user(1)!));
    await until(() => status()?.state === 'live');
    const good = core.user(1)!;
    core.sockets.emitRaw('company-1-ticket', { action: 'update', ticket: { id: 'x' } });
    core.sockets.emitRaw('company-1-ticket', 42);
    core.sockets.emitRaw('company-1-contact', { action: 'explode' });
    // A ticket whose date no formatter could read.
    core.sockets.emitRaw('company-1-ticket', {
      action: 'update',
      ticket: {
        id: 9,
        uuid: 'u9',
        status: 'open',
        contactId: 1,
        companyId: good.companyId,
        updatedAt: 'not-a-date',
        contact: { id: 1, name: 'C', number: '1' },
      },
    });
    // Names socket.io reserves: its parser refuses them, which used to close the connection.
    core.sockets.emitRaw('disconnect', 'io server disconnect');
    core.sockets.emitRaw('connect', { sid: 'x' });
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 7 });
    await until(() => events.some((e) => e.type === 'server.ticket.unreadReset'));
    expect(events.map((e) => e.type)).toEqual(['server.ticket.unreadReset']);
    expect(realtime.stats().dropped).toBe(6);
    expect(signals).toEqual([]);
    expect(status()?.state).toBe('live');
  });

  it('after a dropped socket it reconnects, re-joins its rooms and signals connection.restored', async () => {
    const { rt: realtime, signals } = connect(core.issueToken(core.user(1)!));
    realtime.join({ kind: 'tickets', status: 'open' });
    await until(() => core.sockets.rooms().some((rooms) => rooms.includes('company-1-open')));
    core.sockets.drop(300);
    await until(() => signals.includes('connection.lost'));
    await until(() => signals.includes('connection.restored'), 10_000);
    await until(() => core.sockets.rooms().some((rooms) => rooms.includes('company-1-open')));
  });

  it('a bad token is disconnected by the server before any room is joined; one refresh, and the fresh token joins', async () => {
    let token: string | null = 'not-a-token';
    let refreshes = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { rt: realtime, status } = connect(null, {
      getToken: () => token,
      refreshToken: async () => {
        refreshes += 1;
        await gate;
        token = core.issueToken(core.user(1)!);
      },
    });
    realtime.join({ kind: 'tickets', status: 'open' });
    // The refresh starts only once the server disconnected the socket.
    await until(() => refreshes === 1);
    expect(status()?.state).toBe('down');
    expect(core.sockets.connectedCount()).toBe(0);
    expect(core.sockets.rooms().flat()).not.toContain('company-1-open');
    release();
    await until(() => core.sockets.rooms().some((rooms) => rooms.includes('company-1-open')));
    expect(status()?.state).toBe('live');
    expect(refreshes).toBe(1);
  });
});

/** Shows the socket's state and the unread resets of one ticket, as a banner and a conversation would. */
function Probe({ ticketId }: { ticketId: number }) {
  const status = useRealtimeStatus();
  const [resets, setResets] = useState<number[]>([]);
  useRealtimeEvent('server.ticket.unreadReset', (e) => setResets((r) => [...r, e.ticketId]), { ticketId });
  return (
    <div>
      <p data-testid="state">{status.state}</p>
      <p data-testid="resets">{resets.join(',')}</p>
    </div>
  );
}

describe('the realtime hooks, rendered', () => {
  let services: AppServices;
  afterEach(() => services.realtime.stop());

  it('useRealtimeStatus follows the socket; useRealtimeEvent hears only its own ticket, and the new one after a change', async () => {
    const storage = memoryStorage();
    storage.setItem('token', JSON.stringify(core.issueToken(core.user(1)!)));
    services = createServices({
      env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
      i18n: createI18n('pt'),
      socketTransports: [transport],
      storage,
      reload: () => undefined,
    });
    const screen = await render(
      <ServicesProvider services={services}>
        <Probe ticketId={7} />
      </ServicesProvider>,
    );
    await expect.element(screen.getByTestId('state')).toHaveTextContent('idle');
    void services.realtime.start({ companyId: 1, userId: 1 });
    await expect.element(screen.getByTestId('state')).toHaveTextContent('live');
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 8 });
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 7 });
    await expect.element(screen.getByTestId('resets')).toHaveTextContent(/^7$/);
    await screen.rerender(
      <ServicesProvider services={services}>
        <Probe ticketId={8} />
      </ServicesProvider>,
    );
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 8 });
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 7 });
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 8 });
    await expect.element(screen.getByTestId('resets')).toHaveTextContent(/^7,8,8$/);
    core.sockets.drop(300);
    await expect.element(screen.getByTestId('state')).toHaveTextContent('down');
    await expect.element(screen.getByTestId('state'), { timeout: 5000 }).toHaveTextContent('live');
  });
});
