import { RectangleStackIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../api/schemas/plan.schema.ts';
import type { EntityView, FieldsProps } from '../../ui/entity/entity-view.ts';
import { bindText, fieldError } from '../../ui/form-field.ts';
import { TextField } from '../../ui/TextField.tsx';
import { formatMoney, maskMoney } from './components/money.ts';
import { emptyPlanValues, planSchema, planValues, type PlanFormValues } from './components/plan-form.ts';

/**
 * S3 §2.6 Planos (super user): the plan form (the value under the money mask, S3 §5) above the table of plans. A
 * row's edit loads it into the form; the form deletes it (the rows do not).
 */
export const plansView: EntityView<Plan, PlanFormValues> = {
  titleId: 'plans-title',
  icon: <RectangleStackIcon />,
  texts: {
    title: 'settings:tabs.plans',
    tableLabel: 'admin:plans.tableLabel',
    actionsHeader: 'admin:actions',
    empty: 'admin:plans.empty',
    edit: 'admin:plans.edit',
    confirmTitle: 'admin:deleteTitle',
    confirmMessage: 'admin:deleteMessage',
  },
  nameOf: (plan) => plan.name,
  columns: (t) => [
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
  ],
  actions: { width: '3.5rem', hideHeader: true },
  tabLayout: { className: 'flex flex-col gap-6', tableClassName: 'min-h-[12rem]' },
  form: {
    placement: 'inline',
    schema: planSchema,
    initial: (editing) => (editing ? planValues(editing) : emptyPlanValues()),
    Fields: PlanFields,
    texts: {
      addTitle: 'admin:plans.formAdd',
      editTitle: 'admin:plans.formEdit',
      submitAdd: 'admin:save',
      submitEdit: 'admin:save',
      cancel: 'admin:clear',
      delete: 'admin:delete',
    },
    inline: {
      label: true,
      className:
        'grid grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5',
      buttonsClassName: 'flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-5',
      delete: true,
      markEditing: false,
    },
  },
};

/** The plan's fields: name, the value (masked as typed), and the users, connections and queues it allows. */
function PlanFields({ form }: FieldsProps<Plan, PlanFormValues, undefined>) {
  const { t } = useTranslation();
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
    <>
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
    </>
  );
}
