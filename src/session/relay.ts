/**
 * How a binding hands the realtime hub's frames to its machine (`realtime.on(type, …)` inside a `fromCallback`).
 */
import type { EventObject } from 'xstate';

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
 * a second that waking was a tenth of the page's script (issue 17). Before the machine exists, every frame goes.
 */
export function ifTaken<E extends EventObject>(
  machine: () => Asked<E> | null,
  sendBack: (event: E) => void,
): (event: E) => void {
  return (event) => {
    const actor = machine();
    if (actor === null || actor.getSnapshot().can(event)) sendBack(event);
  };
}
