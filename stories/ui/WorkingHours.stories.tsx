import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WorkingHours } from '../../src/ui/WorkingHours.tsx';
import { onSurface } from '../decorators.tsx';

const onSave = fn();

const meta = {
  title: 'ui/WorkingHours',
  component: WorkingHours,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { value: [], onSave },
} satisfies Meta<typeof WorkingHours>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: the spec's defaults (S3 §2.9); Save hands the seven rows out. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Hora inicial — Segunda-feira')).toHaveValue('08:00');
    await expect(canvas.getByLabelText('Hora final — Sexta-feira')).toHaveValue('18:00');
    await expect(canvas.getByLabelText('Hora final — Sábado')).toHaveValue('12:00');
    await expect(canvas.getByLabelText('Hora inicial — Domingo')).toHaveValue('00:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    const week = onSave.mock.lastCall?.[0] as { weekdayEn: string; endTime: string }[];
    await expect(week.map((d) => d.weekdayEn)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  },
};

/** The mask ##:## as typed; an end before its start is refused with a message and nothing is handed out. */
export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    onSave.mockClear();
    const end = canvas.getByLabelText('Hora final — Terça-feira');
    await userEvent.clear(end);
    await userEvent.type(end, '0745');
    await expect(end).toHaveValue('07:45');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('O fim não pode ser antes do início.')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** A stored week is shown as stored; an incomplete time says the format. */
export const Stored: Story = {
  args: {
    value: [
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' },
      { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '10:00', endTime: '14:00' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Hora final — Segunda-feira')).toHaveValue('17:30');
    await expect(canvas.getByLabelText('Hora inicial — Domingo')).toHaveValue('10:00');
    const start = canvas.getByLabelText('Hora inicial — Quarta-feira');
    await userEvent.clear(start);
    await userEvent.type(start, '9');
    await userEvent.tab();
    await expect(canvas.getByText('Use o formato HH:MM.')).toBeVisible();
  },
};

/** Saving elsewhere (the company's PUT): the button is busy. */
export const Saving: Story = { args: { busy: true } };
