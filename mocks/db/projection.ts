import { ENTITIES, type Entity, type RowId, type Rows } from './rows.ts';
import type { SandboxEvent } from './events.ts';

export type Tables = { readonly [E in Entity]: ReadonlyMap<RowId<E>, Rows[E]> };

/** The read models: one table per entity, plus the next sequential id of each. */
export interface State {
  readonly tables: Tables;
  readonly nextId: Readonly<Record<Entity, number>>;
  /** Message ids are strings made from this counter. */
  readonly messageSeq: number;
}

export function emptyState(): State {
  const nextId = Object.fromEntries(ENTITIES.map((e) => [e, 1])) as Record<Entity, number>;
  const tables = Object.fromEntries(ENTITIES.map((e) => [e, new Map()])) as unknown as Tables;
  return { tables, nextId, messageSeq: 0 };
}

function withTable<E extends Entity>(state: State, entity: E, table: ReadonlyMap<RowId<E>, Rows[E]>): Tables {
  return { ...state.tables, [entity]: table };
}

function applyCreated<E extends Entity>(state: State, entity: E, row: Rows[E]): State {
  const table = new Map(state.tables[entity]);
  table.set(row.id, row);
  const id = row.id;
  const nextId =
    typeof id === 'number'
      ? { ...state.nextId, [entity]: Math.max(state.nextId[entity], id + 1) }
      : state.nextId;
  const messageSeq = entity === 'messages' ? state.messageSeq + 1 : state.messageSeq;
  return { tables: withTable(state, entity, table), nextId, messageSeq };
}

function applyUpdated<E extends Entity>(
  state: State,
  entity: E,
  id: RowId<E>,
  patch: Partial<Rows[E]>,
): State {
  const old = state.tables[entity].get(id);
  if (!old) return state;
  const table = new Map(state.tables[entity]);
  table.set(id, { ...old, ...patch });
  return { ...state, tables: withTable(state, entity, table) };
}

function applyDeleted<E extends Entity>(state: State, entity: E, id: RowId<E>): State {
  if (!state.tables[entity].has(id)) return state;
  const table = new Map(state.tables[entity]);
  table.delete(id);
  return { ...state, tables: withTable(state, entity, table) };
}

/** The projection: pure, so replaying the log always gives the same read models. */
export function apply(state: State, event: SandboxEvent): State {
  switch (event.type) {
    case 'created':
      return applyCreated<Entity>(state, event.entity, event.row);
    case 'updated':
      return applyUpdated<Entity>(state, event.entity, event.id, event.patch);
    case 'deleted':
      return applyDeleted<Entity>(state, event.entity, event.id);
  }
}

export function replay(events: readonly SandboxEvent[], from: State = emptyState()): State {
  return events.reduce(apply, from);
}
