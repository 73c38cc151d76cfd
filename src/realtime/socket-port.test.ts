import { describe, expect, it, vi } from 'vitest';
import { createSocketPort, eventPacketName, PING_MS } from './socket-port.ts';

describe('createSocketPort (socket.io-client)', () => {
  it('creates the socket without connecting and reads the query only when asked', () => {
    const query = vi.fn(() => ({ token: 't', companyId: '1', userId: '2' }));
    const port = createSocketPort({ url: 'http://127.0.0.1:9', query });
    expect(port.connected).toBe(false);
    expect(query).toHaveBeenCalledTimes(1);
    port.disconnect();
    expect(PING_MS).toBe(18_000);
  });
});

describe('eventPacketName (what the guarded decoder reports of a frame it drops)', () => {
  it('reads the name of an EVENT packet, with or without namespace and ack id; other packets are not events', () => {
    expect(eventPacketName('2["connect",{"a":1}]')).toBe('connect');
    expect(eventPacketName('2/admin,12["disconnect"]')).toBe('disconnect');
    expect(eventPacketName('2{"a":1}')).toBeNull();
    expect(eventPacketName('2[42]')).toBeNull();
    expect(eventPacketName('2[')).toBeNull();
    expect(eventPacketName('0{"sid":"x"}')).toBeUndefined();
    expect(eventPacketName('3[]')).toBeUndefined();
    expect(eventPacketName(`2["${'n'.repeat(500)}"]`)).toHaveLength(100);
  });
});
