/** 'Espiar Conversa' (S1 §2.6): the peek dialog of the workspace tree. Placeholder until it lands. */
import type { WorkspaceActor } from '../../../machines/workspace/workspace.machine.ts';

export function PeekSlot(_props: { workspace: WorkspaceActor }) {
  return null;
}
