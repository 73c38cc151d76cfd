/**
 * The realtime core in a real browser: the app's real socket.io-client over the sandbox's mock socket.io server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../mocks/sandbox.ts';
import { SandboxSocketTransport as transport } from '../../mocks/socket/transport.ts';
import type { SandboxCore } from '../../mocks/core.ts';
import { createRealtime } from '../../src/realtime/index.ts';
import type { DomainEvent, Realtime } from '../../src/realtime/index.ts';

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

function connect(token: string | null): { rt: Realtime; events: DomainEvent[]; signals: string[] } {
  const events: DomainEvent[] = [];
  const signals: string[] = [];
  rt = createRealtime({
    url: location.origin,
    transports: [transport],
    getToken: () => token,
    companyId: 1,
    userId: 1,
  });
  rt.events$.subscribe((e) => events.push(e));
  rt.connection$.subscribe((s) => signals.push(s));
  return { rt, events, signals };
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
    const { rt: realtime, events } = connect(core.issueToken(core.user(1)!));
    await until(() => core.sockets.connectedCount() === 1 && realtime.stats().received >= 0);
    await new Promise((r) => setTimeout(r, 100));
    core.sockets.emitRaw('company-1-ticket', { action: 'update', ticket: { id: 'x' } });
    core.sockets.emitRaw('company-1-ticket', 42);
    core.sockets.emitRaw('company-1-contact', { action: 'explode' });
    core.sockets.emitRaw('company-1-ticket', { action: 'updateUnread', ticketId: 7 });
    await until(() => events.some((e) => e.type === 'server.ticket.unreadReset'));
    expect(realtime.stats().dropped).toBe(3);
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

  it('a bad token is disconnected by the server and no room is joined', async () => {
    const { rt: realtime } = connect('not-a-token');
    realtime.join({ kind: 'tickets', status: 'open' });
    await new Promise((r) => setTimeout(r, 500));
    expect(core.sockets.rooms().flat()).not.toContain('company-1-open');
  });
});
