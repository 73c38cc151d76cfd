import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import { addLane, initialBoard, moveCard, toggleLane } from './kanban-board.ts';
import { boardKey, createBoardStore, isKanbanTicket } from './kanban.session.ts';

describe('kanban session (S2 §2, §3 Lane local only, §6)', () => {
  it('a card is an open ticket of the current user, nothing else', () => {
    expect(isKanbanTicket({ status: 'open', userId: 7 }, 7)).toBe(true);
    expect(isKanbanTicket({ status: 'open', userId: 8 }, 7)).toBe(false);
    expect(isKanbanTicket({ status: 'pending', userId: null }, 7)).toBe(false);
    expect(isKanbanTicket({ status: 'closed', userId: 7 }, 7)).toBe(false);
  });

  it('the board is kept per user in local storage and read back by the next visit (a reload)', () => {
    const storage = memoryStorage();
    const store = createBoardStore(storage, boardKey(7));
    let heard = 0;
    store.subscribe(() => heard++);
    store.update((b) => toggleLane(moveCard(addLane(b, 'Proposta', 'a'), [{ id: 3 }], 3, 'a', 0), 'a'));
    expect(heard).toBe(1);
    const again = createBoardStore(storage, boardKey(7));
    expect(again.get()).toEqual(store.get());
    expect(again.get().lanes[1]).toEqual({ id: 'a', title: 'Proposta', collapsed: true, cardIds: [3] });
    // Another user of this browser has a board of their own.
    expect(createBoardStore(storage, boardKey(8)).get()).toEqual(initialBoard());
  });

  it('a change that changes nothing is not stored nor heard; a refusing storage keeps the board for the visit', () => {
    const storage = memoryStorage();
    const store = createBoardStore(storage, boardKey(7));
    let heard = 0;
    store.subscribe(() => heard++);
    store.update((b) => b);
    expect(heard).toBe(0);
    expect(storage.getItem(boardKey(7))).toBeNull();
    const full: Storage = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const kept = createBoardStore(full, boardKey(7));
    kept.update((b) => addLane(b, 'Proposta', 'a'));
    expect(kept.get().lanes).toHaveLength(2);
  });
});
