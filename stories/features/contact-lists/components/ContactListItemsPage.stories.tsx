import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContactListItem } from '../../../../src/api/schemas/s2.ts';
import {
  ContactListItemsPage,
  type ContactListItemsPageProps,
} from '../../../../src/features/contact-lists/components/ContactListItemsPage.tsx';
import type { ImportState } from '../../../../src/features/contact-lists/import/import-flow.ts';
import { dialogEntered } from '../../../support/dialog.ts';
import { entityIntents } from '../../../support/entity.ts';

const item = (
  id: number,
  name: string,
  number: string,
  isWhatsappValid: boolean | null,
  email = '',
): ContactListItem => ({
  id,
  name,
  number,
  email,
  isWhatsappValid,
  contactListId: 5,
});
const items = [
  item(1, 'Distribuidora Sol', '5521988887777', true, 'vendas@sol.com.br'),
  item(2, 'Gráfica Rápida', '5531977776666', null),
  item(3, 'Transportes Lima', '21955554444', false),
];
const list = {
  items,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const closed = { open: false, editing: null, values: null, busy: false, changedElsewhere: false };
const onSubmit = fn();
const onConfirmImport = fn();
const onExample = fn();
const file = new File([new Uint8Array(48_000)], 'fornecedores.xlsx');
const reading = {
  ok: true as const,
  rows: 1250,
  preview: [
    { row: 2, name: 'Atacado Leste', number: '5511977776666', email: 'leste@x.com' },
    { row: 3, name: 'Sem Telefone', number: '', email: '' },
    { row: 4, name: 'Depósito Oeste', number: '1133332222', email: '' },
  ],
  missingNumber: [3, 17, 40, 41, 52, 60, 77, 80, 99, 120],
  missingCount: 14,
};
const importState = (state: ImportState) => ({
  state,
  onConfirm: onConfirmImport,
  onCancel: fn(),
  onExample,
});

const meta = {
  title: 'features/contact-lists/ContactListItemsPage',
  component: ContactListItemsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    listName: 'Fornecedores',
    titleFailed: false,
    onRetryTitle: fn(),
    list,
    search: '',
    intents: entityIntents({ submit: onSubmit }),
    dialog: closed,
    confirm: { open: false, busy: false, record: null },
    onChooseFile: fn(),
    importDialog: importState({ step: 'idle' }),
  } satisfies ContactListItemsPageProps,
} satisfies Meta<typeof ContactListItemsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list's name as title; each contact's WhatsApp validity as a named icon. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fornecedores' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Número válido no WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Validando o número no WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Número inválido no WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Listas' })).toHaveAttribute('href', '/contact-lists');
  },
};
export const Loading: Story = { args: { listName: null, list: { ...list, items: [], status: 'pending' } } };
export const Empty: Story = { args: { list: { ...list, items: [] } } };
export const NothingFound: Story = { args: { list: { ...list, items: [] }, search: 'zzz' } };
export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar.' } },
};
export const TitleFailed: Story = {
  args: { listName: null, titleFailed: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryTitle).toHaveBeenCalled();
  },
};

/** The add dialog: name 2 to 50, number 8 to 50 (placeholder 5513912344321), email valid. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByLabelText('Número')).toHaveAttribute('placeholder', '5513912344321');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Oficina');
    await userEvent.type(within(dialog).getByLabelText('Número'), '123');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'x@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Too Short!')).toBeVisible();
    await expect(await within(dialog).findByText('Invalid email')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
export const EditDialog: Story = { args: { dialog: { ...closed, open: true, editing: items[0] ?? null } } };
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: items[2] ?? null } },
};

export const ImportReading: Story = {
  args: { importDialog: importState({ step: 'reading', file }) },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('Lendo a planilha…')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  },
};
/** The confirmation: row count, first rows, the rows without a number, the example link. */
export const ImportConfirm: Story = {
  args: { importDialog: importState({ step: 'confirm', file, reading }) },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('1.250 linhas de contato')).toBeVisible();
    await expect(within(dialog).getByRole('table', { name: 'Primeiras linhas da planilha' })).toBeVisible();
    await expect(within(dialog).getByText(/Sem número: linhas 3, 17, .* 120 e mais 4\./)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Clique aqui para baixar planilha exemplo.' }),
    );
    await expect(onExample).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await expect(onConfirmImport).toHaveBeenCalled();
  },
};
export const ImportSending: Story = {
  args: { importDialog: importState({ step: 'sending', file, reading }) },
};
const refused = (
  reason: Extract<ImportState, { step: 'refused' }>['reason'],
  name = 'contatos.xlsx',
): Story => ({
  args: { importDialog: importState({ step: 'refused', file: new File(['x'], name), reason }) },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível importar');
    await expect(within(dialog).queryByRole('button', { name: 'Importar' })).toBeNull();
  },
});
export const ImportWrongType = refused('wrongType', 'contatos.csv');
export const ImportTooBig = refused('tooBig');
export const ImportMalformed = refused('malformed');
export const ImportEmpty = refused('empty');
export const ImportNoColumns = refused('noColumns');
