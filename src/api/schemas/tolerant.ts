import * as v from 'valibot';

/**
 * Tolerant reading of what a real backend sends (CONTRACT.md: "one odd field in one record must never fail a whole
 * page or drop a whole frame"). The reference backend's columns are nullable unless marked otherwise, and it writes
 * null into some of them on routine paths (a ticket taken out of `closed` comes back with `chatbot: null`), so:
 * - a field with an obvious default is repaired here (a null flag is false, a null count 0, a null text ''),
 * - a record that still cannot be shown is dropped from its list and logged by entity, index, path and issue,
 *   never by value (a log keeps what it is given alive, and values are customers' data),
 * - only an envelope that does not parse (no `tickets` array, a page without `hasMore`) fails the answer.
 */

/** Why something was dropped, without any of its values: the first issue's path ('contact.name') and message. */
export interface DropIssue {
  path: string;
  issue: string;
}

const MAX_TEXT = 200;

/**
 * Valibot's message quotes the value it received, and its issues hold the whole input: only the path and the
 * message without the value leave here, so a log never shows customers' data nor keeps a record alive.
 */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): DropIssue {
  const first = issues[0];
  if (first === undefined) return { path: '', issue: 'invalid' };
  const path = (first.path ?? [])
    .map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? String(item.key) : '?'))
    .join('.');
  // Valibot's default messages end with ' but received <the value>': the value is cut off.
  const message = first.message.replace(/ but received [\s\S]*$/, '');
  return {
    path: path.length <= MAX_TEXT ? path : '(long path)',
    issue: message.length <= MAX_TEXT ? message : `Invalid ${first.kind}: ${first.type}`,
  };
}

export interface DroppedRecord extends DropIssue {
  /** The list's entity name ('ticket', 'contact', 'ticket.tags'...). */
  entity: string;
  /** The record's place in the list it came in. */
  index: number;
}

export function logDropped(record: DroppedRecord): void {
  console.warn(
    `[api] dropped a ${record.entity} record (#${record.index}) that cannot be shown: ${record.path || '(record)'}: ${record.issue}`,
  );
}

/**
 * A list read record by record: each element is parsed with `item`; one that fails is dropped and logged, the
 * others are kept in order. Anything but an array fails (the envelope is wrong).
 */
export function records<TItem extends v.GenericSchema>(item: TItem, entity: string) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((values) => {
      const kept: v.InferOutput<TItem>[] = [];
      values.forEach((value, index) => {
        const result = v.safeParse(item, value);
        if (result.success) kept.push(result.output);
        else logDropped({ entity, index, ...describeIssue(result.issues) });
      });
      return kept;
    }),
  );
}

/** A nested list inside a record (a ticket's tags, a user's queues): absent or null reads as empty. */
export function nestedRecords<TItem extends v.GenericSchema>(item: TItem, entity: string) {
  return v.optional(v.nullable(records(item, entity), []), []);
}

/** A flag: absent or null is `fallback` (false unless said). */
export function flag(fallback = false) {
  return v.optional(v.nullable(v.boolean(), fallback), fallback);
}

/** A count or number with an obvious zero: absent or null is `fallback`. */
export function count(fallback = 0) {
  return v.optional(v.nullable(v.number(), fallback), fallback);
}

/**
 * A count the backend computes in SQL (a tag's ticketsCount, a contact list's contactsCount): Postgres sends a
 * bigint as a numeric string ('1'), so a digit string is read as its number. Absent or null stays undefined: the
 * record of a live frame is the bare model without it, and a list keeps the count it knew instead of showing 0.
 */
export function sqlCount() {
  return v.optional(
    v.pipe(
      v.nullable(
        v.union([
          v.pipe(v.number(), v.integer(), v.minValue(0)),
          v.pipe(v.string(), v.digits(), v.transform(Number)),
        ]),
      ),
      v.transform((value) => value ?? undefined),
    ),
  );
}
