/** The open conversation's messages (S1 §2.6): the bottom-anchored paged list of the conversation actor. */
import { useSelector } from '@xstate/react';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { Message } from '../../api/schemas/index.ts';
import { usePagedList } from '../../app/use-paged-list.ts';
import { MessageList } from './components/MessageList.tsx';

export function ConversationMessages({
  conversation,
}: {
  conversation: ConversationActor;
  /** 'Responder': quotes the message in the composer. */
  onReply?: (message: Message) => void;
}) {
  const messages = useSelector(conversation, (s) => s.context.messages);
  const { items, ...view } = usePagedList(messages);
  return <MessageList messages={items} {...view} />;
}
