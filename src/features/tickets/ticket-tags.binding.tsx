/** The tags editor of the open conversation (S1 §2.6). Placeholder until it lands. */
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';

export function TicketTagsSlot(_props: { conversation: ConversationActor }) {
  return null;
}
