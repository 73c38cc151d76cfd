import { describe, expect, it, vi } from 'vitest';
import { createSocketPort, PING_MS } from './socket-port.ts';

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
