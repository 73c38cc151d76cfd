/**
 * Conformance between a machine and its spec table (`<name>.table.ts`), in both directions.
 *
 * The transitions are DERIVED from the machine with `xstate/graph` (`getAdjacencyMap`): every state reachable from
 * each given input is explored with the sample events (plus every delayed `after` event, found by walking
 * `machine.root`). An edge is kept when it leads from one spec (top-level) state to a different one. Busy substates
 * (tagged `busy`, e.g. `pending.updating` waiting for the server) are followed through with the completion event
 * that `complete(snapshot)` gives, so that a command row of the spec (`pending --accept--> open`) is compared with
 * the whole round trip, not with its first half.
 *
 * `unsampledEvents` guards against a vacuous comparison: every event the machine listens to must have a sample.
 */
import {
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, type AdjacencyMap } from 'xstate/graph';

export interface TableRow<S extends string = string> {
  readonly from: S;
  /** The event type as the machine sees it; `after.<delay>`, `done.<actorId>`, `error.<actorId>` for XState's own. */
  readonly event: string;
  /** The case of the event when one type has several outcomes (which guard / payload). */
  readonly when?: string;
  readonly to: S;
  /** Spec section the row comes from, e.g. 'S1 §4.2'. */
  readonly ref: string;
}

export interface Sample {
  readonly when?: string;
  readonly event: AnyEventObject;
}

export type DerivedRow = Omit<TableRow, 'ref'>;

export interface DeriveOptions {
  /** One or more inputs; the union of what each explores is derived (e.g. an admin and a plain user). */
  readonly inputs: readonly unknown[];
  readonly samples: readonly Sample[];
  /** The successful completion of a busy state (e.g. the server echoing the requested patch). */
  readonly complete?: (snapshot: AnyMachineSnapshot) => AnyEventObject | undefined;
  readonly busyTag?: string;
  readonly limit?: number;
}

export function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after?.[1] !== undefined) return `after.${after[1]}`;
  if (type.startsWith('xstate.done.actor.')) return `done.${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error.${type.slice('xstate.error.actor.'.length)}`;
  return type;
}

export function topState(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const [first] = Object.keys(value);
    if (first !== undefined) return first;
  }
  throw new Error(`Unexpected state value ${JSON.stringify(value)}`);
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

/** Every delayed transition of the machine, as the event XState raises for it. */
export function delayedEvents(machine: AnyStateMachine): AnyEventObject[] {
  return allNodes(machine.root).flatMap((node) =>
    node.after.map((t): AnyEventObject => ({ type: String(t.eventType) })),
  );
}

/** Event types the machine listens to (anywhere) for which no sample was given. */
export function unsampledEvents(machine: AnyStateMachine, samples: readonly Sample[]): string[] {
  const sampled = new Set(samples.map((s) => s.event.type));
  const listened = new Set(
    allNodes(machine.root).flatMap((node) =>
      [...node.transitions.keys()].filter((t) => !t.startsWith('xstate.after.')),
    ),
  );
  return [...listened].filter((t) => !sampled.has(t)).sort();
}

function serialize(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown });
}

export function rowKey(row: DerivedRow): string {
  return `${row.from} --${row.event}${row.when === undefined ? '' : ` [${row.when}]`}--> ${row.to}`;
}

export function deriveTransitions(machine: AnyStateMachine, options: DeriveOptions): DerivedRow[] {
  const busyTag = options.busyTag ?? 'busy';
  const events: Sample[] = [...options.samples, ...delayedEvents(machine).map((event) => ({ event }))];
  const whenOf = new Map<string, string | undefined>();
  for (const s of events) whenOf.set(JSON.stringify(s.event), s.when);
  const rows = new Map<string, DerivedRow>();

  for (const input of options.inputs) {
    const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap<
      AnyMachineSnapshot,
      AnyEventObject,
      unknown
    >(machine, {
      input,
      events: events.map((s) => s.event),
      serializeState: serialize,
      serializeEvent: (event) => JSON.stringify(event),
      limit: options.limit ?? 20_000,
    });
    const settle = (snapshot: AnyMachineSnapshot): AnyMachineSnapshot => {
      let current = snapshot;
      for (let i = 0; i < 10 && current.hasTag(busyTag); i++) {
        const completion = options.complete?.(current);
        if (completion === undefined) return current;
        current = getNextSnapshot(machine, current, completion);
      }
      return current;
    };
    for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
      if (state.hasTag(busyTag)) continue;
      const from = topState(state);
      const to = topState(settle(nextState));
      if (to === from) continue;
      const when = whenOf.get(JSON.stringify(event));
      const row: DerivedRow =
        when === undefined
          ? { from, event: eventLabel(event.type), to }
          : { from, event: eventLabel(event.type), when, to };
      rows.set(rowKey(row), row);
    }
  }
  return [...rows.values()];
}

export interface Comparison {
  /** Table rows the machine does not do. */
  readonly missingInMachine: string[];
  /** Machine transitions between spec states that the table does not have. */
  readonly missingInTable: string[];
}

export function compareWithTable(derived: readonly DerivedRow[], table: readonly TableRow[]): Comparison {
  const derivedKeys = new Set(derived.map(rowKey));
  const tableKeys = new Set(table.map(rowKey));
  return {
    missingInMachine: [...tableKeys].filter((k) => !derivedKeys.has(k)).sort(),
    missingInTable: [...derivedKeys].filter((k) => !tableKeys.has(k)).sort(),
  };
}
