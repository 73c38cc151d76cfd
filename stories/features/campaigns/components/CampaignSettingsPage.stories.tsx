import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  CampaignSettingsPage,
  type CampaignSettingsPageProps,
} from '../../../../src/features/campaigns/components/CampaignSettingsPage.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const read = { status: 'success' as const, onRetry: fn() };
const settings = {
  messageInterval: 5,
  longerIntervalAfter: 10,
  greaterInterval: 20,
  variables: [{ key: 'loja', value: 'Loja Centro' }],
};
const onSave = fn();

const meta = {
  title: 'features/campaigns/CampaignSettingsPage',
  component: CampaignSettingsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[720px] bg-canvas">{Story()}</div>],
  args: { settings, read, saving: false, onSave } satisfies CampaignSettingsPageProps,
} satisfies Meta<typeof CampaignSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company's settings: a select changed, a taken key refused, a variable added and one deleted, then saved whole.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Intervalo Randômico de Disparo/ })).toHaveTextContent(
      '5 segundos',
    );
    await expect(canvas.getByRole('button', { name: /^Intervalo Maior Após/ })).toHaveTextContent(
      '10 mensagens',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Intervalo Maior Após/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Não definido',
      '5 mensagens',
      '10 mensagens',
      '15 mensagens',
      '60 mensagens',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '60 mensagens' }));
    await expect(canvas.getByText('{loja}')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Variável' }));
    const dialog = within(await dialogEntered());
    await userEvent.type(dialog.getByLabelText('Atalho'), 'loja');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(dialog.getByText('Já existe uma variável com este atalho.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Atalho'));
    await userEvent.type(dialog.getByLabelText('Atalho'), 'cupom');
    await userEvent.type(dialog.getByLabelText('Conteúdo'), 'NATAL10');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(await canvas.findByText('{cupom}')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir a variável loja' }));
    await expect(canvas.queryByText('{loja}')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Configurações' }));
    await expect(onSave).toHaveBeenCalledWith({
      messageInterval: 5,
      longerIntervalAfter: 60,
      greaterInterval: 20,
      variables: [{ key: 'cupom', value: 'NATAL10' }],
    });
  },
};

/** No rows yet: the spec's defaults (120 s, after 60 messages, 180 s), no variables. */
export const Defaults: Story = {
  args: { settings: { messageInterval: 120, longerIntervalAfter: 60, greaterInterval: 180, variables: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Intervalo Randômico de Disparo/ })).toHaveTextContent(
      '120 segundos',
    );
    await expect(canvas.getByRole('button', { name: /^Intervalo de Disparo Maior/ })).toHaveTextContent(
      '180 segundos',
    );
    await expect(canvas.getByText('Nenhuma variável cadastrada.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Salvar Configurações/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { settings: null, read: { ...read, status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Salvar Configurações' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { settings: null, read: { status: 'error', error: 'Network Error', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Network Error')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.read.onRetry).toHaveBeenCalled();
  },
};
