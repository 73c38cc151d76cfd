import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
} from '../../machines/paged-list/paged-list.machine.ts';

export interface ReadyItem {
  id: number;
  unread: number;
}

/** A started paged list whose first page (2 items, more to come) is answered at once; later pages never are. */
export async function readyList() {
  const fetches: FetchPageInput<Record<string, never>>[] = [];
  const machine = createPagedListMachine<ReadyItem, Record<string, never>>().provide({
    actors: {
      fetchPage: fromPromise<PageResult<ReadyItem>, FetchPageInput<Record<string, never>>>(({ input }) => {
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
