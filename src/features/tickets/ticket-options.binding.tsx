/** The ticket options menu of an open ticket: schedule, transfer, delete (S1 §2.6, §5). Placeholder until it lands. */
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';

export function TicketOptionsSlot(_props: { conversation: ConversationActor }) {
  return null;
}
