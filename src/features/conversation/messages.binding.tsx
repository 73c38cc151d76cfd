/**
 * The open conversation's messages (S1 §2.6): the bottom-anchored paged list of the conversation actor, each message
 * with its media fetched through the API's blob request, reply handed to the conversation, and delete (own
 * messages, after confirmation) as a one-shot DELETE /messages/:id whose result arrives as the socket's update.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { Message } from '../../api/schemas/index.ts';
import { useServices } from '../../session/context.tsx';
import { useCommand } from '../../session/use-command.ts';
import { usePagedList } from '../../session/use-paged-list.ts';
import { MessageList } from './components/MessageList.tsx';
import { DeleteMessageDialog } from './components/message/DeleteMessageDialog.tsx';

export function ConversationMessages({
  conversation,
  onReply,
}: {
  conversation: ConversationActor;
  /** 'Responder': quotes the message in the composer. */
  onReply?: (message: Message) => void;
}) {
  const { api } = useServices();
  const messages = useSelector(conversation, (s) => s.context.messages);
  const readOnly = useSelector(conversation, (s) => s.context.readOnly);
  const status = useSelector(conversation, (s) => s.context.status);
  const isGroup = useSelector(status, (s) => s.context.ticket.isGroup);
  // A reply is typed in the composer, which only an open ticket has (S1 §2.7): no dead 'Responder' elsewhere.
  const canReply = useSelector(status, (s) => s.context.ticket.status === 'open');
  const { items, ...view } = usePagedList(messages);

  const loadMedia = useCallback((url: string) => api.media.load(url), [api]);

  const confirming = useSelector(conversation, (s) =>
    s.context.dialog?.kind === 'deleteMessage' ? s.context.dialog.message : null,
  );
  const askDelete = useCallback(
    (message: Message) =>
      conversation.send({ type: 'dialog.open', dialog: { kind: 'deleteMessage', message } }),
    [conversation],
  );
  const remove = useCallback((message: Message) => api.messages.remove(message.id), [api]);
  // The list learns of the deletion from the socket's message update, as every other client does.
  const closeDialog = useCallback(() => conversation.send({ type: 'dialog.close' }), [conversation]);
  const { execute, pending } = useCommand(remove, closeDialog);

  return (
    <>
      <MessageList
        messages={items}
        {...view}
        loadMedia={loadMedia}
        onReply={readOnly || !canReply ? undefined : onReply}
        onDelete={readOnly ? undefined : askDelete}
        showContactName={isGroup}
      />
      {!readOnly && (
        <DeleteMessageDialog
          message={confirming}
          busy={pending}
          onConfirm={(message) => void execute(message)}
          onCancel={closeDialog}
        />
      )}
    </>
  );
}
