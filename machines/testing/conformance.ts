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
 *
 * Two opt-in checks close what the comparison alone misses:
 * - `stateOf` names spec states below the top level (e.g. `ready.moreFailed`), and `includeBusy` keeps the edges
 *   out of busy states instead of settling them, so each busy state's exits (done, error, and the events it
 *   accepts) are rows of their own;
 * - `guardCoverage` lists every guarded transition that the exploration never took with its guard true, or never
 *   refused with its guard false (a guard whose other branch no sample reaches is not tested by the table).
 */
import {
  getNextSnapshot,
  type AnyTransitionDefinition,
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
  /** The spec state of a snapshot. Default: the top-level state (`topState`). */
  readonly stateOf?: (snapshot: AnyMachineSnapshot) => string;
  /** Keep the edges out of busy states (their exits become rows) instead of settling them with `complete`. */
  readonly includeBusy?: boolean;
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

function explore(
  machine: AnyStateMachine,
  options: DeriveOptions,
  input: unknown,
  events: readonly Sample[],
) {
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
  return adjacencyMapToArray(adjacency);
}

function allEvents(machine: AnyStateMachine, options: DeriveOptions): Sample[] {
  return [...options.samples, ...delayedEvents(machine).map((event) => ({ event }))];
}

export function deriveTransitions(machine: AnyStateMachine, options: DeriveOptions): DerivedRow[] {
  const busyTag = options.busyTag ?? 'busy';
  const stateOf = options.stateOf ?? topState;
  const events = allEvents(machine, options);
  const whenOf = new Map<string, string | undefined>();
  for (const s of events) whenOf.set(JSON.stringify(s.event), s.when);
  const rows = new Map<string, DerivedRow>();

  for (const input of options.inputs) {
    const settle = (snapshot: AnyMachineSnapshot): AnyMachineSnapshot => {
      if (options.includeBusy === true) return snapshot;
      let current = snapshot;
      for (let i = 0; i < 10 && current.hasTag(busyTag); i++) {
        const completion = options.complete?.(current);
        if (completion === undefined) return current;
        current = getNextSnapshot(machine, current, completion);
      }
      return current;
    };
    for (const { state, event, nextState } of explore(machine, options, input, events)) {
      if (state.hasTag(busyTag) && options.includeBusy !== true) continue;
      const from = stateOf(state);
      const to = stateOf(settle(nextState));
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

export interface GuardGap {
  /** `<state node id> --<event>--> [guard]`. */
  readonly transition: string;
  /** The branch no explored snapshot took. */
  readonly missing: 'true' | 'false';
}

function guardName(t: AnyTransitionDefinition): string {
  const guard: unknown = t.guard;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  return 'inline guard';
}

/**
 * Guarded transitions not exercised both ways: for each snapshot the exploration reaches and each sample, the
 * transitions XState selects (`getTransitionData`) are compared with the guarded candidates of the active nodes.
 * A guard is "true" when its transition is selected, "false" when its node was active, the event was sent and
 * another candidate (or none) was taken. Eventless (`always`) guards are not covered: they run inside a macrostep
 * that no explored snapshot rests in; test them by path.
 */
export function guardCoverage(machine: AnyStateMachine, options: DeriveOptions): GuardGap[] {
  const events = allEvents(machine, options);
  const seen = new Map<string, { true: boolean; false: boolean }>();
  const guarded = allNodes(machine.root).flatMap((node) =>
    [...node.transitions.values()].flat().filter((t) => t.guard !== undefined),
  );
  const keyOf = (t: AnyTransitionDefinition) =>
    `${t.source.id} --${eventLabel(String(t.eventType))}--> [${guardName(t)}]`;
  for (const t of guarded) seen.set(keyOf(t), { true: false, false: false });

  for (const input of options.inputs) {
    const snapshots = new Map<string, AnyMachineSnapshot>();
    for (const { state, nextState } of explore(machine, options, input, events)) {
      snapshots.set(serialize(state), state);
      snapshots.set(serialize(nextState), nextState);
    }
    for (const snapshot of snapshots.values()) {
      const active = new Set(snapshot._nodes.map((node) => node.id));
      for (const { event } of events) {
        // Compared by key: a state node may hand out new transition objects for its invoke's onDone / onError.
        const taken = new Set(machine.getTransitionData(snapshot, event).map(keyOf));
        for (const t of guarded) {
          if (!active.has(t.source.id) || t.eventType !== event.type) continue;
          const entry = seen.get(keyOf(t));
          if (entry === undefined) continue;
          if (taken.has(keyOf(t))) entry.true = true;
          else entry.false = true;
        }
      }
    }
  }
  const gaps: GuardGap[] = [];
  for (const [transition, entry] of seen) {
    if (!entry.true) gaps.push({ transition, missing: 'true' });
    if (!entry.false) gaps.push({ transition, missing: 'false' });
  }
  return gaps.sort((a, b) => `${a.transition}${a.missing}`.localeCompare(`${b.transition}${b.missing}`));
}
