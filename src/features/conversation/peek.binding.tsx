/**
 * 'Espiar Conversa' (S1 §2.6): the workspace tree's `peek` actor (a read-only conversation, spawned by
 * `peek.open`, stopped by `peek.close`) shown in a dialog, its messages through the conversation's own list binding.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, memo } from 'react';
import type { WorkspaceActor } from '../../../machines/workspace/workspace.machine.ts';
import { PeekDialog } from './components/PeekDialog.tsx';
import { ConversationMessages } from './messages.binding.tsx';

export const PeekSlot = memo(function PeekSlot({ workspace }: { workspace: WorkspaceActor }) {
  const peek = useSelector(workspace, (s) => s.context.peek) ?? undefined;
  const status = useSelector(peek, (s) => s?.context.status);
  const ticket = useSelector(status, (s) => s?.context.ticket);
  const contact = useSelector(peek, (s) => s?.context.contact);
  // S1 §4.3: a peeked ticket that was deleted says so and leaves (the conversation machine emits both); the
  // dialog has nothing left to show.
  const gone = useSelector(peek, (s) => s?.status === 'done');
  const close = useCallback(() => workspace.send({ type: 'peek.close' }), [workspace]);
  useEffect(() => {
    if (gone) close();
  }, [gone, close]);
  // Mounted from the first peek on, then one dialog whether open or not, so Headless UI returns the focus to the row's
  // button when it closes. Not before: its closed dialog (Headless UI's dialog, transition and portal) was ~2 ms of
  // the workspace's first render at sign-in, before the first rows.
  const [wanted, setWanted] = useState(false);
  if (peek !== undefined && !wanted) setWanted(true);
  if (!wanted && peek === undefined) return null;
  return (
    <PeekDialog
      peeked={peek && ticket && contact ? { ticket, contact } : null}
      onClose={close}
      messages={peek ? <ConversationMessages key={peek.sessionId} conversation={peek} /> : null}
    />
  );
});
