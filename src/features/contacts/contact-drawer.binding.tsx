/**
 * The contact drawer of the open conversation (S1 §2.6) and its notes (S1 §5, §8). The contact is the conversation
 * actor's own (contact updates merge into it, S1 §4.3); the notes are a read of the resource cache, refetched after
 * each add or delete (no socket event announces notes).
 */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type {
  ConversationActor,
  ConversationDialog,
} from '../../../machines/workspace/conversation.machine.ts';
import { describeError } from '../../api/errors.ts';
import type { TicketNote } from '../../api/schemas/index.ts';
import { useMediaQuery, useServices } from '../../session/context.tsx';
import { useAppQueryClient } from '../../session/queries/hooks.ts';
import { noteKeys, useTicketNotes, type NotesOf } from '../../session/queries/notes.ts';
import { useCommand } from '../../session/use-command.ts';
import { useDraft } from '../../session/use-draft.ts';
import { notify } from '../../lib/toast.ts';
import { ContactDialogBinding } from './contact-dialog.binding.tsx';
import { ContactDrawer } from './components/ContactDrawer.tsx';
import { ContactNotes, type ContactNotesProps } from './components/ContactNotes.tsx';
import { useNoteForm } from './components/note-form.ts';

/** Room for a 320 px column beside the messages (the conversation takes two thirds of the screen from md on). */
export const DRAWER_ASIDE_QUERY = '(min-width: 1024px)';

export function ContactDrawerSlot({
  conversation,
  open,
  onClose,
}: {
  conversation: ConversationActor;
  open: boolean;
  onClose: () => void;
}) {
  const contact = useSelector(conversation, (s) => s.context.contact);
  const ticketId = useSelector(conversation, (s) => s.context.ticketId);
  const wide = useMediaQuery(DRAWER_ASIDE_QUERY);
  // The edit and a note's delete confirmation are the conversation's dialog (one at a time, over the drawer).
  const dialog = useSelector(conversation, (s) => s.context.dialog);
  const openDialog = useCallback(
    (next: ConversationDialog) => conversation.send({ type: 'dialog.open', dialog: next }),
    [conversation],
  );
  const closeDialog = useCallback(() => conversation.send({ type: 'dialog.close' }), [conversation]);
  return (
    <>
      <ContactDrawer
        contact={contact}
        open={open}
        onClose={onClose}
        onEdit={() => openDialog({ kind: 'editContact' })}
        variant={wide ? 'aside' : 'sheet'}
        notes={
          <TicketNotes
            // A draft belongs to one ticket: another ticket's drawer starts with its own.
            key={`${ticketId}-${contact.id}`}
            of={{ ticketId, contactId: contact.id }}
            confirming={dialog?.kind === 'deleteNote' ? dialog.note : null}
            onAskDelete={(note) => openDialog({ kind: 'deleteNote', note })}
            onCancelDelete={closeDialog}
          />
        }
      />
      <ContactDialogBinding
        open={dialog?.kind === 'editContact'}
        contactId={contact.id}
        onClose={closeDialog}
      />
    </>
  );
}

const NoteDraftSchema = v.string();

/**
 * The notes of one ticket: the cache's read, the add and delete commands, and what is typed (kept on failure). The
 * delete's confirmation is the conversation's dialog.
 */
export function TicketNotes({
  of,
  confirming,
  onAskDelete,
  onCancelDelete,
}: { of: NotesOf } & Pick<ContactNotesProps, 'confirming' | 'onAskDelete' | 'onCancelDelete'>) {
  const { t } = useTranslation();
  const { api } = useServices();
  const cache = useAppQueryClient();
  const notes = useTicketNotes(of);
  const draft = useDraft(`note:${of.ticketId}`, NoteDraftSchema);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const refetch = useCallback(() => cache.invalidateQueries({ queryKey: noteKeys.of(of) }), [cache, of]);

  const create = useCallback(
    (note: string) => api.notes.create({ note, ticketId: of.ticketId, contactId: of.contactId }),
    [api, of.ticketId, of.contactId],
  );
  const add = useCommand(
    create,
    useCallback(() => {
      draft.clear();
      notify('success', t('contacts:notes.added'));
      // The answer is the bare row (no user name): the list is read again, as the server has it.
      void refetch();
    }, [draft, refetch, t]),
  );

  const form = useNoteForm({
    initial: draft.initial ?? '',
    busy: add.pending,
    onChange: draft.save,
    onAdd: add.execute,
  });

  const removeNote = useCallback(
    async (note: TicketNote) => {
      setDeletingId(note.id);
      try {
        await api.notes.remove(note.id);
      } finally {
        setDeletingId(null);
      }
    },
    [api],
  );
  const remove = useCommand(
    removeNote,
    useCallback(() => {
      notify('success', t('contacts:notes.deleted'));
      void refetch();
    }, [refetch, t]),
  );

  return (
    <ContactNotes
      status={notes.data !== undefined ? 'success' : notes.status}
      notes={notes.data ?? []}
      {...(notes.error ? { error: describeError(notes.error, t) } : {})}
      onRetry={() => void notes.refetch()}
      retrying={notes.isFetching}
      form={form}
      adding={add.pending}
      confirming={confirming}
      onAskDelete={onAskDelete}
      onCancelDelete={onCancelDelete}
      onDelete={(note) => {
        onCancelDelete();
        void remove.execute(note);
      }}
      deletingId={deletingId}
    />
  );
}
