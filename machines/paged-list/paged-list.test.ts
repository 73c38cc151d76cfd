import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
  type PagedListInput,
} from './paged-list.machine.ts';

interface Item {
  id: number;
  name: string;
  status: 'open' | 'pending';
  updatedAt: number;
  unread?: number;
}
interface Filters {
  status: 'open' | 'pending';
}

const item = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  name: `n${id}`,
  status: 'open',
  updatedAt: 1,
  ...overrides,
});

interface Call {
  input: FetchPageInput<Filters>;
  resolve: (result: PageResult<Item>) => void;
  reject: (error: unknown) => void;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(input: Partial<PagedListInput<Item, Filters>> = {}) {
  const calls: Call[] = [];
  const clock = new SimulatedClock();
  const machine = createPagedListMachine<Item, Filters>().provide({
    actors: {
      fetchPage: fromPromise<PageResult<Item>, FetchPageInput<Filters>>(
        ({ input: fetchInput }) =>
          new Promise((resolve, reject) => calls.push({ input: fetchInput, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { filters: { status: 'open' }, ...input }, clock });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const ids = () => ctx().items.map((i) => i.id);
  /** Let the load delay pass and answer the fetch it starts. */
  const answer = async (items: Item[], hasMore: boolean) => {
    clock.increment(500);
    const call = calls.at(-1);
    if (call === undefined) throw new Error('no fetch');
    call.resolve({ items, hasMore });
    await flush();
  };
  return { actor, calls, clock, emitted, ctx, ids, answer };
}

describe('createPagedListMachine', () => {
  it('loads page 1 at once (no load delay on the first load), with search and filters', async () => {
    const { calls, ctx, ids, answer, actor } = start();
    expect(ctx().loadingFirst).toBe(true);
    expect(calls).toHaveLength(1);
    await answer([item(1), item(2)], true);
    expect(calls[0]?.input).toEqual({ page: 1, search: '', filters: { status: 'open' } });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([1, 2]);
    expect(ctx()).toMatchObject({ page: 1, hasMore: true, loadingFirst: false });
  });

  it('search is lower-cased and debounced 500 ms, then reloads from page 1 500 ms later', async () => {
    const { actor, calls, clock, ctx, answer } = start();
    await answer([item(1), item(2)], true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await answer([item(3)], true);
    expect(ctx().page).toBe(2);

    actor.send({ type: 'list.search', text: 'Ma' });
    clock.increment(400);
    actor.send({ type: 'list.search', text: 'MAria' });
    clock.increment(499);
    expect(ctx().search).toBe('');
    expect(calls).toHaveLength(2);
    clock.increment(1);
    expect(ctx().search).toBe('maria');
    expect(ctx().page).toBe(1);
    expect(ctx().items).toEqual([]);
    clock.increment(499);
    expect(calls).toHaveLength(2);
    clock.increment(1);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.input).toEqual({ page: 1, search: 'maria', filters: { status: 'open' } });
  });

  it('a filter change resets to page 1', async () => {
    const { actor, calls, ctx, answer } = start();
    await answer([item(1)], true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 10 });
    await answer([item(2)], true);
    actor.send({ type: 'list.filter', filters: { status: 'pending' } });
    expect(ctx()).toMatchObject({ page: 1, items: [], loadingFirst: true });
    await answer([item(5, { status: 'pending' })], false);
    expect(calls.at(-1)?.input).toEqual({ page: 1, search: '', filters: { status: 'pending' } });
  });

  it('loads the next page only within 100 px of the bottom, when hasMore and nothing loading; merges by id', async () => {
    const { actor, calls, clock, ctx, ids, answer } = start();
    await answer([item(1), item(2)], true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 101 });
    clock.increment(1000);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'list.scrolled', distanceToEnd: 100 });
    expect(ctx().loadingMore).toBe(true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 }); // already loading: ignored
    clock.increment(500);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.input.page).toBe(2);
    // Page 2 repeats item 2 (it moved while paging): replaced, never duplicated; new ones appended.
    calls[1]?.resolve({ items: [item(2, { name: 'moved' }), item(3)], hasMore: false });
    await flush();
    expect(ids()).toEqual([1, 2, 3]);
    expect(ctx().items[1]?.name).toBe('moved');
    expect(ctx()).toMatchObject({ page: 2, hasMore: false, loadingMore: false });
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 }); // no more pages
    clock.increment(1000);
    expect(calls).toHaveLength(2);
  });

  it('live upserts replace by id and insert new items per `insert`, sorted when a comparator is given', async () => {
    const prepend = start();
    await prepend.answer([item(1), item(2)], false);
    prepend.actor.send({ type: 'server.upserted', item: item(3) });
    prepend.actor.send({ type: 'server.upserted', item: item(1, { name: 'x' }) });
    expect(prepend.ids()).toEqual([3, 1, 2]);
    expect(prepend.ctx().items[1]?.name).toBe('x');
    prepend.actor.send({ type: 'server.upserted', item: item(2, { name: 'y' }), moveToTop: true });
    expect(prepend.ids()).toEqual([2, 3, 1]);

    const append = start({ insert: 'append' });
    await append.answer([item(1), item(2)], false);
    append.actor.send({ type: 'server.upserted', item: item(3) });
    expect(append.ids()).toEqual([1, 2, 3]);

    const sorted = start({ sort: (a, b) => b.updatedAt - a.updatedAt });
    await sorted.answer([item(1, { updatedAt: 5 }), item(2, { updatedAt: 3 })], false);
    sorted.actor.send({ type: 'server.upserted', item: item(3, { updatedAt: 4 }) });
    expect(sorted.ids()).toEqual([1, 3, 2]);
  });

  it('removes on server.removed and patches on server.patched', async () => {
    const { actor, ctx, ids, answer } = start();
    await answer([item(1, { unread: 3 }), item(2)], false);
    actor.send({ type: 'server.patched', id: 1, patch: { unread: 0 } });
    expect(ctx().items[0]).toEqual(item(1, { unread: 0 }));
    actor.send({ type: 'server.removed', id: 2 });
    expect(ids()).toEqual([1]);
  });

  it('a live event that changes no item takes no transition: the snapshot stays the one selectors read', async () => {
    const { actor, calls, clock, ctx, answer } = start({ accepts: (i, f) => i.status === f.status });
    await answer([item(1, { unread: 0 }), item(2)], true);
    const observed: unknown[] = [];
    actor.subscribe((snapshot) => observed.push(snapshot));
    const before = actor.getSnapshot();
    // Most ticket frames reach a list that does not hold their ticket, or change nothing in it.
    actor.send({ type: 'server.removed', id: 9 });
    actor.send({ type: 'server.patched', id: 1, patch: { unread: 0 } });
    actor.send({ type: 'server.upserted', item: item(9, { status: 'pending' }) });
    expect(actor.getSnapshot()).toBe(before);
    expect(new Set(observed)).toEqual(new Set([before]));
    // One that changes an item is applied, once.
    actor.send({ type: 'server.patched', id: 1, patch: { unread: 2 } });
    expect(actor.getSnapshot()).not.toBe(before);
    expect(ctx().items[0]).toEqual(item(1, { unread: 2 }));
    // The same while a next page loads.
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    clock.increment(500);
    expect(calls).toHaveLength(2);
    const loading = actor.getSnapshot();
    actor.send({ type: 'server.removed', id: 9 });
    actor.send({ type: 'server.upserted', item: item(9, { status: 'pending' }) });
    expect(actor.getSnapshot()).toBe(loading);
    actor.send({ type: 'server.removed', id: 2 });
    expect(ctx().items.map((i) => i.id)).toEqual([1]);
    expect(ctx().removedInFlight).toEqual([2]);
  });

  it('an item that no longer passes `accepts` is removed, and is not added', async () => {
    const { actor, ids, answer } = start({ accepts: (i, f) => i.status === f.status });
    await answer([item(1), item(2)], false);
    actor.send({ type: 'server.upserted', item: item(1, { status: 'pending' }) });
    expect(ids()).toEqual([2]);
    actor.send({ type: 'server.upserted', item: item(9, { status: 'pending' }) });
    expect(ids()).toEqual([2]);
  });

  it('stale guard: an older update is ignored', async () => {
    const { actor, ctx, answer } = start({ isNewer: (a, b) => a.updatedAt >= b.updatedAt });
    await answer([item(1, { updatedAt: 10, name: 'current' })], false);
    actor.send({ type: 'server.upserted', item: item(1, { updatedAt: 9, name: 'old' }) });
    expect(ctx().items[0]?.name).toBe('current');
    actor.send({ type: 'server.upserted', item: item(1, { updatedAt: 11, name: 'new' }) });
    expect(ctx().items[0]?.name).toBe('new');
  });

  it('live events arriving while the first page loads are held and applied after it', async () => {
    const { actor, ctx, ids, answer } = start();
    actor.send({ type: 'server.upserted', item: item(2, { name: 'live' }) });
    actor.send({ type: 'server.upserted', item: item(9) });
    actor.send({ type: 'server.removed', id: 3 });
    expect(ctx().items).toEqual([]);
    expect(ctx().held).toHaveLength(3);
    await answer([item(1), item(2), item(3)], false);
    expect(ids()).toEqual([9, 1, 2]);
    expect(ctx().items[2]?.name).toBe('live');
    expect(ctx().held).toEqual([]);
  });

  it('after the user deletes an item the list resets and reloads from page 1', async () => {
    const { actor, calls, ctx, answer } = start();
    await answer([item(1)], true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await answer([item(2)], false);
    actor.send({ type: 'list.itemDeleted' });
    expect(ctx()).toMatchObject({ items: [], page: 1, loadingFirst: true });
    await answer([item(2)], false);
    expect(calls.at(-1)?.input.page).toBe(1);
    expect(ctx().items).toEqual([item(2)]);
  });

  it('connection.restored refetches pages 1..current; the refetched pages replace the list, in their order', async () => {
    const { actor, calls, ctx, ids, answer } = start();
    await answer([item(1), item(2)], true);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    await answer([item(3)], true);
    actor.send({ type: 'connection.restored' });
    expect(ctx().refetching).toBe(true);
    expect(calls.at(-1)?.input.page).toBe(1);
    calls.at(-1)?.resolve({ items: [item(4), item(1, { name: 'fresh' })], hasMore: true });
    await flush();
    expect(calls.at(-1)?.input.page).toBe(2);
    calls.at(-1)?.resolve({ items: [item(2), item(3)], hasMore: false });
    await flush();
    expect(calls.map((c) => c.input.page)).toEqual([1, 2, 1, 2]);
    expect(ids()).toEqual([4, 1, 2, 3]);
    expect(ctx().items[1]?.name).toBe('fresh');
    expect(ctx()).toMatchObject({ page: 2, hasMore: false, refetching: false });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('after a reconnect, items gone while the socket was down leave; live events during the refetch stay', async () => {
    const { actor, calls, ids, answer } = start();
    await answer([item(1), item(2), item(3)], false);
    actor.send({ type: 'connection.restored' });
    // While page 1 is being refetched, a live event arrives: it shows at once...
    actor.send({ type: 'server.upserted', item: item(9) });
    expect(ids()).toEqual([9, 1, 2, 3]);
    // ...the server no longer has 2 (deleted while the socket was down) and has a new 5.
    calls.at(-1)?.resolve({ items: [item(5), item(1), item(3)], hasMore: false });
    await flush();
    expect(ids()).toEqual([9, 5, 1, 3]);
  });

  it('a failed fetch goes to failed with an error toast; list.reload retries', async () => {
    const { actor, calls, clock, ctx, emitted, answer } = start();
    clock.increment(500);
    const failure = new Error('boom');
    calls[0]?.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(ctx().error).toBe(failure);
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    actor.send({ type: 'list.reload' });
    await answer([item(1)], false);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(ctx().error).toBeNull();
  });

  /** Resolves the last fetch without advancing the clock (no delay on first load or load-more). */
  const reply = async (calls: Call[], result: PageResult<Item>) => {
    calls.at(-1)?.resolve(result);
    await flush();
  };
  const byId = (a: Item, b: Item) => a.id - b.id;

  it('asks the page that holds the index the list has reached: removals and joins between pages move it', async () => {
    const { actor, calls, ids } = start();
    await reply(calls, { items: [item(1), item(2), item(3)], hasMore: true });
    actor.send({ type: 'server.removed', id: 1 });
    actor.send({ type: 'server.removed', id: 2 });
    // The server's page 2 now starts at what was index 5: page 1 again, or items 4 and 5 would be skipped.
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    expect(calls.at(-1)?.input.page).toBe(1);
    await reply(calls, { items: [item(3), item(4), item(5)], hasMore: true });
    expect(ids()).toEqual([3, 4, 5]);
    actor.send({ type: 'server.upserted', item: item(9) });
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    // 4 held of a page size of 3: index 4 is on page 2, whose first item (5) is known.
    expect(calls.at(-1)?.input.page).toBe(2);
    await reply(calls, { items: [item(5), item(6), item(7)], hasMore: false });
    expect(ids()).toEqual([9, 3, 4, 5, 6, 7]);
  });

  it('a removal while a page is in flight: the page holding the old boundary is asked again, the removed id kept out', async () => {
    const { actor, calls, ids } = start({ sort: byId });
    await reply(calls, { items: [item(1), item(2)], hasMore: true });
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    expect(calls.at(-1)?.input.page).toBe(2);
    actor.send({ type: 'server.removed', id: 1 });
    // Answered after the removal: the server's page 2 is [4, 5] and 3 moved up to page 1.
    await reply(calls, { items: [item(4), item(5)], hasMore: true });
    expect(calls.at(-1)?.input.page).toBe(1);
    expect(actor.getSnapshot().context.loadingMore).toBe(true);
    // Answered before a second removal, the page still has the removed item: it stays out.
    actor.send({ type: 'server.removed', id: 2 });
    await reply(calls, { items: [item(2), item(3)], hasMore: true });
    expect(ids()).toEqual([3, 4, 5]);
    await reply(calls, { items: [item(3), item(4)], hasMore: true });
    expect(ids()).toEqual([3, 4, 5]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.hasMore).toBe(true);
  });

  it('a new item that sorts past the last held one while pages remain is left for its page', async () => {
    const { actor, calls, ids } = start({ sort: byId });
    await reply(calls, { items: [item(1), item(2)], hasMore: true });
    actor.send({ type: 'server.upserted', item: item(7) });
    expect(ids()).toEqual([1, 2]);
    actor.send({ type: 'server.upserted', item: item(0) });
    expect(ids()).toEqual([0, 1, 2]);
  });

  it('bottom anchor: older pages go above, within 50 px of the top; live items are appended', async () => {
    const { actor, calls, ids, ctx } = start({ anchor: 'bottom' });
    await reply(calls, { items: [item(5), item(6)], hasMore: true });
    actor.send({ type: 'list.scrolled', distanceToEnd: 51 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'list.scrolled', distanceToEnd: 50 });
    expect(calls.at(-1)?.input.page).toBe(2);
    await reply(calls, { items: [item(3), item(4)], hasMore: false });
    expect(ids()).toEqual([3, 4, 5, 6]);
    actor.send({ type: 'server.upserted', item: item(7) });
    expect(ids()).toEqual([3, 4, 5, 6, 7]);
    expect(ctx().config).toMatchObject({ nearEndPx: 50, insert: 'append' });
  });

  it('nearEndPx overrides the threshold', async () => {
    const { actor, calls } = start({ nearEndPx: 600 });
    await reply(calls, { items: [item(1)], hasMore: true });
    actor.send({ type: 'list.scrolled', distanceToEnd: 601 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'list.scrolled', distanceToEnd: 600 });
    expect(calls).toHaveLength(2);
  });

  it('a load-more failure keeps the items in ready.moreFailed; list.retry asks the same page again', async () => {
    const { actor, calls, ids, ctx, emitted } = start();
    await reply(calls, { items: [item(1), item(2)], hasMore: true });
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    const failure = new Error('down');
    calls.at(-1)?.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'moreFailed' });
    expect(ids()).toEqual([1, 2]);
    expect(ctx()).toMatchObject({ error: failure, loadingMore: false });
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'list.retry' });
    expect(calls.map((c) => c.input.page)).toEqual([1, 2, 2]);
    expect(ctx().error).toBeNull();
    await reply(calls, { items: [item(3)], hasMore: false });
    expect(ids()).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a first-page failure goes to failed; list.retry reloads page 1', async () => {
    const { actor, calls, ids } = start();
    calls.at(-1)?.reject(new Error('down'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'list.retry' });
    expect(calls.map((c) => c.input.page)).toEqual([1, 1]);
    await reply(calls, { items: [item(1)], hasMore: false });
    expect(ids()).toEqual([1]);
  });

  it('a reconnect heard while page 1 loads is queued: the refetch runs once the page is in', async () => {
    const { actor, calls, ids } = start();
    actor.send({ type: 'connection.restored' });
    await reply(calls, { items: [item(1)], hasMore: false });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.refetching).toBe(true);
    await reply(calls, { items: [item(2), item(1)], hasMore: false });
    expect(ids()).toEqual([2, 1]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a reconnect heard while a next page loads is queued; the refetch covers the pages reached (items.length)', async () => {
    const { actor, calls, ids } = start();
    await reply(calls, { items: [item(1), item(2)], hasMore: true });
    actor.send({ type: 'list.scrolled', distanceToEnd: 0 });
    actor.send({ type: 'connection.restored' });
    actor.send({ type: 'server.upserted', item: item(8) });
    await reply(calls, { items: [item(3), item(4)], hasMore: true });
    // Five held of a page size of 2: pages 1 to 3.
    await reply(calls, { items: [item(8), item(1)], hasMore: true });
    await reply(calls, { items: [item(2), item(3)], hasMore: true });
    await reply(calls, { items: [item(4), item(5)], hasMore: true });
    expect(calls.map((c) => c.input.page)).toEqual([1, 2, 1, 2, 3]);
    expect(ids()).toEqual([8, 1, 2, 3, 4, 5]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it("total is the server's count from page 1, moved by the live events that add or remove items", async () => {
    const { actor, calls, ctx } = start();
    expect(ctx().total).toBeNull();
    await reply(calls, { items: [item(1), item(2)], hasMore: true, count: 41 });
    expect(ctx().total).toBe(41);
    actor.send({ type: 'server.upserted', item: item(3) });
    expect(ctx().total).toBe(42);
    actor.send({ type: 'server.upserted', item: item(3, { name: 'same' }) });
    expect(ctx().total).toBe(42);
    actor.send({ type: 'server.removed', id: 1 });
    actor.send({ type: 'server.removed', id: 99 });
    expect(ctx().total).toBe(41);
  });

  it('an item moved up by a message that the server counted already (not loaded yet) joins without changing total', async () => {
    const { actor, calls, ctx, ids } = start();
    await reply(calls, { items: [item(1), item(2)], hasMore: true, count: 41 });
    actor.send({ type: 'server.upserted', item: item(30), moveToTop: true, alreadyCounted: true });
    expect(ids()).toEqual([30, 1, 2]);
    expect(ctx().total).toBe(41);
    // Held already: nothing to count either way.
    actor.send({ type: 'server.upserted', item: item(2), moveToTop: true, alreadyCounted: true });
    expect(ctx().total).toBe(41);
    // Without the flag (a list whose membership the message changes, as the notifications'), it counts.
    actor.send({ type: 'server.upserted', item: item(31), moveToTop: true });
    expect(ctx().total).toBe(42);
  });

  it('with every page loaded, an item the list did not hold is new to it even when moved up by a message', async () => {
    const { actor, calls, ctx } = start();
    await reply(calls, { items: [item(1), item(2)], hasMore: false, count: 2 });
    actor.send({ type: 'server.upserted', item: item(30), moveToTop: true, alreadyCounted: true });
    expect(ctx().total).toBe(3);
  });
});
