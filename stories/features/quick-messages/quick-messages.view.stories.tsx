import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QuickMessage } from '../../../src/api/schemas/quick-message.schema.ts';
import type { QuickMessageFormValues } from '../../../src/features/quick-messages/components/quick-message-form.ts';
import { quickMessagesView } from '../../../src/features/quick-messages/quick-messages.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, entityIntents } from '../../support/entity.ts';

const messages: QuickMessage[] = [
  { id: 1, shortcode: 'bomdia', message: 'Bom dia! Como posso ajudar?' },
  { id: 2, shortcode: 'pix', message: 'Nossa chave PIX é o CNPJ 12.345.678/0001-90.' },
  { id: 3, shortcode: 'horario', message: 'Atendemos de segunda a sexta, das 8h às 18h.' },
];
const list = {
  items: messages,
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
const onDelete = fn();
const onEdit = fn();

/** The quick messages screen as the one entity screen draws it from its view. */
function QuickMessagesPage(props: EntityPageProps<QuickMessage, QuickMessageFormValues>) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/quick-messages/QuickMessagesPage',
  component: QuickMessagesPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: quickMessagesView,
    list,
    search: '',
    intents: entityIntents<QuickMessage, QuickMessageFormValues>({
      edit: onEdit,
      askDelete: onDelete,
      submit: onSubmit,
    }),
    extra: undefined,
    dialog: closed,
    confirm: closedConfirm,
  } satisfies EntityPageProps<QuickMessage, QuickMessageFormValues>,
} satisfies Meta<typeof QuickMessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shortcut with its slash, the whole message as tooltip, edit and delete named by the shortcut. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Respostas Rápidas' })).toBeVisible();
    const pix = canvas.getAllByRole('row').find((row) => row.textContent?.includes('/pix'));
    if (!pix) throw new Error('no /pix row');
    const cells = within(pix).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('/pix');
    await expect(within(pix).getByText(messages[1]?.message ?? '')).toHaveAttribute(
      'title',
      messages[1]?.message,
    );
    await userEvent.click(within(pix).getByRole('button', { name: 'Editar a resposta rápida pix' }));
    await expect(onEdit).toHaveBeenCalledWith(messages[1]);
    await userEvent.click(within(pix).getByRole('button', { name: 'Excluir a resposta rápida pix' }));
    await expect(onDelete).toHaveBeenCalledWith(messages[1]);
  },
};
export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('/pix')).toBeNull();
    await expect(within(canvasElement).queryByText('Nenhuma resposta rápida.')).toBeNull();
  },
};
export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma resposta rápida.')).toBeVisible();
  },
};
export const NothingFound: Story = {
  args: { list: { ...list, items: [] }, search: 'xyz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum atalho corresponde à pesquisa.')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Network Error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Network Error')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** The add dialog: the spec's rules (shortcode 3 to 50, message 3 to 500) before anything is sent. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Mensagem Rápida' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect((await within(dialog).findAllByText('Required')).length).toBe(2);
    await userEvent.type(within(dialog).getByLabelText('Atalho'), 'ab');
    await expect(await within(dialog).findByText('Too Short!')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Atalho'), 'c');
    await userEvent.type(within(dialog).getByLabelText('Resposta'), 'Olá!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(onSubmit).toHaveBeenCalledWith({ shortcode: 'abc', message: 'Olá!' });
  },
};
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: messages[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Excluir Registro' })).toBeVisible();
  },
};
