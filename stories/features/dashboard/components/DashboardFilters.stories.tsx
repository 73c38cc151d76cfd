import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DashboardFilters,
  type DashboardFiltersProps,
} from '../../../../src/features/dashboard/components/DashboardFilters.tsx';
import { initialFilter, type DashboardFilter } from '../../../../src/features/dashboard/dashboard-logic.ts';

/** The filter as the screen holds it: the story keeps its value, so choosing a type really resets the other's fields. */
function Stateful(props: DashboardFiltersProps) {
  const [filter, setFilter] = useState<DashboardFilter>(props.filter);
  return (
    <DashboardFilters
      {...props}
      filter={filter}
      onChange={(next) => {
        setFilter(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'features/dashboard/DashboardFilters',
  component: DashboardFilters,
  parameters: { a11y: { test: 'error' } },
  render: (args) => <Stateful {...args} />,
  args: {
    filter: initialFilter(new Date(2026, 10, 21)),
    onChange: fn(),
    onApply: fn(),
    busy: false,
  } satisfies DashboardFiltersProps,
} satisfies Meta<typeof DashboardFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: the date filter from the first of the month to today; 'Aplicar' hands it over. */
export const ByDate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Data Inicial')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('Data Final')).toHaveValue('2026-11-21');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Mutual reset (S2 §4): the period filter clears the dates; back to dates, the chosen period is none again. */
export const MutualReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Tipo de Filtro/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Filtro por Período' }));
    await expect(canvas.queryByLabelText('Data Inicial')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 2, dateFrom: '', dateTo: '', period: 0 });
    await userEvent.click(canvas.getByRole('button', { name: /^Período/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Últimos 7 dias' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 2, dateFrom: '', dateTo: '', period: 7 });
    await userEvent.click(canvas.getByRole('button', { name: /^Tipo de Filtro/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Filtro por Data' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 1, dateFrom: '', dateTo: '', period: 0 });
    await expect(canvas.getByLabelText('Data Inicial')).toHaveValue('');
  },
};

/** Enter in a date applies too (the filter is a form). */
export const EnterApplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Data Final'), '{Enter}');
    await expect(args.onApply).toHaveBeenCalled();
  },
};

/** Reading: the button is busy and a press sends nothing more. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Aplicar/ }));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
