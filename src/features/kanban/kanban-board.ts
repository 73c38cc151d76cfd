/**
 * The kanban board's own state (S2 §2 'Kanban', §3 'Lane (local only)', §4 'Kanban', §9): lanes and where each card
 * sits, kept in this browser only. No call is made for any of it: moving a card, adding, renaming, collapsing or
 * deleting a lane changes this state alone. Every operation is a pure function of the board (and the tickets shown);
 * the session store (kanban.session.ts) persists the result per user.
 *
 * A card is a ticket id. A lane holds the ids placed in it, in order; a ticket placed nowhere (new, or whose lane was
 * deleted) shows in the default lane, after the ones placed there, in the order the tickets come.
 */
import * as v from 'valibot';

/** S2 §9: the default lane's id. */
export const DEFAULT_LANE_ID = 'lane1';
/** S2 §9: new lane ids are random strings of 50 characters. */
export const LANE_ID_LENGTH = 50;
/** Lane titles: required, at most this long (the spec names no limit; docs/decisions.md, 'Kanban'). */
export const LANE_TITLE_MAX = 50;

export interface BoardLane {
  id: string;
  /** Null: the default lane's title as the spec names it ('Atendendo'), in the reader's language. */
  title: string | null;
  collapsed: boolean;
  /** The ticket ids placed in this lane, in display order. */
  cardIds: number[];
}

export interface Board {
  lanes: BoardLane[];
}

/** What a lane shows: its cards are the tickets themselves. */
export interface LaneView<T> {
  id: string;
  title: string | null;
  collapsed: boolean;
  isDefault: boolean;
  cards: T[];
}

export function initialBoard(): Board {
  return { lanes: [{ id: DEFAULT_LANE_ID, title: null, collapsed: false, cardIds: [] }] };
}

const LaneSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.nullable(v.string()),
  collapsed: v.boolean(),
  cardIds: v.array(v.number()),
});
const BoardSchema = v.object({ lanes: v.array(LaneSchema) });

/**
 * A stored board (localStorage, JSON) read back: anything that does not parse is a fresh board; the default lane is
 * always there, first, and a card is in one lane at most (the first that names it).
 */
export function parseBoard(raw: string | null): Board {
  if (raw === null) return initialBoard();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return initialBoard();
  }
  const parsed = v.safeParse(BoardSchema, json);
  if (!parsed.success) return initialBoard();
  const seenLanes = new Set<string>();
  const seenCards = new Set<number>();
  const lanes: BoardLane[] = [];
  for (const lane of parsed.output.lanes) {
    if (seenLanes.has(lane.id)) continue;
    seenLanes.add(lane.id);
    const cardIds = lane.cardIds.filter((id) => !seenCards.has(id));
    cardIds.forEach((id) => seenCards.add(id));
    lanes.push({ ...lane, cardIds });
  }
  const defaultLane = lanes.find((l) => l.id === DEFAULT_LANE_ID) ?? initialBoard().lanes[0]!;
  return { lanes: [defaultLane, ...lanes.filter((l) => l.id !== DEFAULT_LANE_ID)] };
}

