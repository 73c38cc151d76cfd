import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContactList } from '../../../src/api/schemas/s2.ts';
import type { ContactListFormValues } from '../../../src/features/contact-lists/components/contact-list-form.ts';
import {
  contactListsView,
  type ContactListsExtra,
} from '../../../src/features/contact-lists/contact-lists.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { entityIntents } from '../../support/entity.ts';

const lists: ContactList[] = [
  { id: 4, name: 'Base completa', contactsCount: 5000 },
  { id: 5, name: 'Fornecedores', contactsCount: 4 },
  { id: 3, name: 'Lista vazia', contactsCount: 0 },
];
const list = {
  items: lists,
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
const onExample = fn();

type Props = EntityPageProps<ContactList, ContactListFormValues, ContactListsExtra>;

/** The lists' screen as the one entity screen draws it from its view. */
function ContactListsPage(props: Props) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/contact-lists/ContactListsPage',
  component: ContactListsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    list,
    view: contactListsView,
    search: '',
    intents: entityIntents<ContactList, ContactListFormValues>({ askDelete: onDelete, submit: onSubmit }),
    extra: { onExample, exampleBusy: false },
    dialog: closed,
    confirm: { open: false, busy: false, record: null },
  } satisfies Props,
} satisfies Meta<typeof ContactListsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names, contact counts, and the row actions named by the list. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = canvas.getAllByRole('row').find((row) => row.textContent?.includes('Base completa'));
    if (!big) throw new Error('no row');
    await expect(within(big).getAllByRole('cell')[1]).toHaveTextContent('5000');
    await expect(
      within(big).getByRole('link', { name: 'Abrir contatos da lista Base completa' }),
    ).toHaveAttribute('href', '/contact-lists/4/contacts');
    await userEvent.click(within(big).getByRole('button', { name: 'Baixar planilha exemplo' }));
    await expect(onExample).toHaveBeenCalled();
    await userEvent.click(within(big).getByRole('button', { name: 'Excluir lista Base completa' }));
    await expect(onDelete).toHaveBeenCalledWith(lists[0]);
  },
};
export const Loading: Story = { args: { list: { ...list, items: [], status: 'pending' } } };
export const Empty: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma lista de contatos.')).toBeVisible();
  },
};
export const NothingFound: Story = { args: { list: { ...list, items: [] }, search: 'xyz' } };
export const Failed: Story = {
  args: { list: { ...list, items: [], status: 'error', error: 'Não foi possível carregar.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(list.onRetry).toHaveBeenCalled();
  },
};
export const MakingExample: Story = { args: { extra: { onExample, exampleBusy: true } } };

/** The add dialog: the spec's rule (2 to 50) before anything is sent. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'a');
    await expect(await within(dialog).findByText('Too Short!')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'cme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledWith({ name: 'acme' });
  },
};
export const EditDialogBusy: Story = {
  args: { dialog: { ...closed, open: true, editing: lists[1] ?? null, busy: true } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Fornecedores');
  },
};
export const ChangedElsewhere: Story = {
  args: { dialog: { ...closed, open: true, editing: lists[1] ?? null, changedElsewhere: true } },
};
export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: lists[1] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Excluir Fornecedores?' })).toBeVisible();
  },
};
