import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, ORIGIN, startHarness, waitFor, type Harness } from '../../mocks/test-utils.ts';
import { SandboxSocketTransport } from '../../mocks/socket/transport.ts';
import type { DomainEvent } from '../../src/realtime/index.ts';
import { RealtimeHub } from '../../src/app/realtime-hub.ts';

/** The app's socket holder, with the real socket.io-client against the sandbox's socket server. */
describe('RealtimeHub', () => {
  let h: Harness;
  let hub: RealtimeHub;
  let token: string | null = null;
  beforeEach(async () => {
    h = startHarness();
    token = (await login('admin@admin.com')).token;
    hub = new RealtimeHub({ url: ORIGIN, transports: [SandboxSocketTransport], getToken: () => token });
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
});
