import { describe, expect, it } from 'vitest';
import {
  addLane,
  DEFAULT_LANE_ID,
  deleteLane,
  findCard,
  initialBoard,
  LANE_ID_LENGTH,
  layout,
  moveCard,
  parseBoard,
  prune,
  randomLaneId,
  renameLane,
  serializeBoard,
  toggleLane,
  type Board,
} from './kanban-board.ts';

const tickets = [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }];
const ids = (board: Board, list: readonly { id: number }[] = tickets) =>
  layout(board, list).map((l) => [l.id, l.cards.map((c) => c.id)]);

const twoLanes = () => addLane(addLane(initialBoard(), 'Proposta', 'a'), 'Fechamento', 'b');

describe('kanban board (S2 §2, §3 Lane, §4 Kanban, §9)', () => {
  it('starts with the one default lane, lane1, holding every ticket in the order they come', () => {
    const board = initialBoard();
    expect(board.lanes.map((l) => l.id)).toEqual([DEFAULT_LANE_ID]);
    expect(ids(board)).toEqual([['lane1', [5, 4, 3, 2]]]);
    expect(layout(board, tickets)[0]?.isDefault).toBe(true);
  });

  it('adds lanes at the end with a trimmed title; a blank or over-long title or a taken id adds nothing', () => {
    const board = addLane(initialBoard(), '  Proposta  ', 'a');
    expect(board.lanes.map((l) => [l.id, l.title])).toEqual([
      ['lane1', null],
      ['a', 'Proposta'],
    ]);
    expect(addLane(board, '   ', 'b')).toBe(board);
    expect(addLane(board, 'x'.repeat(51), 'b')).toBe(board);
    expect(addLane(board, 'Outra', 'a')).toBe(board);
  });

  it('new lane ids are random strings of 50 letters and digits', () => {
    const a = randomLaneId();
    expect(a).toMatch(new RegExp(`^[A-Za-z0-9]{${LANE_ID_LENGTH}}$`));
    expect(randomLaneId()).not.toBe(a);
  });

  it('renames a lane (the default one too); a blank title keeps the old one', () => {
    const board = renameLane(twoLanes(), 'a', 'Negociação');
    expect(board.lanes[1]?.title).toBe('Negociação');
    expect(renameLane(board, 'a', '  ')).toBe(board);
    expect(renameLane(board, DEFAULT_LANE_ID, 'Em aberto').lanes[0]?.title).toBe('Em aberto');
  });

  it('collapses and opens a lane, keeping its cards', () => {
    const moved = moveCard(twoLanes(), tickets, 3, 'a', 0);
    const collapsed = toggleLane(moved, 'a');
    expect(collapsed.lanes[1]?.collapsed).toBe(true);
    expect(ids(collapsed)).toEqual(ids(moved));
    expect(toggleLane(collapsed, 'a').lanes[1]?.collapsed).toBe(false);
  });

  it('refuses to delete the default lane; deleting another sends its cards back to the default lane', () => {
    const board = moveCard(twoLanes(), tickets, 3, 'a', 0);
    expect(deleteLane(board, DEFAULT_LANE_ID)).toEqual({ ok: false, reason: 'default' });
    expect(deleteLane(board, 'nope')).toEqual({ ok: false, reason: 'missing' });
    const result = deleteLane(board, 'a');
    if (!result.ok) throw new Error('refused');
    expect(ids(result.board)).toEqual([
      ['lane1', [5, 4, 3, 2]],
      ['b', []],
    ]);
  });

  it('moves a card to another lane at an index, and within a lane', () => {
    let board = twoLanes();
    board = moveCard(board, tickets, 4, 'a', 0);
    board = moveCard(board, tickets, 2, 'a', 0);
    expect(ids(board)).toEqual([
      ['lane1', [5, 3]],
      ['a', [2, 4]],
      ['b', []],
    ]);
    board = moveCard(board, tickets, 2, 'a', 5); // clamped to the end
    expect(ids(board)[1]).toEqual(['a', [4, 2]]);
    board = moveCard(board, tickets, 5, DEFAULT_LANE_ID, 1); // within the default lane
    expect(ids(board)[0]).toEqual(['lane1', [3, 5]]);
    board = moveCard(board, tickets, 4, 'b', 0);
    expect(findCard(layout(board, tickets), 4)).toEqual({ laneId: 'b', index: 0 });
  });

  it('a move to a lane or of a ticket that is not there changes nothing', () => {
    const board = twoLanes();
    expect(moveCard(board, tickets, 3, 'zz', 0)).toBe(board);
    expect(moveCard(board, tickets, 99, 'a', 0)).toBe(board);
  });

  it('a placed ticket that is no longer shown leaves its lane; a new ticket joins the default lane', () => {
    const board = moveCard(twoLanes(), tickets, 3, 'a', 0);
    expect(ids(board, [{ id: 9 }, { id: 5 }])).toEqual([
      ['lane1', [9, 5]],
      ['a', []],
      ['b', []],
    ]);
    // It comes back to its lane when it is the user's open ticket again (until pruned).
    expect(ids(board)[1]).toEqual(['a', [3]]);
    const pruned = prune(board, [5, 4, 2]);
    expect(pruned.lanes[1]?.cardIds).toEqual([]);
    expect(prune(pruned, [5, 4, 2])).toBe(pruned);
  });

  it('survives storage: serialize and parse give the same board', () => {
    const board = toggleLane(moveCard(twoLanes(), tickets, 3, 'b', 0), 'b');
    expect(parseBoard(serializeBoard(board))).toEqual(board);
  });

  it('reads a broken or foreign stored value as a fresh board, and always has the default lane first', () => {
    expect(parseBoard(null)).toEqual(initialBoard());
    expect(parseBoard('{not json')).toEqual(initialBoard());
    expect(parseBoard('{"lanes":[{"id":3}]}')).toEqual(initialBoard());
    const withoutDefault = parseBoard(
      JSON.stringify({ lanes: [{ id: 'a', title: 'A', collapsed: false, cardIds: [1] }] }),
    );
    expect(withoutDefault.lanes.map((l) => l.id)).toEqual(['lane1', 'a']);
    const doubled = parseBoard(
      JSON.stringify({
        lanes: [
          { id: 'a', title: 'A', collapsed: false, cardIds: [1, 2] },
          { id: 'lane1', title: null, collapsed: true, cardIds: [2, 3] },
          { id: 'a', title: 'again', collapsed: false, cardIds: [] },
        ],
      }),
    );
    expect(doubled.lanes).toEqual([
      { id: 'lane1', title: null, collapsed: true, cardIds: [3] },
      { id: 'a', title: 'A', collapsed: false, cardIds: [1, 2] },
    ]);
  });
});
