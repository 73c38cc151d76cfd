import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CampaignDialog,
  type CampaignDialogProps,
} from '../../../../src/features/campaigns/components/CampaignDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';
import { cancelada, emAndamento, finalizada, inativa } from '../fixtures.ts';

const everything = { edit: true, saveMessages: true, cancel: false, restart: false };
const onSubmit = fn();
const onCancelCampaign = fn();
const onRestartCampaign = fn();

const meta = {
  title: 'features/campaigns/CampaignDialog',
  component: CampaignDialog,
  parameters: { a11y: { test: 'error' } },
  args: {
    open: true,
    editing: null,
    values: null,
    busy: false,
    changedElsewhere: false,
    offers: everything,
    commandBusy: false,
    contactLists: [
      { value: '1', label: 'Clientes VIP' },
      { value: '2', label: 'Leads de Março' },
    ],
    connections: [{ value: '1', label: 'Atende Demo - Principal' }],
    variables: ['loja'],
    onSubmit,
    onClose: fn(),
    onCancelCampaign,
    onRestartCampaign,
  } satisfies CampaignDialogProps,
} satisfies Meta<typeof CampaignDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new campaign: the name rule (S2 §5), the variables helper, then a save with empty texts as the form holds them. */
export const New: Story = {
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('heading', { name: 'Nova Campanha' })).toBeVisible();
    await expect(dialog.getByText('Use variáveis como {nome}, {numero}, {email}, {loja}')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Nome'), 'A');
    await expect(await dialog.findByText('Too Short!')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Nome'), 'niversário');
    await userEvent.type(dialog.getByLabelText('Mensagem 1'), 'Feliz aniversário!');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({
          name: 'Aniversário',
          messages: ['Feliz aniversário!', '', '', '', ''],
        }),
        file: null,
        removeMedia: false,
      }),
    );
  },
};

/** Confirmation on: each message tab gets its confirmation message beside it. */
export const WithConfirmation: Story = {
  args: { editing: inativa },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('heading', { name: 'Editar Campanha' })).toBeVisible();
    await expect(dialog.queryByLabelText('Mensagem de Confirmação 1')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /^Confirmação/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Habilitada' }));
    await expect(dialog.getByLabelText('Mensagem de Confirmação 1')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Msg. 3' }));
    await expect(dialog.getByLabelText('Mensagem de Confirmação 3')).toBeVisible();
  },
};

/** FINALIZADA: read-only — the title says so, nothing can change, no save, no attach; typing changes nothing. */
export const ReadOnly: Story = {
  args: {
    editing: finalizada,
    offers: { edit: false, saveMessages: false, cancel: false, restart: false },
  },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('heading', { name: 'Apenas Visualização' })).toBeVisible();
    await expect(dialog.getByLabelText('Nome')).toBeDisabled();
    await expect(dialog.getByLabelText('Mensagem 1')).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Nome'), 'xyz');
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Campanha de Março');
    await expect(dialog.queryByRole('button', { name: 'Atualizar' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Anexar Arquivo' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /Remover o anexo/ })).toBeNull();
    await expect(dialog.getByTestId('campaign-attachment')).toHaveTextContent('campanha-marco.png');
  },
};

/** CANCELADA: read-only but for the messages and save (S2 §4); 'Reiniciar Disparos' restarts it. */
export const Cancelled: Story = {
  args: { editing: cancelada, offers: { edit: false, saveMessages: true, cancel: false, restart: true } },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('heading', { name: 'Apenas Visualização' })).toBeVisible();
    await expect(dialog.getByLabelText('Nome')).toBeDisabled();
    await expect(dialog.getByLabelText('Mensagem 1')).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reiniciar Disparos' }));
    await expect(onRestartCampaign).toHaveBeenCalled();
  },
};

/** EM_ANDAMENTO: read-only with 'Cancelar Disparos'; busy while the cancel runs. */
export const Running: Story = {
  args: { editing: emAndamento, offers: { edit: false, saveMessages: false, cancel: true, restart: false } },
  play: async () => {
    const dialog = within(await dialogEntered());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar Disparos' }));
    await expect(onCancelCampaign).toHaveBeenCalled();
  },
};
export const CommandBusy: Story = {
  args: {
    editing: emAndamento,
    offers: { edit: false, saveMessages: false, cancel: true, restart: false },
    commandBusy: true,
  },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('button', { name: /Cancelar Disparos/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Saving: the save is busy and the dialog cannot be closed under it. */
export const Saving: Story = {
  args: { editing: inativa, busy: true },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('button', { name: /Atualizar/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getAllByRole('button', { name: 'Fechar' }).at(-1)).toBeDisabled();
  },
};

/** Changed elsewhere while open: said above the form, what was typed stays. */
export const ChangedElsewhere: Story = {
  args: { editing: inativa, changedElsewhere: true },
  play: async () => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('status')).toBeVisible();
  },
};

/** The contact lists could not be read: the select gives way to what failed and a retry (never a silent 'Nenhuma'). */
export const ListsFailed: Story = {
  args: { contactListsLoad: { status: 'error', error: 'Internal server error', onRetry: fn() } },
  play: async ({ args }) => {
    const dialog = within(await dialogEntered());
    await expect(dialog.getByRole('alert')).toHaveTextContent(/Lista de Contato/);
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.contactListsLoad?.onRetry).toHaveBeenCalled();
  },
};

/** An attachment of a type WhatsApp does not send is refused before upload. */
export const MediaRefused: Story = {
  play: async () => {
    const dialog = within(await dialogEntered());
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'nota.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    await expect(dialog.getByRole('alert')).toHaveTextContent('Tipo de arquivo não permitido.');
  },
};
