import * as v from 'valibot';
import { TextSchema } from './common.schema.ts';
import { flag, nestedRecords } from './tolerant.ts';

/**
 * A figure of GET /dashboard: Postgres builds the answer in SQL, so a count may come as a numeric string and an
 * average of nothing as null (the sample's avgSupportTime). Absent, null or unreadable is 0: the card shows a zero
 * rather than the whole dashboard failing.
 */
const figure = () =>
  v.optional(
    v.pipe(
      v.nullable(
        v.union([
          v.pipe(v.number(), v.finite()),
          v.pipe(v.string(), v.decimal(), v.transform(Number)),
          v.unknown(),
        ]),
      ),
      v.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)),
    ),
    0,
  );

/** S2 §2: the counters; times in minutes (CONTRACT: GET /dashboard). */
export const DashboardCountersSchema = v.object({
  supportPending: figure(),
  supportHappening: figure(),
  supportFinished: figure(),
  leads: figure(),
  avgSupportTime: figure(),
  avgWaitTime: figure(),
  /** Named by the spec for 'Atd. Não Realizados'; the reference 4.8.5 sends none (supportPending stands in). */
  supportCanceled: v.optional(v.nullable(v.number())),
});
export type DashboardCounters = v.InferOutput<typeof DashboardCountersSchema>;

export const DashboardAttendantSchema = v.object({
  id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  name: TextSchema,
  online: flag(),
  /** The average of the customers' 1–3 ratings; null or absent is no rating. */
  rating: figure(),
  tickets: figure(),
  avgSupportTime: figure(),
});
export type DashboardAttendant = v.InferOutput<typeof DashboardAttendantSchema>;

export const DashboardSchema = v.object({
  counters: v.optional(
    v.pipe(
      v.nullable(DashboardCountersSchema),
      v.transform((c) => c ?? v.parse(DashboardCountersSchema, {})),
    ),
    {},
  ),
  attendants: nestedRecords(DashboardAttendantSchema, 'dashboard.attendant'),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;
