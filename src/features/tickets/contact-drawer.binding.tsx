/** The contact drawer of the open conversation (S1 §2.6, §2.9). Placeholder until it lands. */
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';

export function ContactDrawerSlot(_props: {
  conversation: ConversationActor;
  open: boolean;
  onClose: () => void;
}) {
  return null;
}
