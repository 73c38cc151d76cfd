/**
 * Bulk controls for the benchmark (scripts/bench): many tickets, long conversations, a steady stream of events.
 * Placeholder until the bench lands.
 */
import type { SandboxCore } from './core.ts';

export type BulkControl = Record<never, never>;

export function createBulkControl(_core: SandboxCore): BulkControl {
  return {};
}
