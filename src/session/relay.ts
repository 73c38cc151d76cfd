/**
 * How the socket's frames reach a machine: declared, never hand-written. A list follows its entity's entry of the
 * live-list table (./live-list.ts); every other receiver (the workspace tree, the notifications, a checkout, a
 * campaign's status, the connections) declares a `Relay`: which frames it takes, as what event, within which rooms
 * and channels, and what a reconnect sends. `relay` subscribes to all of it and returns the one unsubscribe.
 */
import type { EventObject } from 'xstate';
import type { ConnectionSignal, RoomJoin, ScopedChannel } from '../realtime/index.ts';
import type { DomainEventOf, DomainEventType, EventFilter } from './realtime-hub.ts';

/** Calls every unsubscribe function. */
export function all(offs: readonly (() => void)[]): () => void {
  return () => offs.forEach((off) => off());
}

interface Asked<E extends EventObject> {
  getSnapshot(): { can(event: E): boolean };
}

/**
 * Relays a frame only when the machine takes it (`snapshot.can`: its own guards, in its current state). A frame
 * nothing takes changes nothing when sent, but still wakes the tree: its snapshot, every subscriber and selector.
 * Most ticket frames are such (a status change of a ticket with nothing unread brings three), and at ten changes
 * a second that waking was a tenth of the page's script. Before the machine exists, every frame goes.
 */
export function ifTaken<E extends EventObject>(
  machine: () => Asked<E> | null,
  sendBack: (event: E) => void,
): (event: E) => void {
  const taken = takenBy(machine);
  return (event) => {
    if (taken(event) !== null) sendBack(event);
  };
}

/** A relay's map that passes a frame on only when the machine takes it (see `ifTaken`). */
export function takenBy<E extends EventObject>(
  machine: () => Asked<E> | null,
): <F extends E>(event: F) => F | null {
  return (event) => {
    const actor = machine();
    return actor === null || actor.getSnapshot().can(event) ? event : null;
  };
}

/** What one frame type becomes for the receiver: its event, or nothing (null) when the frame is not its. */
export type FrameMap<K extends DomainEventType, E> = (event: DomainEventOf<K>) => E | null;

/** A frame type's rule: a map, or a map heard only for one id (the hub's indexed filter: one ticket, one chat…). */
export type FrameRule<K extends DomainEventType, E> =
  FrameMap<K, E> | { filter: EventFilter; map: FrameMap<K, E> };

export type FrameTable<E> = { readonly [K in DomainEventType]?: FrameRule<K, E> };

export interface Relay<E> {
  frames: FrameTable<E>;
  /** Rooms joined while relayed (a status's tickets, a ticket's chat box, the notifications). */
  rooms?: readonly RoomJoin[];
  /** Per-id channels heard while relayed (one contact list's items, one chat). */
  channels?: readonly ScopedChannel[];
  /** What a reconnect sends: the backend has no cursor, so the receiver catches up by reading again. */
  restored?: E;
}

/** What `relay` needs of the RealtimeHub. */
export interface RelaySource {
  on<K extends DomainEventType>(
    type: K,
    listener: (event: DomainEventOf<K>) => void,
    filter?: EventFilter,
  ): () => void;
  onConnection(listener: (signal: ConnectionSignal) => void): () => void;
  join(room: RoomJoin): () => void;
  listen(channel: ScopedChannel): () => void;
}

/**
 * Identity, for a receiver that takes the domain event as it is (`{ 'server.ticket.updated': same }`). The machines'
 * events are named after the frames (`server.ticket.updated`), so most relays are this.
 */
export const same = <T>(event: T): T => event;

function subscribe<K extends DomainEventType, E>(
  source: RelaySource,
  type: K,
  rule: FrameRule<K, E>,
  send: (event: E) => void,
): () => void {
  const map = typeof rule === 'function' ? rule : rule.map;
  const listener = (event: DomainEventOf<K>) => {
    const out = map(event);
    if (out !== null) send(out);
  };
  return typeof rule === 'function' ? source.on(type, listener) : source.on(type, listener, rule.filter);
}

function isFrameType(table: object, key: string): key is DomainEventType {
  return Object.hasOwn(table, key);
}

/** Subscribes a receiver to what its relay declares; returns the one unsubscribe. */
export function relay<E>(source: RelaySource, declared: Relay<E>, send: (event: E) => void): () => void {
  const offs: (() => void)[] = [];
  for (const room of declared.rooms ?? []) offs.push(source.join(room));
  for (const channel of declared.channels ?? []) offs.push(source.listen(channel));
  const table = declared.frames;
  for (const type of Object.keys(table)) {
    if (!isFrameType(table, type)) continue;
    const rule = table[type];
    // The table's key and its rule are tied by FrameTable's mapped type; each is subscribed as its own type.
    if (rule !== undefined) offs.push(subscribeRule(source, type, rule, send));
  }
  const restored = declared.restored;
  if (restored !== undefined)
    offs.push(
      source.onConnection((signal) => {
        if (signal === 'connection.restored') send(restored);
      }),
    );
  return all(offs);
}

function subscribeRule<K extends DomainEventType, E>(
  source: RelaySource,
  type: K,
  rule: FrameTable<E>[K],
  send: (event: E) => void,
): () => void {
  return rule === undefined ? () => undefined : subscribe(source, type, rule, send);
}
