import { PaperClipIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementPriority } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { Dialog, FormDialogActions } from '../../../ui/Dialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { fieldError, submitWith, textField, bindTextArea } from '../../../ui/form-field.ts';
import { IconButton } from '../../../ui/IconButton.tsx';
import { Select } from '../../../ui/Select.tsx';
import {
  announcementSchema,
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_MB,
  attachmentProblem,
  emptyAnnouncementValues,
  type AnnouncementFormValues,
  type AttachmentProblem,
} from './announcement-form.ts';
import { AnnouncementImage, type LoadMedia } from './AnnouncementImage.tsx';

export interface AnnouncementDialogProps {
  open: boolean;
  /** The announcement edited; null when adding. */
  editing: Announcement | null;
  /** What the last submit sent: a failed save opens the form with it again (nothing typed is lost). */
  values: AnnouncementFormValues | null;
  /** Waiting the 400 ms or saving (the attachment's upload included). */
  busy: boolean;
  changedElsewhere: boolean;
  loadMedia: LoadMedia;
  onSubmit: (values: AnnouncementFormValues) => void;
  onClose: () => void;
}

/** S2 §2 Announcements: the dialog (title, text, status, priority, a .png/.jpg/.jpeg attachment with remove). */
export function AnnouncementDialog({
  open,
  editing,
  values,
  busy,
  changedElsewhere,
  loadMedia,
  onSubmit,
  onClose,
}: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const initial: AnnouncementFormValues =
    values ??
    (editing
      ? {
          title: editing.title,
          text: editing.text,
          priority: editing.priority ?? 3,
          status: editing.status,
          file: null,
          removeMedia: false,
        }
      : emptyAnnouncementValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="md"
      title={editing ? t('announcements:dialog.editTitle') : t('announcements:dialog.addTitle')}
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={onClose}
          cancelLabel={t('common:cancel')}
          submitLabel={editing ? t('announcements:dialog.okEdit') : t('announcements:dialog.okAdd')}
          busy={busy}
        />
      }
    >
      {changedElsewhere && <ChangedElsewhereNote />}
      {/* Mounted per opening: the values reset on close (S2 §4). */}
      <AnnouncementForm
        id={formId}
        initialValues={initial}
        current={editing}
        busy={busy}
        loadMedia={loadMedia}
        onSubmit={onSubmit}
      />
    </Dialog>
  );
}

function AnnouncementForm({
  id,
  initialValues,
  current,
  busy,
  loadMedia,
  onSubmit,
}: {
  id: string;
  initialValues: AnnouncementFormValues;
  current: Announcement | null;
  busy: boolean;
  loadMedia: LoadMedia;
  onSubmit: (values: AnnouncementFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => announcementSchema(t), [t]);
  const textId = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ ...value, title: value.title.trim(), text: value.text.trim() });
    },
  });
  const priorities = ([1, 2, 3] as const).map((p) => ({
    value: p,
    label: t(`announcements:priority.${p}`),
  }));
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="title">
        {textField({ label: t('announcements:dialog.title'), 'data-autofocus': true, autoComplete: 'off' })}
      </form.Field>
      <form.Field name="text">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={textId} className="text-sm font-medium text-ink">
                {t('announcements:dialog.text')}
              </label>
              <textarea
                id={textId}
                rows={6}
                {...bindTextArea(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${textId}-error` : undefined}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              {error && (
                <p id={`${textId}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="status">
          {(field) => (
            <Select<'true' | 'false'>
              label={t('announcements:dialog.status')}
              value={field.state.value ? 'true' : 'false'}
              onChange={(v) => field.handleChange(v === 'true')}
              options={[
                { value: 'true', label: t('announcements:dialog.statusActive') },
                { value: 'false', label: t('announcements:dialog.statusInactive') },
              ]}
            />
          )}
        </form.Field>
        <form.Field name="priority">
          {(field) => (
            <Select<AnnouncementPriority>
              label={t('announcements:dialog.priority')}
              value={field.state.value}
              onChange={(v) => field.handleChange(v)}
              options={priorities}
            />
          )}
        </form.Field>
      </div>
      <form.Subscribe selector={(s) => [s.values.file, s.values.removeMedia] as const}>
        {([file, removeMedia]) => (
          <Attachment
            file={file}
            existing={current?.mediaPath && !removeMedia ? current : null}
            removing={Boolean(current?.mediaPath) && removeMedia}
            disabled={busy}
            loadMedia={loadMedia}
            onChoose={(chosen) => form.setFieldValue('file', chosen)}
            onRemove={() => {
              if (file) form.setFieldValue('file', null);
              else form.setFieldValue('removeMedia', true);
            }}
          />
        )}
      </form.Subscribe>
    </form>
  );
}

/** A local file's preview, from an object URL revoked when the file changes or the dialog closes. */
function LocalPreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src === null ? (
    <span className="size-10 shrink-0 rounded-md bg-ink/5" />
  ) : (
    <img
      src={src}
      alt={t('announcements:dialog.attachmentPreview', { name: file.name })}
      className="size-10 shrink-0 rounded-md bg-ink/5 object-cover"
    />
  );
}

function Attachment({
  file,
  existing,
  removing,
  disabled,
  loadMedia,
  onChoose,
  onRemove,
}: {
  file: File | null;
  existing: Announcement | null;
  removing: boolean;
  disabled: boolean;
  loadMedia: LoadMedia;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const hintId = useId();
  const name = file?.name ?? existing?.mediaName ?? existing?.mediaPath ?? '';
  const shown = file !== null || existing !== null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('announcements:dialog.attachment')}</legend>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-attachment-input
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const why = attachmentProblem(chosen);
          setProblem(why);
          if (why === null) onChoose(chosen);
        }}
      />
      {shown ? (
        <div className="flex items-center gap-3 rounded-lg border border-line p-2">
          {file ? (
            <LocalPreview file={file} />
          ) : existing?.mediaPath ? (
            <AnnouncementImage mediaPath={existing.mediaPath} loadMedia={loadMedia} alt={name} />
          ) : null}
          <span className="inline-flex min-w-0 flex-1 items-center gap-1.5 text-sm text-ink">
            <PaperClipIcon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <span className="truncate" data-attachment-name>
              {name}
            </span>
          </span>
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('announcements:dialog.removeAttachment', { name })}
            disabled={disabled}
            onClick={onRemove}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            <PaperClipIcon aria-hidden="true" className="size-4" />
            {t('announcements:dialog.attach')}
          </Button>
          <span id={hintId} className="text-xs text-ink-muted">
            {t('announcements:dialog.attachHint', { size: ATTACHMENT_MAX_MB })}
          </span>
        </div>
      )}
      {removing && !file && (
        <p className="text-xs text-ink-muted" role="status">
          {t('announcements:dialog.removeOnSave')}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400" data-attachment-error>
          {problem === 'wrongType'
            ? t('announcements:dialog.wrongType')
            : t('announcements:dialog.tooLarge', { size: ATTACHMENT_MAX_MB })}
        </p>
      )}
    </fieldset>
  );
}
