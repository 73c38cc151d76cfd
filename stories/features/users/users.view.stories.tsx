import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { User } from '../../../src/api/schemas/user.schema.ts';
import type { UserFormValues } from '../../../src/features/users/components/user-form.ts';
import { UsersForbidden, usersView } from '../../../src/features/users/users.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { closedConfirm, closedDialog, entityIntents } from '../../support/entity.ts';

const base = {
  companyId: 1,
  super: false,
  queues: [],
  whatsappId: null,
  allTicket: 'disable',
  online: false,
};
const users: User[] = [
  { ...base, id: 3, name: 'Carla Atendente', email: 'atendente@demo.com', profile: 'user' },
  { ...base, id: 2, name: 'Paula Gestora', email: 'gestor@demo.com', profile: 'admin' },
  { ...base, id: 1, name: 'Admin', email: 'admin@admin.com', profile: 'admin' },
];
const list = {
  items: users,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onEdit = fn();
const onDelete = fn();
const onSearch = fn();
const onConfirmDelete = fn();

/** The users screen as the one entity screen draws it (its own user dialog is bound by the screen). */
function UsersPage(props: EntityPageProps<User, UserFormValues>) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/users/UsersPage',
  component: UsersPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: usersView,
    list,
    search: '',
    intents: entityIntents<User, UserFormValues>({
      search: onSearch,
      edit: onEdit,
      askDelete: onDelete,
      confirmDelete: onConfirmDelete,
    }),
    extra: undefined,
    dialog: closedDialog,
    confirm: closedConfirm,
    formDialog: null,
  } satisfies EntityPageProps<User, UserFormValues>,
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(root: HTMLElement, name: string): HTMLElement {
  const row = within(root)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no ${name} row`);
  return row;
}

/** S3 §2.3: Name, Email, Profile, Actions; edit and delete per row; the search box. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Usuários' })).toBeVisible();
    const headers = within(canvas.getByRole('table', { name: 'Usuários' })).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual(['Nome', 'Email', 'Perfil', 'Ações']);
    const carla = rowOf(canvasElement, 'Carla Atendente');
    await expect(within(carla).getByText('atendente@demo.com')).toBeVisible();
    await expect(within(carla).getByText('User')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Paula Gestora')).getByText('Admin')).toBeVisible();
    await userEvent.click(within(carla).getByRole('button', { name: 'Editar Carla Atendente' }));
    await expect(onEdit).toHaveBeenCalledWith(users[0]);
    await userEvent.click(within(carla).getByRole('button', { name: 'Excluir Carla Atendente' }));
    await expect(onDelete).toHaveBeenCalledWith(users[0]);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'p');
    await expect(onSearch).toHaveBeenCalledWith('p');
  },
};

export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Adicionar usuário' })).toBeVisible();
    await expect(canvas.queryByText('Carla Atendente')).toBeNull();
  },
};

export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum usuário cadastrado.')).toBeVisible();
    await expect(canvas.getByText('Adicione os usuários que atendem pela empresa.')).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { list: { ...list, items: [] }, search: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum usuário encontrado.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar a lista de registros' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('Não foi possível carregar a lista de registros'))[0],
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};

/** More pages below (S3 §2.3 infinite scroll): the next page is loading at the end of the table. */
export const LoadingMore: Story = {
  args: { list: { ...list, hasMore: true, loadingMore: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Admin', { selector: 'span' })).toBeVisible();
  },
};

/** S3 §8: 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'. */
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: users[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Exclusão de Registro' })).toBeVisible();
    await expect(within(dialog).getByText(/Deseja realmente excluir esse registro\?/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(onConfirmDelete).toHaveBeenCalled();
  },
};

/** Deleting: the confirmation is busy and takes no second press. */
export const Deleting: Story = {
  args: { confirm: { open: true, busy: true, record: users[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** S3 §6: a user profile typing /users is told why, and sees no list. */
export const Forbidden: StoryObj<typeof UsersForbidden> = {
  render: () => <UsersForbidden />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Somente administradores podem gerenciar os usuários.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
