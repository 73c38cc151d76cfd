import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../realtime/index.ts';
import { queryKeys } from './keys.ts';
import { bindRealtimeToCache, type RealtimeSource } from './realtime.ts';

/** company-{cid}-settings (S3 §2.8): another admin's change lands in the cached settings. */
function setup() {
  const client = new QueryClient();
  let emit: (event: DomainEvent) => void = () => {};
  const source: RealtimeSource = {
    onEvent: (l) => ((emit = l), () => {}),
    onConnection: () => () => {},
  };
  bindRealtimeToCache(client, source);
  return { client, emit: (event: DomainEvent) => emit(event) };
}

describe('server.setting.updated', () => {
  it("replaces the key's value in the cached settings, and adds a key the company had no row for", () => {
    const { client, emit } = setup();
    client.setQueryData(queryKeys.settings, [
      { key: 'userRating', value: 'disabled' },
      { key: 'call', value: 'disabled' },
    ]);
    emit({ type: 'server.setting.updated', record: { key: 'userRating', value: 'enabled' } });
    emit({ type: 'server.setting.updated', record: { key: 'jiradomain', value: 'acme' } });
    expect(client.getQueryData(queryKeys.settings)).toEqual([
      { key: 'userRating', value: 'enabled' },
      { key: 'call', value: 'disabled' },
      { key: 'jiradomain', value: 'acme' },
    ]);
  });

  it('creates no entry a screen did not ask for', () => {
    const { client, emit } = setup();
    emit({ type: 'server.setting.updated', record: { key: 'userRating', value: 'enabled' } });
    expect(client.getQueryData(queryKeys.settings)).toBeUndefined();
  });
});
