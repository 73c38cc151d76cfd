import { FilmIcon, PencilSquareIcon, QuestionMarkCircleIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Help } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { fieldError, bindText, submitWith } from '../../../ui/form-field.ts';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  cleanHelpValues,
  emptyHelpValues,
  helpSchema,
  helpValuesOf,
  type HelpFormValues,
} from './help-form.ts';
import { type AdminFormState, useFormGeneration } from './admin-form.ts';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';

export interface HelpsTabProps {
  list: PagedListViewProps & { items: readonly Help[] };
  form: AdminFormState<Help, HelpFormValues>;
  onSubmit: (values: HelpFormValues) => void;
  onEdit: (help: Help) => void;
  /** 'Limpar': the form back to a new, empty help. */
  onClear: () => void;
  onDelete: (help: Help) => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * S3 §2.7 the super user's Ajuda tab of /settings: the form (title, video code, description) above the table (#,
 * title, description, video). A row's edit loads it into the form; save creates or updates, then the list takes the
 * record and the form is cleared (S3 §4.2); delete asks 'Exclusão de Registro' first (S3 §8).
 */
export function HelpsTab(props: HelpsTabProps) {
  const { t } = useTranslation();
  const { form, list } = props;
  const { generation, clear } = useFormGeneration(form.open, props.onClear);
  const columns: TableColumn<Help>[] = [
    {
      key: 'index',
      header: t('helps:manager.table.index'),
      width: '6rem',
      cell: (help) => (
        <>
          <IconButton
            size="sm"
            icon={<PencilSquareIcon />}
            aria-label={t('helps:manager.edit', { title: help.title })}
            onClick={() => props.onEdit(help)}
            disabled={form.busy}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('helps:manager.delete', { title: help.title })}
            onClick={() => props.onDelete(help)}
            disabled={form.busy}
          />
        </>
      ),
    },
    {
      key: 'title',
      header: t('helps:manager.table.title'),
      width: 'minmax(0,1.2fr)',
      cell: (help) => <span className="truncate font-medium text-ink">{help.title || '-'}</span>,
    },
    {
      key: 'description',
      header: t('helps:manager.table.description'),
      width: 'minmax(0,2fr)',
      cell: (help) => <span className="line-clamp-2 text-sm text-ink-muted">{help.description || '-'}</span>,
    },
    {
      key: 'video',
      header: t('helps:manager.table.video'),
      width: 'minmax(0,10rem)',
      cell: (help) => <code className="truncate text-xs">{help.video || '-'}</code>,
    },
  ];
  const key = `${form.editing?.id ?? 'new'}:${generation}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <QuestionMarkCircleIcon aria-hidden="true" className="size-5" />
        {t('helps:manager.intro')}
      </p>
      <HelpForm
        key={key}
        editing={form.editing}
        initialValues={form.values ?? (form.editing ? helpValuesOf(form.editing) : emptyHelpValues())}
        busy={form.busy}
        changedElsewhere={form.changedElsewhere}
        onSubmit={props.onSubmit}
        onClear={clear}
      />
      <div className="flex h-[26rem] min-h-0 flex-col overflow-hidden rounded-xl border border-line bg-surface">
        <Table
          {...list}
          columns={columns}
          getKey={(help) => help.id}
          label={t('helps:manager.table.label')}
          rowClassName={(help) => (help.id === form.editing?.id ? 'bg-primary/5' : undefined)}
          empty={
            <EmptyState
              icon={<FilmIcon />}
              title={t('helps:manager.empty')}
              description={t('helps:manager.emptyHint')}
            />
          }
        />
      </div>
      <ConfirmDialog
        open={props.confirm.open}
        busy={props.confirm.busy}
        title={t('helps:confirmDeleteTitle')}
        message={t('helps:confirmDeleteMessage')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </div>
  );
}

function HelpForm({
  editing,
  initialValues,
  busy,
  changedElsewhere,
  onSubmit,
  onClear,
}: {
  editing: Help | null;
  initialValues: HelpFormValues;
  busy: boolean;
  changedElsewhere: boolean;
  onSubmit: (values: HelpFormValues) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => helpSchema(t), [t]);
  const headingId = useId();
  const descriptionId = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit(cleanHelpValues(value));
    },
  });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submitWith(form)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {editing ? t('helps:manager.formTitleEdit') : t('helps:manager.formTitleAdd')}
      </h2>
      {changedElsewhere && <ChangedElsewhereNote className="" />}
      <div className="grid gap-3 md:grid-cols-2">
        <form.Field name="title">
          {(field) => (
            <TextField
              label={t('helps:manager.title')}
              autoComplete="off"
              maxLength={255}
              {...bindText(field)}
            />
          )}
        </form.Field>
        <form.Field name="video">
          {(field) => (
            <TextField
              label={t('helps:manager.video')}
              hint={t('helps:manager.videoHint')}
              autoComplete="off"
              spellCheck={false}
              {...bindText(field)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="description">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
                {t('helps:manager.description')}
              </label>
              <textarea
                id={descriptionId}
                name={field.name}
                rows={3}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${descriptionId}-error` : undefined}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              {error && (
                <p
                  id={`${descriptionId}-error`}
                  className="text-xs font-medium text-red-700 dark:text-red-400"
                >
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClear} disabled={busy}>
          {t('helps:manager.clear')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('helps:manager.save')}
        </Button>
      </div>
    </form>
  );
}
