import { PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { ChangedElsewhereNote } from '../ChangedElsewhereNote.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Dialog } from '../Dialog.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { IconButton } from '../IconButton.tsx';
import { ListPage } from '../ListPage.tsx';
import { ResourceState } from '../ResourceState.tsx';
import { Table, type TableColumn } from '../Table.tsx';
import { EntityForm } from './entity-form.tsx';
import type { EntityFormView, EntityPageProps, RowCommand } from './entity-view.ts';

/**
 * The one screen of every list of records (contacts, tags, users, queues, campaigns…): drawn from the entity's view
 * declaration and its machine's state. The titled page with the search and the header's buttons, the table (rows
 * virtualised, the designed loading / empty / error-with-retry / load-more states), a row's commands, the add/edit
 * form (a dialog, or above the table for the super user's tabs) and the delete confirmation. A screen adds only what
 * is its own, through `actions`, `dialogs`, `before` and the view's `extra`.
 */
export function EntityPage<T extends { id: number | string }, V, X = undefined>(
  props: EntityPageProps<T, V, X> & {
    /** 'page' (default): a titled page of its own; 'tab': the content of a tab, which has the heading. */
    frame?: 'page' | 'tab';
    /** Where the actions column stands: 'end' (default), or 'start' (the reference's '#' column of S3 §2.5–§2.7). */
    actionsAt?: 'start' | 'end';
  },
) {
  const { t } = useTranslation();
  const { view, list, search, dialog, confirm, intents, extra, permissions = {} } = props;
  const form = view.form;
  const inline = form?.placement === 'inline';
  const hasForm = form !== undefined || props.formDialog !== undefined;
  const canAdd = hasForm && view.texts.add !== undefined && permissions.add !== false;
  const canEdit = hasForm && view.texts.edit !== undefined && permissions.edit !== false;
  const canDelete = view.texts.delete !== undefined && permissions.delete !== false;
  // While the inline form saves, the rows wait (a second record cannot be loaded into it meanwhile).
  const rowsBusy = inline && dialog.busy;

  const deleteOf = (row: T, name: string): RowCommand => {
    const undeletable = view.actions?.undeletable?.(row, extra, t);
    if (undeletable !== undefined) return { key: 'delete', element: undeletable };
    return {
      key: 'delete',
      icon: <TrashIcon />,
      label: t(view.texts.delete ?? '', { name }),
      disabled: rowsBusy,
      onClick: () => {
        if (inline && dialog.open && !dialog.busy) intents.close();
        intents.askDelete(row);
      },
    };
  };
  const commandsOf = (row: T): RowCommand[] => {
    const name = view.nameOf(row);
    return [
      ...(view.actions?.commands?.(row, extra, t) ?? []),
      ...(canEdit && view.texts.edit
        ? [
            {
              key: 'edit',
              icon: <PencilSquareIcon />,
              label: t(view.texts.edit, { name }),
              disabled: rowsBusy,
              onClick: () => {
                if (inline && dialog.open) intents.close();
                intents.edit(row);
              },
            },
          ]
        : []),
      ...(canDelete && view.texts.delete ? [deleteOf(row, name)] : []),
    ];
  };
  const actionsColumn: TableColumn<T> = {
    key: 'actions',
    header: t(view.texts.actionsHeader),
    width: view.actions?.width ?? '6rem',
    align: props.actionsAt === 'start' ? 'start' : 'end',
    hideHeader: view.actions?.hideHeader ?? false,
    cell: (row) =>
      commandsOf(row).map((command) =>
        'onClick' in command ? (
          <IconButton
            key={command.key}
            size="sm"
            icon={command.icon}
            aria-label={command.label}
            onClick={command.onClick}
            disabled={command.disabled ?? false}
            loading={command.loading ?? false}
          />
        ) : (
          <Fragment key={command.key}>{command.element}</Fragment>
        ),
      ),
  };
  const columns = view.columns(t, extra);
  const searching = search.trim() !== '';
  const table = (
    <Table
      {...list}
      columns={props.actionsAt === 'start' ? [actionsColumn, ...columns] : [...columns, actionsColumn]}
      getKey={(row) => row.id}
      label={props.tableLabel ?? t(view.texts.tableLabel)}
      {...(view.estimateSize === undefined ? {} : { estimateSize: view.estimateSize })}
      {...(props.frame === 'tab' && view.tabLayout ? { className: view.tabLayout.tableClassName } : {})}
      rowClassName={(row) =>
        inline && form?.inline?.markEditing !== false && row.id === dialog.editing?.id
          ? 'bg-primary/5'
          : view.rowClassName?.(row, extra)
      }
      empty={
        <EmptyState
          icon={view.icon}
          title={t(searching ? (view.texts.emptySearch ?? view.texts.empty) : view.texts.empty)}
          {...(!searching && view.texts.emptyHint ? { description: t(view.texts.emptyHint) } : {})}
        />
      }
    />
  );
  const confirmDialog = (
    <ConfirmDialog
      open={confirm.open}
      busy={confirm.busy}
      title={t(view.texts.confirmTitle ?? 'common:entity.confirmDeleteTitle', {
        name: confirm.record ? view.nameOf(confirm.record) : '',
      })}
      message={[view.texts.confirmMessage ?? 'common:entity.confirmDeleteMessage']
        .flat()
        .map((key) => t(key))
        .join(' ')}
      {...(view.texts.confirmLabel ? { confirmLabel: t(view.texts.confirmLabel) } : {})}
      onConfirm={intents.confirmDelete}
      onCancel={intents.cancelDelete}
    />
  );
  const formPanel =
    form === undefined ? (
      (props.formDialog ?? null)
    ) : inline ? (
      <>
        {/* A form named by its title has the note above it (S3 §2.5, §2.6); a titled one under its heading. */}
        {form.inline?.label === true && dialog.changedElsewhere && <ChangedElsewhereNote className="" />}
        <InlineForm {...props} form={form} />
      </>
    ) : (
      <EntityDialog {...props} form={form} />
    );

  if (props.frame === 'tab')
    return (
      <div className={view.tabLayout?.className ?? 'flex flex-col gap-4'}>
        {props.before}
        {formPanel}
        {view.tabLayout ? (
          table
        ) : (
          <div className="flex h-[26rem] min-h-0 flex-col overflow-hidden rounded-xl border border-line bg-surface">
            {table}
          </div>
        )}
        {confirmDialog}
        {props.dialogs}
      </div>
    );
  return (
    <ListPage
      titleId={view.titleId}
      before={props.before}
      title={props.title ?? t(view.texts.title)}
      {...(view.texts.searchPlaceholder
        ? { search, onSearch: intents.search, searchPlaceholder: t(view.texts.searchPlaceholder) }
        : {})}
      actions={
        <>
          {props.actions}
          {canAdd && view.texts.add && (
            <Button onClick={intents.add}>
              <PlusIcon aria-hidden="true" className="size-4" />
              {t(view.texts.add)}
            </Button>
          )}
        </>
      }
      dialogs={
        <>
          {!inline && formPanel}
          {confirmDialog}
          {props.dialogs}
        </>
      }
    >
      {inline && formPanel}
      {table}
    </ListPage>
  );
}

type FormPanelProps<T, V, X> = EntityPageProps<T, V, X> & { form: EntityFormView<T, V, X> };

function initialOf<T, V, X>({ form, dialog, extra }: FormPanelProps<T, V, X>): V {
  return dialog.values ?? form.initial(dialog.editing, extra);
}

/** The add/edit dialog: the title, the changed-elsewhere note, the record's own read, the form, cancel and submit. */
function EntityDialog<T, V, X>(props: FormPanelProps<T, V, X>) {
  const { t } = useTranslation();
  const formId = useId();
  const { form, dialog, intents, load } = props;
  const { busy, editing } = dialog;
  const close = () => {
    // Closing while the save runs would lose its answer: the dialog stays until it is in.
    if (!busy) intents.close();
  };
  return (
    <Dialog
      open={dialog.open}
      onClose={close}
      size={form.size ?? 'md'}
      title={t(editing ? form.texts.editTitle : form.texts.addTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t(form.texts.cancel ?? 'common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={load !== undefined}>
            {t(editing ? form.texts.submitEdit : form.texts.submitAdd)}
          </Button>
        </>
      }
    >
      {dialog.changedElsewhere && <ChangedElsewhereNote />}
      {load !== undefined ? (
        <ResourceState
          status={load.status}
          {...(load.error === undefined ? {} : { error: load.error })}
          onRetry={load.onRetry}
        />
      ) : (
        // Mounted per opening (and once the record is read): the values reset on close (S2 §4).
        <EntityForm
          id={formId}
          initialValues={initialOf(props)}
          schema={form.schema}
          busy={busy}
          onSubmit={(values) => intents.submit(form.output ? form.output(values) : values)}
        >
          {(api) => <form.Fields form={api} editing={editing} busy={busy} extra={props.extra} />}
        </EntityForm>
      )}
    </Dialog>
  );
}

/**
 * The form above the table (S3 §2.5–§2.7): a new record is typed there and saved; a row's edit loads it; 'Limpar'
 * empties it; it is cleared after a save (mounted again: a new generation when the machine leaves editing).
 */
function InlineForm<T extends { id: number | string }, V, X>(props: FormPanelProps<T, V, X>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { form, dialog, intents } = props;
  const { busy, editing, open } = dialog;
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setGeneration((g) => g + 1);
  }
  const clear = () => {
    if (!open) setGeneration((g) => g + 1);
    intents.close();
  };
  const submit = (values: V) => {
    // A new record's submit opens the machine's add state first.
    if (!open) intents.add();
    intents.submit(form.output ? form.output(values) : values);
  };
  const layout = form.inline ?? {};
  // While a record is deleted the form waits too.
  const waiting = busy || props.confirm.busy;
  return (
    <EntityForm
      key={`${editing?.id ?? 'new'}:${generation}`}
      id={`${headingId}-form`}
      {...(layout.label === true
        ? { label: t(editing ? form.texts.editTitle : form.texts.addTitle) }
        : { labelledBy: headingId })}
      initialValues={initialOf(props)}
      schema={form.schema}
      busy={waiting}
      onSubmit={submit}
      className={layout.className ?? 'flex flex-col gap-3 rounded-xl border border-line bg-surface p-4'}
    >
      {(api) => (
        <>
          {layout.label !== true && (
            <h2 id={headingId} className="text-base font-semibold text-ink">
              {t(editing ? form.texts.editTitle : form.texts.addTitle)}
            </h2>
          )}
          {layout.label !== true && dialog.changedElsewhere && <ChangedElsewhereNote className="" />}
          <form.Fields form={api} editing={editing} busy={busy} extra={props.extra} />
          <div className={layout.buttonsClassName ?? 'flex justify-end gap-2'}>
            <Button variant="secondary" onClick={clear} disabled={waiting}>
              {t(form.texts.cancel ?? 'common:cancel')}
            </Button>
            {editing !== null && (layout.delete ?? props.view.texts.delete !== undefined) && (
              <Button
                variant="danger"
                onClick={() => {
                  // The machine asks a delete from its idle state: the loaded record leaves the form first.
                  intents.close();
                  intents.askDelete(editing);
                }}
                disabled={waiting}
              >
                {t(form.texts.delete ?? 'common:delete')}
              </Button>
            )}
            {editing !== null && props.formButtons}
            <Button type="submit" loading={busy}>
              {t(editing ? form.texts.submitEdit : form.texts.submitAdd)}
            </Button>
          </div>
        </>
      )}
    </EntityForm>
  );
}
