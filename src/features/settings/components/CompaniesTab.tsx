import { BuildingOffice2Icon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '../../../api/schemas/admin-company.schema.ts';
import type { Plan } from '../../../api/schemas/plan.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { bindText, fieldError, submitWith } from '../../../ui/form-field.ts';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { Select } from '../../../ui/Select.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { type AdminFormState, useFormGeneration } from './admin-form.ts';
import { CompanyUserDialog } from './CompanyUserDialog.tsx';
import type { CompanyUserFormValues } from './company-user-form.ts';
import {
  campaignsOn,
  companySchema,
  companyValues,
  dayOf,
  dueTone,
  emptyCompanyValues,
  MONTHLY,
  type CompanyFormValues,
  type DueTone,
} from './company-form.ts';

export type { AdminFormState } from './admin-form.ts';

export interface CompaniesTabProps {
  list: PagedListViewProps & { items: readonly AdminCompany[] };
  form: AdminFormState<AdminCompany, CompanyFormValues>;
  /** The plans of the plan select and of the plan column. */
  plans: readonly Plan[];
  plansRead: ReadState;
  /** Today, YYYY-MM-DD: the due-date colours count from it (S3 §4.3). */
  today: string;
  onSubmit: (values: CompanyFormValues) => void;
  onEdit: (company: AdminCompany) => void;
  /** 'Limpar': the form back to a new company. */
  onClear: () => void;
  onDelete: (company: AdminCompany) => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** 'Usuário' (S3 §2.5): the company's first user, read then edited in a dialog. */
  user: CompanyUserState;
  onOpenUser: (company: AdminCompany) => void;
  onSubmitUser: (values: CompanyUserFormValues) => void;
  onCloseUser: () => void;
}

export interface CompanyUserState {
  /** The company's users are being read ('Usuário' is busy). */
  reading: boolean;
  open: boolean;
  companyName: string;
  /** The company's first user; null when it has none (the dialog adds one). */
  userId: number | null;
  values: CompanyUserFormValues;
  busy: boolean;
}

/** S3 §4.3 colours: light yellow, orange, red; each keeps the row's text readable in both themes. */
const TONES: Record<Exclude<DueTone, null>, string> = {
  soon: 'bg-yellow-100 text-yellow-950 dark:bg-yellow-900/50 dark:text-yellow-50',
  due: 'bg-orange-200 text-orange-950 dark:bg-orange-900/60 dark:text-orange-50',
  overdue: 'bg-red-200 text-red-950 dark:bg-red-900/60 dark:text-red-50',
};

/** S3 §2.5 Empresas (super user): the company form, then the table of every company coloured by due date. */
export function CompaniesTab(props: CompaniesTabProps) {
  const { t } = useTranslation();
  const { form, list, today } = props;
  const { generation, clear } = useFormGeneration(form.open, props.onClear);
  const planName = (c: AdminCompany) =>
    c.plan?.name ?? props.plans.find((p) => p.id === c.planId)?.name ?? '—';
  const columns: TableColumn<AdminCompany>[] = [
    { key: 'id', header: '#', width: '2.5rem', cell: (c) => c.id },
    {
      key: 'name',
      header: t('admin:companies.name'),
      width: 'minmax(0,1.3fr)',
      cell: (c) => <Clip text={c.name} />,
    },
    {
      key: 'email',
      header: t('admin:companies.email'),
      width: 'minmax(0,1.6fr)',
      cell: (c) => <Clip text={c.email ?? ''} />,
    },
    {
      key: 'phone',
      header: t('admin:companies.phone'),
      width: 'minmax(0,1.1fr)',
      cell: (c) => <Clip text={c.phone ?? ''} />,
    },
    {
      key: 'plan',
      header: t('admin:companies.plan'),
      width: 'minmax(0,1fr)',
      cell: (c) => <Clip text={planName(c)} />,
    },
    {
      key: 'campaigns',
      header: t('admin:companies.campaigns'),
      width: 'minmax(0,1.1fr)',
      cell: (c) => (
        <Clip text={campaignsOn(c) ? t('admin:companies.enabled') : t('admin:companies.disabled')} />
      ),
    },
    {
      key: 'status',
      header: t('admin:companies.status'),
      width: '3.5rem',
      cell: (c) => (c.status ? t('admin:companies.yes') : t('admin:companies.no')),
    },
    {
      key: 'createdAt',
      header: t('admin:companies.createdAt'),
      width: '6rem',
      cell: (c) => dayOf(c.createdAt) ?? '',
    },
    {
      key: 'dueDate',
      header: t('admin:companies.dueDate'),
      width: '6.5rem',
      cell: (c) => {
        const day = dayOf(c.dueDate);
        const tone = dueTone(c.dueDate, today);
        return (
          <span className="flex flex-col leading-tight">
            <span>{day ?? '—'}</span>
            <span className="text-xs opacity-80">{t('admin:companies.monthly')}</span>
            {tone !== null && <span className="sr-only">{t(`admin:companies.tone.${tone}`)}</span>}
          </span>
        );
      },
    },
    {
      key: 'actions',
      header: t('admin:actions'),
      hideHeader: true,
      width: '2.5rem',
      align: 'end',
      cell: (c) => (
        <IconButton
          size="sm"
          icon={<PencilSquareIcon />}
          aria-label={t('admin:companies.edit', { name: c.name })}
          onClick={() => props.onEdit(c)}
          disabled={form.busy}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {form.changedElsewhere && <ChangedElsewhereNote className="" />}
      <CompanyForm
        key={`${form.editing?.id ?? 'new'}-${generation}`}
        {...props}
        onClear={clear}
        initialValues={
          form.values ??
          (form.editing ? companyValues(form.editing) : emptyCompanyValues(new Date(`${today}T12:00:00`)))
        }
      />
      <Table
        {...list}
        columns={columns}
        getKey={(c) => c.id}
        label={t('admin:companies.tableLabel')}
        rowClassName={(c) => {
          const tone = dueTone(c.dueDate, today);
          return tone === null ? undefined : TONES[tone];
        }}
        estimateSize={64}
        className="min-h-[16rem]"
        empty={<EmptyState icon={<BuildingOffice2Icon />} title={t('admin:companies.empty')} />}
      />
      <ConfirmDialog
        open={props.confirm.open}
        title={t('admin:deleteTitle')}
        message={t('admin:deleteMessage')}
        busy={props.confirm.busy}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
      <CompanyUserDialog
        open={props.user.open}
        companyName={props.user.companyName}
        userId={props.user.userId}
        values={props.user.values}
        busy={props.user.busy}
        onSubmit={props.onSubmitUser}
        onClose={props.onCloseUser}
      />
    </div>
  );
}

/** A cell's text on one line, cut with an ellipsis; the whole text on hover. */
function Clip({ text }: { text: string }) {
  return (
    <span className="block min-w-0 truncate" title={text}>
      {text}
    </span>
  );
}

function CompanyForm(props: CompaniesTabProps & { initialValues: CompanyFormValues }) {
  const { t } = useTranslation();
  const schema = useMemo(() => companySchema(t), [t]);
  const busy = props.form.busy || props.confirm.busy;
  const form = useForm({
    defaultValues: props.initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (!busy) props.onSubmit(value);
    },
  });
  const editing = props.form.editing;
  const planOptions = props.plans.map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <form
      noValidate
      aria-label={props.form.editing ? t('admin:companies.formEdit') : t('admin:companies.formAdd')}
      className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submitWith(form)}
    >
      <form.Field name="name">
        {(field) => <TextField label={t('admin:companies.name')} autoComplete="off" {...bindText(field)} />}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            label={t('admin:companies.email')}
            type="email"
            required
            autoComplete="off"
            {...bindText(field)}
          />
        )}
      </form.Field>
      <form.Field name="phone">
        {(field) => (
          <TextField label={t('admin:companies.phone')} type="tel" autoComplete="off" {...bindText(field)} />
        )}
      </form.Field>
      <form.Field name="planId">
        {(field) => (
          <Select<string>
            label={t('admin:companies.plan')}
            name={field.name}
            value={field.state.value === '' ? null : field.state.value}
            placeholder={t('admin:companies.choosePlan')}
            options={planOptions}
            onChange={(value) => {
              field.handleChange(value);
              field.handleBlur();
            }}
            error={fieldError(field)}
            load={props.plansRead.status === 'error' ? props.plansRead : undefined}
          />
        )}
      </form.Field>
      <form.Field name="status">
        {(field) => (
          <Select<'true' | 'false'>
            label={t('admin:companies.status')}
            name={field.name}
            value={field.state.value}
            options={[
              { value: 'true', label: t('admin:companies.yes') },
              { value: 'false', label: t('admin:companies.no') },
            ]}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="campaignsEnabled">
        {(field) => (
          <Select<'enabled' | 'disabled'>
            label={t('admin:companies.campaigns')}
            name={field.name}
            value={field.state.value}
            options={[
              { value: 'disabled', label: t('admin:companies.disabled') },
              { value: 'enabled', label: t('admin:companies.enabled') },
            ]}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="dueDate">
        {(field) => <TextField label={t('admin:companies.dueDate')} type="date" {...bindText(field)} />}
      </form.Field>
      <form.Field name="recurrence">
        {(field) => (
          <Select<string>
            label={t('admin:companies.recurrence')}
            name={field.name}
            value={field.state.value || MONTHLY}
            options={[{ value: MONTHLY, label: t('admin:companies.monthly') }]}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button variant="secondary" onClick={props.onClear} disabled={busy}>
          {t('admin:clear')}
        </Button>
        {editing !== null && (
          <Button variant="danger" onClick={() => props.onDelete(editing)} disabled={busy}>
            {t('admin:delete')}
          </Button>
        )}
        {editing !== null && (
          <Button
            variant="secondary"
            onClick={() => props.onOpenUser(editing)}
            loading={props.user.reading}
            disabled={busy}
          >
            {t('admin:companyUser.button')}
          </Button>
        )}
        <Button type="submit" loading={props.form.busy}>
          {t('admin:save')}
        </Button>
      </div>
    </form>
  );
}
