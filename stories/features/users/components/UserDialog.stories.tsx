import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UserDialog, type UserDialogProps } from '../../../../src/features/users/components/UserDialog.tsx';
import { emptyUserValues } from '../../../../src/features/users/components/user-form.ts';
import { dialogEntered } from '../../../support/dialog.ts';

const onSubmit = fn();
const onRetry = fn();

const meta = {
  title: 'features/users/UserDialog',
  component: UserDialog,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    open: true,
    mode: 'add',
    initialValues: emptyUserValues(),
    busy: false,
    changedElsewhere: false,
    permissions: { editProfile: true, editQueues: true },
    queues: [
      { id: 1, name: 'Suporte', color: '#7c7c7c' },
      { id: 2, name: 'Vendas', color: '#2e7d32' },
      { id: 3, name: 'Financeiro', color: '#1565c0' },
    ],
    connections: [
      { id: 1, name: 'Atende Demo - Principal' },
      { id: 2, name: 'Atende Demo - Suporte' },
    ],
    onSubmit,
    onClose: fn(),
  } satisfies UserDialogProps,
} satisfies Meta<typeof UserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S3 §5: name 2–50, password 5–50 when given, a valid email; nothing is sent until they hold. */
export const AddWithTheRules: Story = {
  play: async () => {
    const dialog = await dialogEntered();
    const form = within(dialog);
    await expect(form.getByRole('heading', { name: 'Adicionar usuário' })).toBeVisible();
    await userEvent.type(form.getByLabelText('Nome'), 'R');
    await userEvent.type(form.getByLabelText('Senha', { selector: 'input' }), '123');
    await userEvent.type(form.getByLabelText('Email'), 'rita');
    await userEvent.click(form.getByRole('button', { name: 'Adicionar' }));
    await expect(await form.findAllByText('Too Short!')).toHaveLength(2);
    await expect(form.getByText('Invalid email')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('Nome'), 'ita');
    await userEvent.clear(form.getByLabelText('Senha', { selector: 'input' }));
    await userEvent.type(form.getByLabelText('Email'), '@demo.com');
    await userEvent.click(form.getByRole('button', { name: 'Adicionar' }));
    // The password is optional: left empty, it is not a rule broken.
    await expect(onSubmit).toHaveBeenCalledWith({
      name: 'Rita',
      email: 'rita@demo.com',
      password: '',
      profile: 'user',
      queueIds: [],
      whatsappId: null,
    });
  },
};

/** S3 §2.3: 'all' selects every queue, and pressed again clears them; the default connection is one of the company's. */
export const QueuesAllAndConnection: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...emptyUserValues(), name: 'Carla', email: 'carla@demo.com', queueIds: [1] },
  },
  play: async () => {
    const dialog = await dialogEntered();
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: /Filas/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas' }));
    for (const name of ['Suporte', 'Vendas', 'Financeiro'])
      await expect(screen.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Todas' }));
    await expect(screen.getByRole('option', { name: 'Suporte' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('option', { name: 'Vendas' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(form.getByRole('button', { name: /Conexão Padrão/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Atende Demo - Suporte' }));
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    await expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ queueIds: [2], whatsappId: 2 }));
  },
};

/** Without 'user-modal:editProfile' and 'user-modal:editQueues' (S3 §2.3): no profile, connection or queue select. */
export const WithoutPermissions: Story = {
  args: { permissions: { editProfile: false, editQueues: false } },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByLabelText('Nome')).toBeVisible();
    await expect(form.queryByRole('button', { name: /Perfil/ })).toBeNull();
    await expect(form.queryByRole('button', { name: /Filas/ })).toBeNull();
    await expect(form.queryByRole('button', { name: /Conexão Padrão/ })).toBeNull();
  },
};

/** Edit: the user is read first (GET /users/:id); the form waits for it. */
export const Reading: Story = {
  args: { mode: 'edit', load: { status: 'pending', onRetry } },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByRole('status')).toHaveTextContent('Carregando');
    await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

export const ReadFailed: Story = {
  args: { mode: 'edit', load: { status: 'error', error: 'Nenhum usuário encontrado com este ID.', onRetry } },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByText('Nenhum usuário encontrado com este ID.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Tentar novamente' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Saving: the submit is busy, cancel waits for the answer. */
export const Saving: Story = {
  args: {
    mode: 'edit',
    busy: true,
    initialValues: { ...emptyUserValues(), name: 'Carla', email: 'carla@demo.com' },
  },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** The user changed elsewhere while open: said, and what was typed stays. */
export const ChangedElsewhere: Story = {
  args: {
    mode: 'edit',
    changedElsewhere: true,
    initialValues: { ...emptyUserValues(), name: 'Carla', email: 'carla@demo.com' },
  },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByRole('status')).toHaveTextContent('alterado em outro lugar');
    await expect(form.getByLabelText('Nome')).toHaveValue('Carla');
  },
};

/** The company's queues could not be read: the select gives way to what failed and a retry. */
export const QueuesFailed: Story = {
  args: {
    queues: [],
    queuesLoad: { status: 'error', error: 'An error occurred!', onRetry },
  },
  play: async () => {
    const form = within(await dialogEntered());
    await expect(form.getByText(/não foi possível carregar/)).toBeVisible();
  },
};
