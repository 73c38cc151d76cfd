import { FunnelIcon } from '@heroicons/react/20/solid';
import type { FormEvent } from 'react';
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
  filter: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
  /** 'Aplicar': the screen checks the filter ('Parametrize o filtro') and reads the figures. */
  onApply: () => void;
  /** The figures are being read: the button shows it and takes no second press. */
  busy?: boolean;
}

/**
 * S2 §2: the filter type ('Filtro por Data' / 'Filtro por Período'), then the two dates or the period, and 'Aplicar'.
 * Choosing a type resets the other's fields (S2 §4). A form, so Enter in a date applies too.
 */
export function DashboardFilters({ filter, onChange, onApply, busy = false }: DashboardFiltersProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onApply();
  };
  return (
    <form
      aria-label={t('dashboard:filter.label')}
      onSubmit={submit}
      className="grid grid-cols-1 items-end gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <Select<FilterType>
        label={t('dashboard:filter.type')}
        value={filter.type}
        onChange={(type) => onChange(chooseFilterType(filter, type))}
        options={[
          { value: 1, label: t('dashboard:filter.byDate') },
          { value: 2, label: t('dashboard:filter.byPeriod') },
        ]}
      />
      {filter.type === 1 ? (
        <>
          <TextField
            type="date"
            label={t('dashboard:filter.dateFrom')}
            value={filter.dateFrom}
            onChange={(event) => onChange({ ...filter, dateFrom: event.target.value })}
          />
          <TextField
            type="date"
            label={t('dashboard:filter.dateTo')}
            value={filter.dateTo}
            onChange={(event) => onChange({ ...filter, dateTo: event.target.value })}
          />
        </>
      ) : (
        <Select<Period>
          label={t('dashboard:filter.period')}
          value={filter.period}
          onChange={(period) => onChange({ ...filter, period })}
          options={PERIODS.map((days) => ({
            value: days,
            label: days === 0 ? t('dashboard:filter.none') : t('dashboard:filter.lastDays', { count: days }),
          }))}
          className="sm:col-span-1 lg:col-span-2"
        />
      )}
      <Button type="submit" loading={busy} className="sm:col-span-2 lg:col-span-1">
        <FunnelIcon aria-hidden="true" className="size-4" />
        {t('dashboard:filter.apply')}
      </Button>
    </form>
  );
}
