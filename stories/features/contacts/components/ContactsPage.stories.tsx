import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Contact } from '../../../../src/api/schemas/contact.schema.ts';
import {
  ContactDialog,
  emptyContactValues,
} from '../../../../src/features/contacts/components/ContactDialog.tsx';
import {
  ContactsPage,
  type ContactsPageProps,
} from '../../../../src/features/contacts/components/ContactsPage.tsx';
import { dialogEntered } from '../../../support/dialog.ts';
import { entityIntents } from '../../../support/entity.ts';

const contact = (id: number, name: string, number: string, email = ''): Contact => ({
  id,
  name,
  number,
  email,
  profilePicUrl: '',
  isGroup: false,
  extraInfo: [],
});
const contacts: Contact[] = [
  contact(1, 'Ana Souza', '5511955550001', 'ana.souza@exemplo.com.br'),
  contact(2, 'Bruno Lima', '5521955550002'),
  contact(3, 'Carla Dias', '5531955550003', 'carla@exemplo.com.br'),
];
const list = {
  items: contacts,
  status: 'success' as const,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  moreError: false,
  onRetryMore: fn(),
  onScrolled: fn(),
};
const onDelete = fn();
const onStartTicket = fn();
const onSubmit = fn();

const meta = {
  title: 'features/contacts/ContactsPage',
  component: ContactsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    list,
    search: '',
    onImport: fn(),
    extra: { onStartTicket },
    intents: entityIntents({ askDelete: onDelete }),
    permissions: { delete: true },
    dialog: { open: false, editing: null, values: null, busy: false, changedElsewhere: false },
    formDialog: null,
    confirm: { open: false, busy: false, record: null },
    importing: { open: false, busy: false },
    onConfirmImport: fn(),
    onCancelImport: fn(),
  } satisfies ContactsPageProps,
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Avatar, name, number, email; start ticket, edit and delete named by the contact. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contatos' })).toBeVisible();
    const ana = canvas.getAllByRole('row').find((row) => row.textContent?.includes('Ana Souza'));
    if (!ana) throw new Error('no Ana row');
    await expect(within(ana).getAllByRole('cell')[2]).toHaveTextContent('5511955550001');
    await userEvent.click(within(ana).getByRole('button', { name: 'Iniciar atendimento com Ana Souza' }));
    await expect(onStartTicket).toHaveBeenCalledWith(contacts[0]);
    await userEvent.click(within(ana).getByRole('button', { name: 'Excluir contato Ana Souza' }));
    await expect(onDelete).toHaveBeenCalledWith(contacts[0]);
  },
};
/** S2 §6: without contacts-page:deleteContact there is no delete button. */
export const WithoutDeletePermission: Story = {
  args: { permissions: { delete: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Editar contato Ana Souza' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Excluir contato/ })).toBeNull();
  },
};
export const Loading: Story = { args: { list: { ...list, items: [], status: 'pending' } } };
export const Empty: Story = { args: { list: { ...list, items: [] } } };
export const NothingFound: Story = { args: { list: { ...list, items: [] }, search: 'xyz' } };
export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};
export const LoadingMore: Story = { args: { list: { ...list, hasMore: true, loadingMore: true } } };

/** 10,000 contacts: the table virtualises, the page stays under 2,000 DOM nodes. */
export const TenThousand: Story = {
  args: {
    list: {
      ...list,
      items: Array.from({ length: 10_000 }, (_, i) =>
        contact(i + 1, `Contato ${i + 1}`, `55119${String(i).padStart(8, '0')}`),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThanOrEqual(2000);
  },
};

/** The add dialog: the spec's rule before anything is sent. */
export const AddDialog: Story = {
  args: {
    formDialog: (
      <ContactDialog
        open
        mode="add"
        initialValues={emptyContactValues}
        submitting={false}
        onSubmit={onSubmit}
        onClose={fn()}
      />
    ),
  },
  play: async () => {
    const dialog = await dialogEntered();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Required')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
/** Edit, the contact changed elsewhere while open: the note, what was typed kept. */
export const ChangedElsewhere: Story = {
  args: {
    formDialog: (
      <ContactDialog
        open
        mode="edit"
        initialValues={{ ...emptyContactValues, name: 'Ana Souza', number: '5511955550001' }}
        submitting={false}
        changedElsewhere
        onSubmit={onSubmit}
        onClose={fn()}
      />
    ),
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('alterado em outro lugar');
  },
};
export const Saving: Story = {
  args: {
    formDialog: (
      <ContactDialog
        open
        mode="edit"
        initialValues={{ ...emptyContactValues, name: 'Ana Souza' }}
        submitting
        onSubmit={onSubmit}
        onClose={fn()}
      />
    ),
  },
};
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: contacts[0] ?? null } },
};
export const ConfirmImport: Story = { args: { importing: { open: true, busy: false } } };
