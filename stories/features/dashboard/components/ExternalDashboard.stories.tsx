import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalDashboard } from '../../../../src/features/dashboard/components/ExternalDashboard.tsx';

const meta = {
  title: 'features/dashboard/ExternalDashboard',
  component: ExternalDashboard,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
} satisfies Meta<typeof ExternalDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Company 47 (S2 §6): the embedded dashboard's frame; its address is not in the spec, so a placeholder. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Painel de análise externo' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Atd. Acontecendo' })).toBeNull();
  },
};
