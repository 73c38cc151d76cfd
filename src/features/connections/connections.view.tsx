import { LockClosedIcon, SignalIcon, StarIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { format } from 'date-fns';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whatsapp } from '../../api/schemas/whatsapp.schema.ts';
import { entityTexts, type EntityView, type FieldsProps } from '../../ui/entity/entity-view.ts';
import { controlBorder, controlClass } from '../../ui/field-styles.ts';
import { bindText, fieldError, type FormFieldLike, textField, bindTextArea } from '../../ui/form-field.ts';
import { Forbidden } from '../../ui/Forbidden.tsx';
import { MultiSelect } from '../../ui/MultiSelect.tsx';
import type { ReadState } from '../../ui/ResourceState.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  connectionSchema,
  connectionValuesOf,
  emptyConnectionValues,
  MESSAGE_FIELDS,
  MESSAGE_ROWS,
  type ConnectionFormValues,
} from './components/connection-form.ts';
import { StatusIcon } from './components/StatusIcon.tsx';

/** What the connections screen hands its view besides the list. */
export interface ConnectionsExtra {
  /** S3 §6 'connections-page:actionButtons': the session column is shown. */
  sessionColumn: boolean;
  /** A row's session cell (its buttons, bound to the row's pairing). */
  session: (connection: Whatsapp) => ReactNode;
  /** The company's queues (GET /queue) for the dialog's queue selection, and their read. */
  queues: readonly { id: number; name: string }[];
  queuesLoad?: ReadState | undefined;
}

/** S3 §2.2 (dd/MM/yyyy HH:mm). */
export function lastUpdate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, 'dd/MM/yyyy HH:mm');
}

/**
 * S3 §2.2 Connections (/connections): id, name, status, the session's buttons, last update, default; add, edit,
 * delete (asked first; a Cloud API connection is not deleted here, a lock says so); no search. The list is the
 * session's (./connections.entity.ts).
 */
export const connectionsView: EntityView<Whatsapp, ConnectionFormValues, ConnectionsExtra> = {
  titleId: 'connections-title',
  icon: <SignalIcon />,
  texts: entityTexts('connections:', {
    without: ['searchPlaceholder', 'emptySearch'],
    other: {
      confirmTitle: 'connections:confirm.deleteTitle',
      confirmMessage: 'connections:confirm.deleteMessage',
    },
  }),
  nameOf: (w) => w.name,
  columns: (t, extra) => [
    {
      key: 'id',
      header: t('connections:table.id'),
      width: '7.5rem',
      align: 'center',
      cell: (w) => <span className="tabular-nums">{w.id}</span>,
    },
    {
      key: 'name',
      header: t('connections:table.name'),
      width: 'minmax(10rem,3fr)',
      cell: (w) => (
        <span className="truncate font-medium" title={w.name}>
          {w.name}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('connections:table.status'),
      width: '5rem',
      align: 'center',
      cell: (w) => <StatusIcon status={w.status} />,
    },
    ...(extra.sessionColumn
      ? [
          {
            key: 'session',
            header: t('connections:table.session'),
            width: 'minmax(17rem,2fr)',
            align: 'center' as const,
            cell: (w: Whatsapp) => extra.session(w),
          },
        ]
      : []),
    {
      key: 'updatedAt',
      header: t('connections:table.lastUpdate'),
      width: '10rem',
      align: 'center',
      cell: (w) => <span className="tabular-nums">{lastUpdate(w.updatedAt)}</span>,
    },
    {
      key: 'default',
      header: t('connections:table.default'),
      width: '6rem',
      align: 'center',
      cell: (w) =>
        w.isDefault ? (
          // Heroicons render aria-hidden svgs: the label sits on a wrapper, or no one hears it.
          <span role="img" aria-label={t('connections:isDefault')} className="inline-flex">
            <StarIcon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          </span>
        ) : null,
    },
  ],
  actions: {
    undeletable: (w, _extra, t) =>
      w.phoneIdCloudApi === null ? undefined : (
        <span
          role="img"
          aria-label={t('connections:cloudApiNoDelete')}
          className="inline-flex size-8 items-center justify-center text-ink-muted"
          title={t('connections:cloudApiNoDelete')}
        >
          <LockClosedIcon aria-hidden="true" className="size-4" />
        </span>
      ),
  },
  form: {
    schema: connectionSchema,
    initial: (editing) => (editing ? connectionValuesOf(editing) : emptyConnectionValues()),
    output: (values) => ({ ...values, name: values.name.trim() }),
    Fields: ConnectionFields,
    texts: {
      addTitle: 'connections:dialog.addTitle',
      editTitle: 'connections:dialog.editTitle',
      submitAdd: 'connections:dialog.okAdd',
      submitEdit: 'connections:dialog.okEdit',
      cancel: 'connections:dialog.cancel',
    },
    size: 'lg',
  },
};

/** S3 §2.2 connection dialog's fields: name, default, the four messages (4 rows), queues, token. */
function ConnectionFields({ form, extra }: FieldsProps<Whatsapp, ConnectionFormValues, ConnectionsExtra>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <form.Field name="name">
          {(field) => (
            <div className="min-w-0 flex-1">
              <TextField
                label={t('connections:dialog.name')}
                data-autofocus
                autoComplete="off"
                {...bindText(field)}
              />
            </div>
          )}
        </form.Field>
        <form.Field name="isDefault">
          {(field) => (
            <label className="mb-2 inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={field.state.value}
                onChange={(e) => field.handleChange(e.target.checked)}
              />
              {t('connections:dialog.default')}
            </label>
          )}
        </form.Field>
      </div>
      {/* Two columns from sm up: the four messages stacked made the dialog taller than a laptop's viewport. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {MESSAGE_FIELDS.map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <MessageField id={`${id}-${name}`} label={t(`connections:dialog.${name}`)} field={field} />
            )}
          </form.Field>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="queueIds">
          {(field) => (
            <MultiSelect
              label={t('connections:dialog.queues')}
              placeholder={t('connections:dialog.queues')}
              value={field.state.value}
              onChange={(ids) => field.handleChange(ids)}
              options={extra.queues.map((q) => ({ value: q.id, label: q.name }))}
              summary={(n) => `${n} ${t('connections:dialog.queues').toLowerCase()}`}
              load={extra.queuesLoad}
            />
          )}
        </form.Field>
        <form.Field name="token">
          {textField({ label: t('connections:dialog.token'), autoComplete: 'off', spellCheck: false })}
        </form.Field>
      </div>
    </>
  );
}

function MessageField({ id, label, field }: { id: string; label: string; field: FormFieldLike<string> }) {
  const error = fieldError(field);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={MESSAGE_ROWS}
        {...bindTextArea(field)}
        className={clsx(controlClass, controlBorder(Boolean(error)), 'resize-y')}
      />
    </div>
  );
}

/** S3 §6: the screen refused to a user without the administration right (a typed URL; the drawer hides it). */
export function ConnectionsForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="connections-forbidden"
      title={t('connections:forbidden.title')}
      message={t('connections:forbidden.message')}
    />
  );
}
