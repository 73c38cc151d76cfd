/** The new-ticket dialog of the tickets manager (S1 §2.6, §2.8). Placeholder until it lands. */
import type { WorkspaceActor } from '../../../machines/workspace/workspace.machine.ts';

export function NewTicketSlot(_props: { workspace: WorkspaceActor }) {
  return null;
}
