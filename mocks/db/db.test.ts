import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../sandbox.ts';
import { replay } from './projection.ts';
import { uuidFrom } from './ids.ts';
import { BASE, T0 } from '../test-utils.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  get size() {
    return this.data.size;
  }
}

describe('event log and projections', () => {
  const g = globalThis as { localStorage?: unknown };
  afterEach(() => {
    delete g.localStorage;
  });

  it('the read models are a pure replay of the log', () => {
    const { sandbox, core } = buildSandbox({ baseUrl: BASE, now: () => T0 });
    sandbox.control.incomingMessage({ contactNumber: '5511900001111', body: 'Oi' });
    const replayed = replay(core.store.events());
    expect(replayed.tables.tickets).toEqual(core.state.tables.tickets);
    expect(replayed.tables.messages).toEqual(core.state.tables.messages);
    expect(replayed.nextId).toEqual(core.state.nextId);
    sandbox.dispose();
  });

  it('uuids are deterministic v4-formatted strings', () => {
    expect(uuidFrom('ticket:1:1')).toBe(uuidFrom('ticket:1:1'));
    expect(uuidFrom('ticket:1:1')).not.toBe(uuidFrom('ticket:1:2'));
    expect(uuidFrom('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("persistence 'local' survives a reload and reset() restores the seed", () => {
    const storage = new MemoryStorage();
    g.localStorage = storage;
    let now = T0;
    const first = buildSandbox({ baseUrl: BASE, now: () => now, persistence: 'local' });
    const seedLength = first.sandbox.control.events().length;
    const { ticketId } = first.sandbox.control.incomingMessage({
      contactNumber: '5511900002222',
      body: 'Persistido?',
    });
    first.sandbox.dispose();
    expect(storage.size).toBe(1);
    now = T0 + 3_600_000;
    const second = buildSandbox({ baseUrl: BASE, now: () => now, persistence: 'local' });
    expect(second.core.ticket(ticketId)?.lastMessage).toBe('Persistido?');
    expect(second.sandbox.control.events().length).toBe(
      seedLength + (first.sandbox.control.events().length - seedLength),
    );
    second.sandbox.control.reset();
    expect(second.core.ticket(ticketId)).toBeUndefined();
    expect(storage.size).toBe(0);
    second.sandbox.dispose();
  });
});
