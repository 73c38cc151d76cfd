import type { Entity, RowId, Rows } from './rows.ts';

/**
 * One fact of the append-only log. `seq` orders the log, `at` is the sandbox clock (ms) when it was appended,
 * `companyId` scopes it (null for platform records such as plans).
 */
interface EventBase {
  seq: number;
  at: number;
  companyId: number | null;
}
export type CreatedEvent<E extends Entity = Entity> = {
  [K in E]: EventBase & { type: 'created'; entity: K; row: Rows[K] };
}[E];
export type UpdatedEvent<E extends Entity = Entity> = {
  [K in E]: EventBase & { type: 'updated'; entity: K; id: RowId<K>; patch: Partial<Rows[K]> };
}[E];
export type DeletedEvent<E extends Entity = Entity> = {
  [K in E]: EventBase & { type: 'deleted'; entity: K; id: RowId<K> };
}[E];
export type SandboxEvent = CreatedEvent | UpdatedEvent | DeletedEvent;

/** What a command hands to the store; the store stamps seq, at and companyId. */
export type EventDraft =
  | { [K in Entity]: { type: 'created'; entity: K; row: Rows[K] } }[Entity]
  | { [K in Entity]: { type: 'updated'; entity: K; id: RowId<K>; patch: Partial<Rows[K]> } }[Entity]
  | { [K in Entity]: { type: 'deleted'; entity: K; id: RowId<K> } }[Entity];
