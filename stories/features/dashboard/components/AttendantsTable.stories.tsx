import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AttendantsTable,
  type AttendantsTableProps,
} from '../../../../src/features/dashboard/components/AttendantsTable.tsx';

const meta = {
  title: 'features/dashboard/AttendantsTable',
  component: AttendantsTable,
  parameters: { a11y: { test: 'error' } },
  args: {
    attendants: [
      { id: 1, name: 'Admin', online: true, rating: 2.6, tickets: 18, avgSupportTime: 42 },
      { id: 3, name: 'Atendente', online: false, rating: 0, tickets: 0, avgSupportTime: 0 },
      { id: 2, name: 'Gestor', online: true, rating: 3, tickets: 9, avgSupportTime: 1500 },
    ],
  } satisfies AttendantsTableProps,
} satisfies Meta<typeof AttendantsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five columns; the rating on 3 stars named by its value with the scale as tooltip; online or offline. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Atendentes' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Avaliações', 'Qtd Atendimentos', 'T.M. de Atendimento', 'Status (Atual)']);
    const admin = within(table).getByRole('row', { name: /^Admin/ });
    const stars = within(admin).getByRole('img', { name: 'Avaliação 2 de 3' });
    await expect(stars).toHaveAttribute('title', '1 - Insatisfeito, 2 - Satisfeito, 3 - Muito Satisfeito');
    await expect(stars).toHaveAttribute('data-stars', '2');
    await expect(within(admin).getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(within(admin).getByText('00h 42m')).toBeVisible();
    const attendant = within(table).getByRole('row', { name: /^Atendente/ });
    await expect(within(attendant).getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(within(table).getByText('25h 00m')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { attendants: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum atendente no período.')).toBeVisible();
  },
};
