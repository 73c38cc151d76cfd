import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Help } from '../../../src/api/schemas/s2.ts';
import { helpsView, HelpsIntro } from '../../../src/features/settings/helps.view.tsx';
import type { HelpValues } from '../../../src/session/entity/helps.entity.ts';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const helps: Help[] = [
  {
    id: 2,
    title: 'Conectando o WhatsApp',
    description: 'Como ler o QR code e manter a conexão ativa.',
    video: 'aqz-KE-bpKQ',
    link: '',
  },
  {
    id: 1,
    title: 'Primeiros passos',
    description: 'Conheça a tela de atendimentos.',
    video: 'M7lc1UVf-VE',
    link: '',
  },
  { id: 3, title: 'Sem vídeo ainda', description: '', video: '', link: '' },
];
const list = {
  items: helps,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onSubmit = fn();
const onEdit = fn();
const onDelete = fn();
const onClear = fn();

type Props = Omit<EntityPageProps<Help, HelpValues>, 'view'>;

/** The Ajuda tab as its binding draws it: the one entity screen from the helps view, its intro above the form. */
function HelpsPage(props: Props) {
  return <EntityPage {...props} view={helpsView} frame="tab" actionsAt="start" before={<HelpsIntro />} />;
}

const meta = {
  title: 'features/settings/HelpsPage',
  component: HelpsPage,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="bg-canvas p-4">{Story()}</div>],
  args: {
    list,
    search: '',
    extra: undefined,
    dialog: closedDialog,
    confirm: closedConfirm,
    intents: entityIntents<Help, HelpValues>({
      submit: onSubmit,
      edit: onEdit,
      askDelete: onDelete,
      close: onClear,
    }),
  } satisfies Props,
} satisfies Meta<typeof HelpsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S3 §2.7: the form (title, video code, description) above the table (#, title, description, video). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo vídeo de ajuda' })).toBeVisible();
    await expect(canvas.getByText('Vídeos mostrados a todos os usuários em Ajuda.')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Título',
      'Descrição',
      'Vídeo',
    ]);
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('Primeiros passos'));
    if (!row) throw new Error('no row');
    await expect(row).toHaveTextContent('M7lc1UVf-VE');
    await userEvent.click(within(row).getByRole('button', { name: 'Editar Primeiros passos' }));
    await expect(onEdit).toHaveBeenCalledWith(helps[1]);
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir Primeiros passos' }));
    await expect(onDelete).toHaveBeenCalledWith(helps[1]);
    // A help without a description or video shows '-' (the reference's table).
    const bare = canvas.getAllByRole('row').find((r) => r.textContent?.includes('Sem vídeo ainda'));
    await expect(bare).toHaveTextContent('Sem vídeo ainda--');
  },
};

/** A new help: the rules (title 3+, a description given 3+, a video code or a YouTube address) and what is sent. */
export const AddValidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Obrigatório')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Título')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Título'), 'Ab');
    await expect(await canvas.findByText('Mínimo de 3 caracteres')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Título'), 'rir um ticket');
    await userEvent.type(canvas.getByLabelText(/Código do Vídeo/), 'https://vimeo.com/1');
    await expect(await canvas.findByText(/Use o código do vídeo/)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Código do Vídeo/));
    await userEvent.type(canvas.getByLabelText(/Código do Vídeo/), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(canvas.getByLabelText('Descrição'), '  Passo a passo  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Abrir um ticket',
        video: 'dQw4w9WgXcQ',
        description: 'Passo a passo',
      }),
    );
  },
};

/** A row loaded into the form (S3 §2.7 'the edit icon loads it into the form'); 'Limpar' hands the clear out. */
export const Editing: Story = {
  args: { dialog: { ...closedDialog, open: true, editing: helps[1] ?? null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar vídeo de ajuda' })).toBeVisible();
    await expect(canvas.getByLabelText('Título')).toHaveValue('Primeiros passos');
    await expect(canvas.getByLabelText(/Código do Vídeo/)).toHaveValue('M7lc1UVf-VE');
    // The form only clears and saves: a help is deleted from its row.
    await expect(
      within(canvas.getByRole('form', { name: 'Editar vídeo de ajuda' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Limpar', 'Salvar']);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

/** Saving (the 400 ms wait or the call): Salvar is busy, the rows' buttons wait, what was typed stays. */
export const Busy: Story = {
  args: {
    dialog: {
      ...closedDialog,
      open: true,
      busy: true,
      values: { title: 'Abrir um ticket', video: 'dQw4w9WgXcQ', description: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await expect(canvas.getByLabelText('Título')).toHaveValue('Abrir um ticket');
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Salvar/ }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Editar Primeiros passos' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum vídeo de ajuda cadastrado.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar a lista de registros' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar a lista de registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** S3 §8: 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'. */
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: helps[1] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByText('Exclusão de Registro')).toBeVisible();
    await expect(within(dialog).getByText('Deseja realmente excluir esse registro?')).toBeVisible();
  },
};
