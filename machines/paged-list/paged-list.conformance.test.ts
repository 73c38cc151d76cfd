import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  topState,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { createPagedListMachine } from './paged-list.machine.ts';
import { pagedListTable } from './paged-list.table.ts';

interface Item {
  id: number;
}
const machine = createPagedListMachine<Item, { status: string }>();

/** `ready` is split in its substates; the others are named at the top level. */
function stateOf(snapshot: AnyMachineSnapshot): string {
  const top = topState(snapshot);
  const value: unknown = snapshot.value;
  if (top !== 'ready' || typeof value !== 'object' || value === null || !('ready' in value)) return top;
  const ready: unknown = value.ready;
  const sub =
    typeof ready === 'string'
      ? ready
      : typeof ready === 'object' && ready !== null
        ? Object.keys(ready)[0]
        : undefined;
  return sub === undefined ? top : `ready.${sub}`;
}

const samples: Sample[] = [
  { event: { type: 'list.search', text: 'ana' } },
  { event: { type: 'list.searchSettled' } },
  { event: { type: 'list.filter', filters: { status: 'open' } } },
  { when: 'near the end', event: { type: 'list.scrolled', distanceToEnd: 0 } },
  { when: 'far from the end', event: { type: 'list.scrolled', distanceToEnd: 500 } },
  { event: { type: 'list.reload' } },
  { event: { type: 'list.retry' } },
  { event: { type: 'list.itemDeleted' } },
  { event: { type: 'connection.restored' } },
  {
    when: 'more pages',
    event: { type: 'xstate.done.actor.fetchPage', output: { items: [{ id: 1 }], hasMore: true } },
  },
  {
    when: 'last page',
    event: { type: 'xstate.done.actor.fetchPage', output: { items: [{ id: 1 }], hasMore: false } },
  },
  { event: { type: 'xstate.error.actor.fetchPage', error: 'down' } },
];
const options: DeriveOptions = {
  inputs: [{ filters: { status: 'pending' } }, { filters: { status: 'pending' }, anchor: 'bottom' }],
  samples,
  stateOf,
  includeBusy: true,
};

describe('paged-list conformance with S1 §9 / §4.3 and ARCHITECTURE', () => {
  it('every event the machine listens to has a sample, but live events (they never change the state)', () => {
    expect(unsampledEvents(machine, samples)).toEqual([
      'server.patched',
      'server.removed',
      'server.upserted',
    ]);
  });

  it('the machine does exactly what the table says, busy states included', () => {
    const derived = deriveTransitions(machine, options);
    expect(compareWithTable(derived, pagedListTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    // Live events are not sent by the exploration (they never change the state): their guard, whether the event
    // changes the items, is taken both ways by the path test "a live event that changes no item takes no
    // transition" in paged-list.test.ts, at the top and during a load-more.
    const live = [
      ...(['patched', 'removed', 'upserted'] as const).map((e) => `pagedList --server.${e}-->`),
      ...(['removed', 'upserted'] as const).map((e) => `pagedList.ready.loadingMore --server.${e}-->`),
    ].flatMap((t) =>
      (['false', 'true'] as const).map((missing) => ({
        transition: `${t} [liveEventChangesItems]`,
        missing,
      })),
    );
    const byName = (a: { transition: string; missing: string }, b: { transition: string; missing: string }) =>
      `${a.transition} ${a.missing}`.localeCompare(`${b.transition} ${b.missing}`);
    expect(guardCoverage(machine, options).sort(byName)).toEqual(
      [
        ...live,
        // A removal during a load-more needs a live event, which the exploration does not send: the path test "a
        // removal while a page is in flight" in paged-list.test.ts takes that branch.
        { transition: 'pagedList.ready.loadingMore --done.fetchPage--> [recheckNeeded]', missing: 'true' },
        // Known gap of the helper, not of the machine: the branch is reachable (two items, page size 1, reconnect)
        // and the path test "a reconnect heard while a next page loads is queued" takes it, but guardCoverage does
        // not see it taken. To be investigated.
        {
          transition: 'pagedList.ready.refetching.fetching --done.fetchPage--> [hasMorePagesToRefetch]',
          missing: 'true',
        },
      ].sort(byName),
    );
  });
});
