import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
} from '../../machines/paged-list/paged-list.machine.ts';
import { ifTaken } from './relay.ts';

interface Item {
  id: number;
  unread: number;
}

/** A paged list whose first page (2 items, more to come) is answered at once; later pages never are. */
async function readyList() {
  const fetches: FetchPageInput<Record<string, never>>[] = [];
  const machine = createPagedListMachine<Item, Record<string, never>>().provide({
    actors: {
      fetchPage: fromPromise<PageResult<Item>, FetchPageInput<Record<string, never>>>(({ input }) => {
        fetches.push(input);
        return input.page === 1
          ? Promise.resolve({
              items: [
                { id: 1, unread: 0 },
                { id: 2, unread: 3 },
              ],
              hasMore: true,
            })
          : new Promise(() => undefined);
      }),
    },
  });
  const list = createActor(machine, { input: { filters: {}, nearEndPx: 300, loadDelay: 0 } });
  list.start();
  await vi.waitFor(() => expect(list.getSnapshot().context.items).toHaveLength(2));
  return { list, fetches };
}

describe('ifTaken: a frame the machine would not take is not sent', () => {
  it('sends what the machine takes, in its current state; wakes no subscriber for the rest', async () => {
    const { list, fetches } = await readyList();
    const woken = vi.fn();
    list.subscribe(woken);
    const relay = ifTaken(
      () => list,
      (event) => list.send(event),
    );
    // Far from the end, and a patch that changes nothing: refused by the list's own guards, never sent.
    relay({ type: 'list.scrolled', distanceToEnd: 5000 });
    relay({ type: 'server.patched', id: 1, patch: { unread: 0 } });
    relay({ type: 'server.patched', id: 9, patch: { unread: 0 } });
    expect(woken).not.toHaveBeenCalled();
    // A patch that changes a row, and a distance near the end with more to load: sent and taken.
    relay({ type: 'server.patched', id: 2, patch: { unread: 0 } });
    expect(list.getSnapshot().context.items.map((i) => i.unread)).toEqual([0, 0]);
    relay({ type: 'list.scrolled', distanceToEnd: 100 });
    expect(fetches.map((f) => f.page)).toEqual([1, 2]);
    expect(woken).toHaveBeenCalled();
  });

  it('before the machine exists every frame goes', () => {
    const sent = vi.fn();
    ifTaken(() => null, sent)({ type: 'anything' });
    expect(sent).toHaveBeenCalledWith({ type: 'anything' });
  });
});
