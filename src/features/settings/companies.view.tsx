import { BuildingOffice2Icon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '../../api/schemas/admin-company.schema.ts';
import type { Plan } from '../../api/schemas/plan.schema.ts';
import type { EntityView, FieldsProps } from '../../ui/entity/entity-view.ts';
import { bindText, fieldError, textField } from '../../ui/form-field.ts';
import type { ReadState } from '../../ui/ResourceState.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
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
} from './components/company-form.ts';

/** What the companies' screen hands its view besides the list. */
export interface CompaniesExtra {
  /** The plans of the plan select and of the plan column. */
  plans: readonly Plan[];
  plansRead: ReadState;
  /** Today, YYYY-MM-DD: the due-date colours count from it (S3 §4.3). */
  today: string;
}

/** S3 §4.3 colours: light yellow, orange, red; each keeps the row's text readable in both themes. */
const TONES: Record<Exclude<DueTone, null>, string> = {
  soon: 'bg-yellow-100 text-yellow-950 dark:bg-yellow-900/50 dark:text-yellow-50',
  due: 'bg-orange-200 text-orange-950 dark:bg-orange-900/60 dark:text-orange-50',
  overdue: 'bg-red-200 text-red-950 dark:bg-red-900/60 dark:text-red-50',
};

/**
 * S3 §2.5 Empresas (super user): the company form above the table of every company, coloured by due date. A row's
 * edit loads it into the form; the form deletes it (the rows do not); 'Usuário' is the screen's (the binding's).
 */
export const companiesView: EntityView<AdminCompany, CompanyFormValues, CompaniesExtra> = {
  titleId: 'companies-title',
  icon: <BuildingOffice2Icon />,
  texts: {
    title: 'settings:tabs.companies',
    tableLabel: 'admin:companies.tableLabel',
    actionsHeader: 'admin:actions',
    empty: 'admin:companies.empty',
    edit: 'admin:companies.edit',
    confirmTitle: 'admin:deleteTitle',
    confirmMessage: 'admin:deleteMessage',
  },
  nameOf: (company) => company.name,
  columns: (t, { plans, today }) => {
    const planName = (c: AdminCompany) => c.plan?.name ?? plans.find((p) => p.id === c.planId)?.name ?? '—';
    return [
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
    ];
  },
  actions: { width: '2.5rem', hideHeader: true },
  rowClassName: (c, { today }) => {
    const tone = dueTone(c.dueDate, today);
    return tone === null ? undefined : TONES[tone];
  },
  estimateSize: 64,
  tabLayout: { className: 'flex flex-col gap-6', tableClassName: 'min-h-[16rem]' },
  form: {
    placement: 'inline',
    schema: companySchema,
    initial: (editing, { today }) =>
      editing ? companyValues(editing) : emptyCompanyValues(new Date(`${today}T12:00:00`)),
    Fields: CompanyFields,
    texts: {
      addTitle: 'admin:companies.formAdd',
      editTitle: 'admin:companies.formEdit',
      submitAdd: 'admin:save',
      submitEdit: 'admin:save',
      cancel: 'admin:clear',
      delete: 'admin:delete',
    },
    inline: {
      label: true,
      className:
        'grid grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4',
      buttonsClassName: 'flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-4',
      delete: true,
      markEditing: false,
    },
  },
};

/** A cell's text on one line, cut with an ellipsis; the whole text on hover. */
function Clip({ text }: { text: string }) {
  return (
    <span className="block min-w-0 truncate" title={text}>
      {text}
    </span>
  );
}

/** The company's fields (S3 §2.5): name, email, phone, plan, status, campaigns, due date, recurrence. */
function CompanyFields({ form, extra }: FieldsProps<AdminCompany, CompanyFormValues, CompaniesExtra>) {
  const { t } = useTranslation();
  const planOptions = extra.plans.map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <>
      <form.Field name="name">
        {(field) => <TextField label={t('admin:companies.name')} autoComplete="off" {...bindText(field)} />}
      </form.Field>
      <form.Field name="email">
        {textField({ label: t('admin:companies.email'), type: 'email', required: true, autoComplete: 'off' })}
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
            load={extra.plansRead.status === 'error' ? extra.plansRead : undefined}
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
    </>
  );
}
