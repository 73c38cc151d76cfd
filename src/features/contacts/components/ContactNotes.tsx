import { TrashIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketNote } from '../../../api/schemas/note.schema.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { ResourceState } from '../../../ui/ResourceState.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { firstError, bindTextArea } from '../../../ui/form-field.ts';
import type { NoteForm } from './note-form.ts';

export interface ContactNotesProps {
  /** The read of the ticket's notes. */
  status: 'pending' | 'error' | 'success';
  notes: readonly TicketNote[];
  /** The failure of the read, already worded. */
  error?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The add form (useNoteForm): the binding keeps it, so what is typed survives a failed save. */
  form: NoteForm;
  adding: boolean;
  /** The note whose delete waits for 'Excluir Registro' (the screen's dialog state), or null. */
  confirming: TicketNote | null;
  /** A note's delete button: asks to confirm. */
  onAskDelete: (note: TicketNote) => void;
  /** The confirmation dismissed. */
  onCancelDelete: () => void;
  /** Called once the user confirmed 'Excluir Registro' (the binding also closes the confirmation). */
  onDelete: (note: TicketNote) => void;
  /** The note whose delete is running. */
  deletingId: number | null;
}

/** The notes section of the contact drawer (S1 §2.6, §5, §8): the list, the add form, delete after confirming. */
export function ContactNotes({
  status,
  notes,
  error,
  onRetry,
  retrying = false,
  form,
  adding,
  confirming,
  onAskDelete,
  onCancelDelete,
  onDelete,
  deletingId,
}: ContactNotesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const messageId = useId();
  // A deleted note takes its button (which had the focus back from the dialog) with it: the focus goes to the input.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const deletedFrom = useRef<number | null>(null);
  useEffect(() => {
    const id = deletedFrom.current;
    if (id === null || deletingId !== null || notes.some((note) => note.id === id)) return;
    deletedFrom.current = null;
    // The confirmation may still be leaving, and hands the focus back to the gone button as it goes: watched for
    // some frames, the focus is taken only once it fell to the page, never from where the user put it.
    let frame = 0;
    let left = 60;
    const watch = () => {
      const active = document.activeElement;
      if (active === null || active === document.body) inputRef.current?.focus();
      else if (active.closest('[role="dialog"]') && --left > 0) frame = requestAnimationFrame(watch);
    };
    watch();
    return () => cancelAnimationFrame(frame);
  }, [deletingId, notes]);

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('contacts:notes.title')}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        noValidate
        className="space-y-2"
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          {t('contacts:notes.label')}
        </label>
        {/* The rule is shown once a submit was refused, then follows the typing (it never scolds before a try, nor
            after a note was sent). */}
        <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isSubmitSuccessful}>
          {(refused) => (
            <form.Field name="note">
              {(field) => {
                const problem = refused ? firstError(field.state.meta.errors) : undefined;
                return (
                  <>
                    <textarea
                      ref={inputRef}
                      id={fieldId}
                      rows={3}
                      {...bindTextArea(field)}
                      placeholder={t('contacts:notes.placeholder')}
                      aria-invalid={problem !== undefined || undefined}
                      aria-describedby={problem ? messageId : undefined}
                      className={clsx(
                        controlClass,
                        controlBorder(problem !== undefined),
                        'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                      )}
                    />
                    {problem && (
                      <p id={messageId} className="text-xs font-medium text-red-700 dark:text-red-400">
                        {problem}
                      </p>
                    )}
                  </>
                );
              }}
            </form.Field>
          )}
        </form.Subscribe>
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={adding}>
            {t('contacts:notes.add')}
          </Button>
        </div>
      </form>
      <ResourceState
        status={status}
        isEmpty={notes.length === 0}
        {...(error === undefined ? {} : { error })}
        onRetry={onRetry}
        retrying={retrying}
        empty={<p className="text-sm text-ink-muted">{t('contacts:notes.empty')}</p>}
        className="py-2"
      >
        <ul aria-label={t('contacts:notes.title')} className="space-y-2">
          {notes.map((note) => (
            <li
              key={note.id}
              className="flex items-start gap-2 rounded-lg border border-line bg-surface-muted/50 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words whitespace-pre-wrap text-ink">{note.note}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  {t('contacts:notes.meta', {
                    name: note.user?.name ?? t('contacts:notes.unknownUser'),
                    date: formatDateTime(note.createdAt),
                  })}
                </p>
              </div>
              <IconButton
                aria-label={t('contacts:notes.delete')}
                icon={<TrashIcon />}
                size="sm"
                loading={deletingId === note.id}
                disabled={deletingId !== null && deletingId !== note.id}
                onClick={() => onAskDelete(note)}
              />
            </li>
          ))}
        </ul>
      </ResourceState>
      <Dialog
        open={confirming !== null}
        onClose={onCancelDelete}
        title={t('contacts:notes.confirmTitle')}
        description={t('contacts:notes.confirmBody')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={onCancelDelete}>
              {t('common:cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) {
                  deletedFrom.current = confirming.id;
                  onDelete(confirming);
                } else onCancelDelete();
              }}
            >
              {t('contacts:notes.confirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
