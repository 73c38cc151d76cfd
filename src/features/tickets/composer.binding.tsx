/** The open conversation's composer and audio recording (S1 §2.7, §4.4). Placeholder until they are wired. */
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';

export function ConversationComposer(_props: { conversation: ConversationActor }) {
  return null;
}
