import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExtraInfo } from '../../../../src/features/contacts/components/ExtraInfo.tsx';
import { onSurface } from '../../../decorators.tsx';

const meta = {
  title: 'features/contacts/ExtraInfo',
  component: ExtraInfo,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ExtraInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pairs: Story = {
  args: {
    items: [
      { id: 1, name: 'Cidade', value: 'São Paulo' },
      { id: 2, name: 'Plano', value: 'Empresarial' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cidade')).toBeVisible();
    await expect(canvas.getByText('Empresarial')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma informação adicional.')).toBeVisible();
  },
};