export function serializeBoard(board: Board): string {
  return JSON.stringify(board);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** S2 §9: a random string of 50 characters (letters and digits). */
export function randomLaneId(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(LANE_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A title as it is kept: trimmed; null when blank or too long (the form refuses it before). */
export function laneTitle(text: string): string | null {
  const title = text.trim();
  return title === '' || title.length > LANE_TITLE_MAX ? null : title;
}

/** Adds a lane at the end (S2 §2: through a form with a title). A blank title or a taken id changes nothing. */
export function addLane(board: Board, text: string, id: string): Board {
  const title = laneTitle(text);
  if (title === null || board.lanes.some((l) => l.id === id)) return board;
  return { lanes: [...board.lanes, { id, title, collapsed: false, cardIds: [] }] };
}

/** Renames a lane (lanes are editable, S2 §2); a blank title changes nothing. */
export function renameLane(board: Board, laneId: string, text: string): Board {
  const title = laneTitle(text);
  if (title === null) return board;
  return mapLane(board, laneId, (lane) => ({ ...lane, title }));
}

/** Collapses an open lane, opens a collapsed one (lanes are collapsible, S2 §2). */
export function toggleLane(board: Board, laneId: string): Board {
  return mapLane(board, laneId, (lane) => ({ ...lane, collapsed: !lane.collapsed }));
}

export type DeleteLaneResult = { ok: true; board: Board } | { ok: false; reason: 'default' | 'missing' };

/**
 * S2 §4, §8: deleting the default lane is refused; any other lane goes, and its cards go back to the default lane
 * (they are still the user's open tickets).
 */
export function deleteLane(board: Board, laneId: string): DeleteLaneResult {
  if (laneId === DEFAULT_LANE_ID) return { ok: false, reason: 'default' };
  if (!board.lanes.some((l) => l.id === laneId)) return { ok: false, reason: 'missing' };
  return { ok: true, board: { lanes: board.lanes.filter((l) => l.id !== laneId) } };
}

/**
 * The lanes as shown for `tickets` (the user's open tickets, in the order they come): each lane's placed cards that
 * are still among the tickets, in their order; every ticket placed nowhere joins the default lane after its own.
 */
export function layout<T extends { id: number }>(board: Board, tickets: readonly T[]): LaneView<T>[] {
  const byId = new Map(tickets.map((t) => [t.id, t]));
  const placed = new Set<number>();
  const views = board.lanes.map((lane) => {
    const cards: T[] = [];
    for (const id of lane.cardIds) {
      const ticket = byId.get(id);
      if (ticket !== undefined && !placed.has(id)) {
        cards.push(ticket);
        placed.add(id);
      }
    }
    return {
      id: lane.id,
      title: lane.title,
      collapsed: lane.collapsed,
      isDefault: lane.id === DEFAULT_LANE_ID,
      cards,
    };
  });
  const unplaced = tickets.filter((t) => !placed.has(t.id));
  const home = views.find((l) => l.isDefault);
  if (home !== undefined) home.cards.push(...unplaced);
  return views;
}

/**
 * Moves card `ticketId` to lane `toLaneId`, at `toIndex` among the cards that lane shows for `tickets` (clamped).
 * The target lane keeps exactly what it shows, in the new order; ids of tickets no longer shown leave it.
 */
export function moveCard<T extends { id: number }>(
  board: Board,
  tickets: readonly T[],
  ticketId: number,
  toLaneId: string,
  toIndex: number,
): Board {
  if (!board.lanes.some((l) => l.id === toLaneId) || !tickets.some((t) => t.id === ticketId)) return board;
  const shown = layout(board, tickets).find((l) => l.id === toLaneId);
  const order = (shown?.cards ?? []).map((t) => t.id).filter((id) => id !== ticketId);
  const at = Math.max(0, Math.min(toIndex, order.length));
  order.splice(at, 0, ticketId);
  return {
    lanes: board.lanes.map((lane) =>
      lane.id === toLaneId
        ? { ...lane, cardIds: order }
        : { ...lane, cardIds: lane.cardIds.filter((id) => id !== ticketId) },
    ),
  };
}

/**
 * Forgets the placement of tickets that are no longer the user's open tickets (closed, transferred): called with a
 * whole answer of the server, never with a partial list, so a slow first load forgets nothing.
 */
export function prune(board: Board, ticketIds: Iterable<number>): Board {
  const keep = new Set(ticketIds);
  let changed = false;
  const lanes = board.lanes.map((lane) => {
    const cardIds = lane.cardIds.filter((id) => keep.has(id));
    if (cardIds.length === lane.cardIds.length) return lane;
    changed = true;
    return { ...lane, cardIds };
  });
  return changed ? { lanes } : board;
}

/** Where a card is shown now: its lane and index; null when it is not among `tickets`. */
export function findCard<T extends { id: number }>(
  lanes: readonly LaneView<T>[],
  ticketId: number,
): { laneId: string; index: number } | null {
  for (const lane of lanes) {
    const index = lane.cards.findIndex((c) => c.id === ticketId);
    if (index !== -1) return { laneId: lane.id, index };
  }
  return null;
}

function mapLane(board: Board, laneId: string, change: (lane: BoardLane) => BoardLane): Board {
  if (!board.lanes.some((l) => l.id === laneId)) return board;
  return { lanes: board.lanes.map((lane) => (lane.id === laneId ? change(lane) : lane)) };
}
