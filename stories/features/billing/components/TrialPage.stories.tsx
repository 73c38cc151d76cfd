import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrialPage, type TrialPageProps } from '../../../../src/features/billing/components/TrialPage.tsx';

const onSubscribe = fn();
const company = {
  status: 'success' as const,
  onRetry: fn(),
  daysLeft: 3,
  email: 'contato@atendedemo.com.br',
};

const meta = {
  title: 'features/billing/TrialPage',
  component: TrialPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { company, onSubscribe } satisfies TrialPageProps,
} satisfies Meta<typeof TrialPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S3 §2.12: the days left, the billing email, 'Assine Agora!'. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Assinatura' })).toBeVisible();
    await expect(canvas.getByLabelText('Período de teste')).toHaveValue(
      'Seu período de teste termina em 3 dias!',
    );
    await expect(canvas.getByLabelText('Email de cobrança')).toHaveValue('contato@atendedemo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Assine Agora!' }));
    await expect(onSubscribe).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { company: { ...company, status: 'pending' } } };
export const Failed: Story = {
  args: { company: { ...company, status: 'error', error: 'Falhou.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(company.onRetry).toHaveBeenCalled();
  },
};
