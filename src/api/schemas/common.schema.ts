import * as v from 'valibot';
import { records } from './tolerant.ts';

/** Ids of records are numbers on the wire, except message ids (strings). */
export const IdSchema = v.pipe(v.number(), v.integer());
/** ISO 8601 timestamps as the backend sends them. */
export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp());
/**
 * A timestamp as the backend sends it. Whatever `Date` cannot read ('not-a-date') is refused at the boundary:
 * a frame carrying it is dropped and an answer carrying it fails to parse, so no date formatter ever meets it.
 */
export const DateStringSchema = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Invalid date'),
);
/** Text that the backend may send as null or leave out; read as ''. */
export const TextSchema = v.optional(v.nullable(v.string(), ''), '');

/** The `{records, count, hasMore}` page used by campaigns, chats, announcements, quick messages and lists. */
export function recordsPage<T extends v.GenericSchema>(item: T, entity: string) {
  return v.object({
    records: records(item, entity),
    // `count` is a number on most routes and an array on some (GET /tags, /contact-lists): never rely on it.
    count: v.optional(v.unknown()),
    hasMore: v.boolean(),
  });
}

export const ErrorBodySchema = v.object({ error: v.unknown() });
