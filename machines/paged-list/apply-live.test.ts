import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLive, insertSorted, type LiveEvent, type PagedListConfig } from './paged-list.machine.ts';

interface Row {
  id: number;
  at: number;
  unread: number;
}

/** Newest first, ties by id (a total order, like the tickets'), or by `at` alone (ties left to the insertion). */
const total = (a: Row, b: Row) => b.at - a.at || b.id - a.id;
const partial = (a: Row, b: Row) => b.at - a.at;

function config(
  sort: ((a: Row, b: Row) => number) | null,
  insert: 'prepend' | 'append' = 'prepend',
): PagedListConfig<Row, null> {
  return { sort, insert, accepts: null, isNewer: null, anchor: 'top', nearEndPx: 100, loadDelay: 0 };
}

/** What applyLive did before the binary search: put the item in, then sort the whole list (a stable sort). */
function sortAll(items: readonly Row[], event: LiveEvent<Row>, sort: (a: Row, b: Row) => number): Row[] {
  if (event.type === 'server.patched')
    return items.map((r) => (r.id === event.id ? { ...r, ...event.patch } : r)).sort(sort);
  if (event.type === 'server.removed') return items.filter((r) => r.id !== event.id);
  const rest = items.filter((r) => r.id !== event.item.id);
  const held = items.some((r) => r.id === event.item.id);
  const next =
    held && event.moveToTop !== true
      ? items.map((r) => (r.id === event.item.id ? event.item : r))
      : [event.item, ...rest];
  return next.sort(sort);
}

const rows = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 40 }), at: fc.integer({ min: 0, max: 6 }) }), {
    selector: (r) => r.id,
    maxLength: 30,
  })
  .map((rs) => rs.map((r) => ({ ...r, unread: 0 })));

const events = fc.oneof(
  fc.record({
    type: fc.constant('server.upserted' as const),
    item: fc.record({
      id: fc.integer({ min: 1, max: 40 }),
      at: fc.integer({ min: 0, max: 6 }),
      unread: fc.integer({ min: 0, max: 3 }),
    }),
    moveToTop: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('server.patched' as const),
    id: fc.integer({ min: 1, max: 40 }),
    patch: fc.oneof(
      fc.record({ unread: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ at: fc.integer({ min: 0, max: 6 }) }),
    ),
  }),
  fc.record({ type: fc.constant('server.removed' as const), id: fc.integer({ min: 1, max: 40 }) }),
);

describe('applyLive on a sorted list (binary insertion, not a sort per live event)', () => {
  it('ends exactly as sorting the whole list would, under a total order, event after event', () => {
    fc.assert(
      fc.property(rows, fc.array(events, { maxLength: 20 }), (start, evs) => {
        let fast = [...start].sort(total);
        let slow = [...fast];
        for (const e of evs) {
          fast = applyLive(fast, e, config(total), null);
          slow = sortAll(slow, e, total);
          expect(fast).toEqual(slow);
        }
      }),
    );
  });

  it('keeps the list sorted and every id once when the comparator has ties', () => {
    fc.assert(
      fc.property(rows, fc.array(events, { maxLength: 20 }), (start, evs) => {
        let list = [...start].sort(partial);
        for (const e of evs) {
          list = applyLive(list, e, config(partial), null);
          for (let i = 1; i < list.length; i++)
            expect(partial(list[i - 1] as Row, list[i] as Row)).toBeLessThanOrEqual(0);
          expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
        }
      }),
    );
  });

  it('puts a new item before its equals when prepending, after them when appending', () => {
    const list = [
      { id: 1, at: 5, unread: 0 },
      { id: 2, at: 3, unread: 0 },
      { id: 3, at: 3, unread: 0 },
      { id: 4, at: 1, unread: 0 },
    ];
    const item = { id: 9, at: 3, unread: 0 };
    const upsert = { type: 'server.upserted', item } as const;
    expect(applyLive(list, upsert, config(partial), null).map((r) => r.id)).toEqual([1, 9, 2, 3, 4]);
    expect(applyLive(list, upsert, config(partial, 'append'), null).map((r) => r.id)).toEqual([
      1, 2, 3, 9, 4,
    ]);
  });

  it('inserts at both ends and into an empty list', () => {
    const list = [
      { id: 1, at: 5, unread: 0 },
      { id: 2, at: 3, unread: 0 },
    ];
    expect(insertSorted(list, { id: 3, at: 9, unread: 0 }, total, 'first').map((r) => r.id)).toEqual([
      3, 1, 2,
    ]);
    expect(insertSorted(list, { id: 3, at: 0, unread: 0 }, total, 'first').map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
    expect(insertSorted([], { id: 3, at: 0, unread: 0 }, total, 'last').map((r) => r.id)).toEqual([3]);
  });

  it('keeps the unchanged items as the same objects (rows that did not change need not render again)', () => {
    const list = [
      { id: 1, at: 5, unread: 0 },
      { id: 2, at: 3, unread: 0 },
      { id: 3, at: 1, unread: 0 },
    ];
    const next = applyLive(
      list,
      { type: 'server.upserted', item: { id: 3, at: 9, unread: 1 } },
      config(total),
      null,
    );
    expect(next.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(next[1]).toBe(list[0]);
    expect(next[2]).toBe(list[1]);
  });
});

describe('applyLive: an event that changes nothing gives back the same array (nothing selecting the items renders)', () => {
  const held: Row[] = [
    { id: 1, at: 5, unread: 0 },
    { id: 2, at: 3, unread: 0 },
  ];
  const refusing: PagedListConfig<Row, null> = { ...config(total), accepts: (row) => row.unread > 0 };

  it('a remove or patch of an item not held, an upsert the list does not take, a stale update', () => {
    expect(applyLive(held, { type: 'server.removed', id: 9 }, config(total), null)).toBe(held);
    expect(
      applyLive(held, { type: 'server.patched', id: 9, patch: { unread: 1 } }, config(total), null),
    ).toBe(held);
    // The backend's updateUnread of a ticket whose count is already 0 (at every status change).
    expect(
      applyLive(held, { type: 'server.patched', id: 1, patch: { unread: 0 } }, config(total), null),
    ).toBe(held);
    expect(
      applyLive(held, { type: 'server.patched', id: 2, patch: { unread: 0, at: 3 } }, config(total), null),
    ).toBe(held);
    expect(
      applyLive(held, { type: 'server.upserted', item: { id: 9, at: 9, unread: 0 } }, refusing, null),
    ).toBe(held);
    const olderRefused: PagedListConfig<Row, null> = { ...config(total), isNewer: (a, b) => a.at > b.at };
    expect(
      applyLive(held, { type: 'server.upserted', item: { id: 1, at: 1, unread: 0 } }, olderRefused, null),
    ).toBe(held);
  });

  it('a change gives a new array and leaves the held one as it was', () => {
    const removed = applyLive(held, { type: 'server.removed', id: 1 }, config(total), null);
    expect(removed).not.toBe(held);
    expect(removed.map((r) => r.id)).toEqual([2]);
    expect(held.map((r) => r.id)).toEqual([1, 2]);
    const patched = applyLive(
      held,
      { type: 'server.patched', id: 1, patch: { unread: 3 } },
      config(total),
      null,
    );
    expect(patched).not.toBe(held);
    expect(patched.find((r) => r.id === 1)?.unread).toBe(3);
    expect(held[0]?.unread).toBe(0);
  });
});
