import { FunnelIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  chooseFilterType,
  PERIODS,
  type DashboardFilter,
  type FilterType,
  type Period,
} from '../dashboard-logic.ts';

export interface DashboardFiltersProps {
  /** The filter the form starts with. */
  filter: DashboardFilter;
  /** Each change of the filter, whole. */
  onChange?: (filter: DashboardFilter) => void;
  /** 'Aplicar': the screen checks the filter ('Parametrize o filtro') and reads the figures. */
  onApply: (filter: DashboardFilter) => void;
  /** The figures are being read: the button shows it and takes no second press. */
  busy?: boolean;
}

/**
 * S2 §2: the filter type ('Filtro por Data' / 'Filtro por Período'), then the two dates or the period, and 'Aplicar'.
 * Choosing a type resets the other's fields (S2 §4). A form, so Enter in a date applies too.
 */
export function DashboardFilters({ filter, onChange, onApply, busy = false }: DashboardFiltersProps) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: filter,
    listeners: { onChange: ({ formApi }) => onChange?.(formApi.state.values) },
    onSubmit: ({ value }) => {
      if (!busy) onApply(value);
    },
  });
  return (
    <form
      aria-label={t('dashboard:filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="grid grid-cols-1 items-end gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <form.Field name="type">
        {(field) => (
          <Select<FilterType>
            label={t('dashboard:filter.type')}
            value={field.state.value}
            onChange={(type) => {
              // The other type's fields start again (S2 §4); the type goes last, so a change is told once whole.
              const next = chooseFilterType(form.state.values, type);
              form.setFieldValue('dateFrom', next.dateFrom);
              form.setFieldValue('dateTo', next.dateTo);
              form.setFieldValue('period', next.period);
              field.handleChange(type);
            }}
            options={[
              { value: 1, label: t('dashboard:filter.byDate') },
              { value: 2, label: t('dashboard:filter.byPeriod') },
            ]}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.type}>
        {(type) =>
          type === 1 ? (
            <>
              <form.Field name="dateFrom">
                {(field) => (
                  <TextField
                    type="date"
                    label={t('dashboard:filter.dateFrom')}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </form.Field>
              <form.Field name="dateTo">
                {(field) => (
                  <TextField
                    type="date"
                    label={t('dashboard:filter.dateTo')}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </form.Field>
            </>
          ) : (
            <form.Field name="period">
              {(field) => (
                <Select<Period>
                  label={t('dashboard:filter.period')}
                  value={field.state.value}
                  onChange={(period) => field.handleChange(period)}
                  options={PERIODS.map((days) => ({
                    value: days,
                    label:
                      days === 0
                        ? t('dashboard:filter.none')
                        : t('dashboard:filter.lastDays', { count: days }),
                  }))}
                  className="sm:col-span-1 lg:col-span-2"
                />
              )}
            </form.Field>
          )
        }
      </form.Subscribe>
      <Button type="submit" loading={busy} className="sm:col-span-2 lg:col-span-1">
        <FunnelIcon aria-hidden="true" className="size-4" />
        {t('dashboard:filter.apply')}
      </Button>
    </form>
  );
}
