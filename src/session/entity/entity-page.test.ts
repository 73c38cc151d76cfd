import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EffectsBus } from '../effects.ts';
import type { AppServices } from '../services.ts';
import { SessionScope } from '../session-scope.ts';
import { entityPageFor, type EntityDefinition, type SharedListEntity } from './entity-page.ts';
import type { PagedListLiveInput } from '../live-list.ts';
import {
  createPagedListMachine,
  isNotOlderByUpdatedAt,
  type PageResult,
} from '../../../machines/paged-list/paged-list.machine.ts';

interface Item {
  id: number;
  name: string;
  valid: boolean | null;
  updatedAt: string;
}

function services(): AppServices {
  const scope = new SessionScope(1, 1);
  const fake = {
    scope: () => scope,
    effects: new EffectsBus(),
    realtime: { onConnection: () => () => undefined },
  };
  return fake as unknown as AppServices;
}

describe('isNotOlderByUpdatedAt', () => {
  const at = (updatedAt: unknown) => ({ id: 1, updatedAt });
  it('takes the newer and the same instant, refuses the older', () => {
    expect(isNotOlderByUpdatedAt(at('2026-11-27T10:00:01.000Z'), at('2026-11-27T10:00:00.000Z'))).toBe(true);
    expect(isNotOlderByUpdatedAt(at('2026-11-27T10:00:00.000Z'), at('2026-11-27T10:00:00.000Z'))).toBe(true);
    expect(isNotOlderByUpdatedAt(at('2026-11-27T09:59:59.999Z'), at('2026-11-27T10:00:00.000Z'))).toBe(false);
  });
  it('compares instants, not strings (another offset), and takes what it cannot read', () => {
    expect(isNotOlderByUpdatedAt(at('2026-11-27T08:00:00.000-03:00'), at('2026-11-27T10:59:00.000Z'))).toBe(
      true,
    );
    expect(isNotOlderByUpdatedAt(at(undefined), at('2026-11-27T10:00:00.000Z'))).toBe(true);
    expect(isNotOlderByUpdatedAt(at('2026-11-27T10:00:00.000Z'), at('not a date'))).toBe(true);
    expect(isNotOlderByUpdatedAt({ id: 1 }, { id: 1 })).toBe(true);
  });
});

describe('entity page (the session-scoped one every entity screen gets)', () => {
  it('a save answer that arrives after a newer live frame of the same record does not put the older one back', async () => {
    let send: (event: PagedListLiveInput<Item>) => void = () => undefined;
    let answer: (item: Item) => void = () => undefined;
    const def: EntityDefinition<Item, { name: string }> = {
      key: 'items',
      messages: { saved: 's', deleted: 'd', deletedElsewhere: 'e' },
      fetchPage: () => Promise.resolve({ items: [], hasMore: false }),
      save: () => new Promise<Item>((resolve) => (answer = resolve)),
      remove: () => Promise.resolve(),
      live: {
        feed: (_source, to) => {
          send = to;
          return () => undefined;
        },
      },
    };
    const actor = entityPageFor(services(), def);
    const list = actor.getSnapshot().children.list;
    if (list === undefined) throw new Error('no list');
    await waitFor(list, (s) => s.matches('ready'));
    actor.send({ type: 'entity.add' });
    actor.send({ type: 'entity.submit', values: { name: 'Oficina' } });
    await waitFor(actor, (s) => s.matches({ editing: 'saving' }), { timeout: 2000 });
    // The backend created it, its create frame came, then its check 400 ms later, all before the answer.
    const created = { id: 7, name: 'Oficina', valid: null, updatedAt: '2026-11-27T10:00:00.000Z' };
    send({ type: 'server.upserted', item: created });
    send({
      type: 'server.upserted',
      item: { ...created, valid: true, updatedAt: '2026-11-27T10:00:00.400Z' },
    });
    answer(created);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(list.getSnapshot().context.items).toEqual([
      { ...created, valid: true, updatedAt: '2026-11-27T10:00:00.400Z' },
    ]);
  });

  it('a live frame and a save answer with the same updatedAt as the record held are taken', async () => {
    let send: (event: PagedListLiveInput<Item>) => void = () => undefined;
    let answer: (item: Item) => void = () => undefined;
    const def: EntityDefinition<Item, { name: string }> = {
      key: 'items',
      messages: { saved: 's', deleted: 'd', deletedElsewhere: 'e' },
      fetchPage: () => Promise.resolve({ items: [], hasMore: false }),
      save: () => new Promise<Item>((resolve) => (answer = resolve)),
      remove: () => Promise.resolve(),
      live: {
        feed: (_source, to) => {
          send = to;
          return () => undefined;
        },
      },
    };
    const actor = entityPageFor(services(), def);
    const list = actor.getSnapshot().children.list;
    if (list === undefined) throw new Error('no list');
    await waitFor(list, (s) => s.matches('ready'));
    actor.send({ type: 'entity.add' });
    actor.send({ type: 'entity.submit', values: { name: 'Oficina' } });
    await waitFor(actor, (s) => s.matches({ editing: 'saving' }), { timeout: 2000 });
    const created = { id: 7, name: 'Oficina', valid: null, updatedAt: '2026-11-27T10:00:00.000Z' };
    send({ type: 'server.upserted', item: created });
    // The check within the same millisecond: same updatedAt, other content.
    send({ type: 'server.upserted', item: { ...created, valid: true } });
    expect(list.getSnapshot().context.items).toEqual([{ ...created, valid: true }]);
    // The answer, at that same instant, is the server's record too: taken as it is.
    answer({ ...created, name: 'Oficina Norte', valid: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(list.getSnapshot().context.items).toEqual([{ ...created, name: 'Oficina Norte', valid: false }]);
  });

  it('a list owned elsewhere: a saved record goes into it, a deleted row leaves it', async () => {
    const held: Item = { id: 1, name: 'Principal', valid: true, updatedAt: '2026-11-27T10:00:00.000Z' };
    const shared = createActor(
      createPagedListMachine<Item, null>().provide({
        actors: {
          fetchPage: fromPromise(() => Promise.resolve<PageResult<Item>>({ items: [held], hasMore: false })),
        },
      }),
      { input: { filters: null } },
    );
    shared.start();
    await waitFor(shared, (s) => s.matches('ready'));
    const created = { id: 2, name: 'Vendas', valid: null, updatedAt: '2026-11-27T10:00:01.000Z' };
    const def: SharedListEntity<Item, { name: string }> = {
      key: 'shared-items',
      messages: { saved: 's', deleted: 'd', deletedElsewhere: 'e' },
      sharedList: () => shared,
      save: () => Promise.resolve(created),
      remove: () => new Promise<void>(() => undefined),
    };
    const actor = entityPageFor(services(), def);
    actor.send({ type: 'entity.add' });
    actor.send({ type: 'entity.submit', values: { name: 'Vendas' } });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 2000 });
    expect(
      shared
        .getSnapshot()
        .context.items.map((i) => i.id)
        .sort(),
    ).toEqual([1, 2]);
    actor.send({ type: 'entity.delete', record: held });
    actor.send({ type: 'entity.confirm' });
    await waitFor(actor, (s) => s.matches({ confirming: 'deleting' }));
    expect(shared.getSnapshot().context.items.map((i) => i.id)).toEqual([2]);
  });
});
