import { PencilSquareIcon, RectangleStackIcon } from '@heroicons/react/24/outline';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../api/schemas/plan.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { bindText, fieldError, submitWith } from '../../../ui/form-field.ts';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { type AdminFormState, useFormGeneration } from './admin-form.ts';
import { formatMoney, maskMoney } from './money.ts';
import { emptyPlanValues, planSchema, planValues, type PlanFormValues } from './plan-form.ts';

export interface PlansTabProps {
  list: PagedListViewProps & { items: readonly Plan[] };
  form: AdminFormState<Plan, PlanFormValues>;
  onSubmit: (values: PlanFormValues) => void;
  onEdit: (plan: Plan) => void;
  /** 'Limpar': the form back to a new plan. */
  onClear: () => void;
  onDelete: (plan: Plan) => void;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** S3 §2.6 Planos (super user): the plan form (the value under the money mask, S3 §5), then the table of plans. */
export function PlansTab(props: PlansTabProps) {
  const { t } = useTranslation();
  const { form, list } = props;
  const { generation, clear } = useFormGeneration(form.open, props.onClear);
  const columns: TableColumn<Plan>[] = [
    { key: 'id', header: '#', width: '3.5rem', cell: (p) => p.id },
    { key: 'name', header: t('admin:plans.name'), width: 'minmax(0,2fr)', cell: (p) => p.name },
    { key: 'users', header: t('admin:plans.users'), align: 'end', cell: (p) => p.users },
    { key: 'connections', header: t('admin:plans.connections'), align: 'end', cell: (p) => p.connections },
    { key: 'queues', header: t('admin:plans.queues'), align: 'end', cell: (p) => p.queues },
    {
      key: 'value',
      header: t('admin:plans.value'),
      align: 'end',
      width: 'minmax(0,1.3fr)',
      cell: (p) => formatMoney(p.value),
    },
    {
      key: 'actions',
      header: t('admin:actions'),
      hideHeader: true,
      width: '3.5rem',
      align: 'end',
      cell: (p) => (
        <IconButton
          size="sm"
          icon={<PencilSquareIcon />}
          aria-label={t('admin:plans.edit', { name: p.name })}
          onClick={() => props.onEdit(p)}
          disabled={form.busy}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {form.changedElsewhere && <ChangedElsewhereNote className="" />}
      <PlanForm
        key={`${form.editing?.id ?? 'new'}-${generation}`}
        {...props}
        onClear={clear}
        initialValues={form.values ?? (form.editing ? planValues(form.editing) : emptyPlanValues())}
      />
      <Table
        {...list}
        columns={columns}
        getKey={(p) => p.id}
        label={t('admin:plans.tableLabel')}
        className="min-h-[12rem]"
        empty={<EmptyState icon={<RectangleStackIcon />} title={t('admin:plans.empty')} />}
      />
      <ConfirmDialog
        open={props.confirm.open}
        title={t('admin:deleteTitle')}
        message={t('admin:deleteMessage')}
        busy={props.confirm.busy}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </div>
  );
}

function PlanForm(props: PlansTabProps & { initialValues: PlanFormValues }) {
  const { t } = useTranslation();
  const schema = useMemo(() => planSchema(t), [t]);
  const busy = props.form.busy || props.confirm.busy;
  const editing = props.form.editing;
  const form = useForm({
    defaultValues: props.initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (!busy) props.onSubmit(value);
    },
  });
  const countField = (name: 'users' | 'connections' | 'queues') => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={t(`admin:plans.${name}`)}
          inputMode="numeric"
          autoComplete="off"
          {...bindText(field)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      noValidate
      aria-label={editing ? t('admin:plans.formEdit') : t('admin:plans.formAdd')}
      className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={submitWith(form)}
    >
      <form.Field name="name">
        {(field) => <TextField label={t('admin:plans.name')} autoComplete="off" {...bindText(field)} />}
      </form.Field>
      <form.Field name="value">
        {(field) => (
          <TextField
            label={t('admin:plans.value')}
            name={field.name}
            inputMode="decimal"
            autoComplete="off"
            placeholder="R$ 0,00"
            value={field.state.value}
            onChange={(e) => field.handleChange(maskMoney(e.target.value, field.state.value))}
            onBlur={field.handleBlur}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      {countField('users')}
      {countField('connections')}
      {countField('queues')}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-5">
        <Button variant="secondary" onClick={props.onClear} disabled={busy}>
          {t('admin:clear')}
        </Button>
        {editing !== null && (
          <Button variant="danger" onClick={() => props.onDelete(editing)} disabled={busy}>
            {t('admin:delete')}
          </Button>
        )}
        <Button type="submit" loading={props.form.busy}>
          {t('admin:save')}
        </Button>
      </div>
    </form>
  );
}
