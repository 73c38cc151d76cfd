import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AuthLayout } from '../../../../src/features/auth/components/AuthLayout.tsx';
import { CreateCompanyForm } from '../../../../src/features/auth/components/CreateCompanyForm.tsx';
import { dark } from '../../../decorators.tsx';
import { plans } from '../../../fixtures.ts';

const meta = {
  title: 'features/auth/CreateCompanyForm',
  component: CreateCompanyForm,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <AuthLayout title="Cadastrar Empresa" year={2026}>
        <Story />
      </AuthLayout>
    ),
  ],
  args: { plans, onSubmit: fn(), submitting: false },
} satisfies Meta<typeof CreateCompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlanFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Plano/ })).toBeVisible();
    await expect(canvas.queryByLabelText('Nome da Empresa')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Token')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  },
};

/** The fields fade in (auto-animate): the accessibility check must see them at full opacity. */
async function animationsSettled(): Promise<void> {
  await waitFor(() =>
    expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0),
  );
}

export const FieldsAfterPlan: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Plano/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Básico' }));
    await userEvent.type(await canvas.findByLabelText('Nome da Empresa'), 'Loja Central');
    await userEvent.type(canvas.getByLabelText('Token'), 'tok-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ planId: 1, name: 'Loja Central', token: 'tok-123' }),
    );
    await animationsSettled();
  },
};

export const Dark: Story = {
  globals: dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Plano/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Empresarial' }));
    await canvas.findByLabelText('Token');
    await animationsSettled();
  },
};
