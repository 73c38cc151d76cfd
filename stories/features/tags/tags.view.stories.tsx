import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Tag } from '../../../src/api/schemas/tag.schema.ts';
import type { TagFormValues } from '../../../src/features/tags/components/tag-form.ts';
import { tagsView } from '../../../src/features/tags/tags.view.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';

const tags: Tag[] = [
  { id: 1, name: 'VIP', color: '#e53935', ticketsCount: 12 },
  { id: 2, name: 'Orçamento', color: '#fb8c00', ticketsCount: 3 },
  { id: 3, name: 'Novo cliente', color: '#bbdefb', ticketsCount: 0 },
];
const list = {
  items: tags,
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
const intents = {
  search: fn(),
  add: fn(),
  edit: fn(),
  close: fn(),
  submit: onSubmit,
  askDelete: onDelete,
  confirmDelete: fn(),
  cancelDelete: fn(),
};

/** The tags screen as the one entity screen draws it from the tags view. */
function TagsPage(props: EntityPageProps<Tag, TagFormValues>) {
  return <EntityPage {...props} />;
}

const meta = {
  title: 'features/tags/TagsPage',
  component: TagsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    view: tagsView,
    list,
    search: '',
    intents,
    extra: undefined,
    dialog: closed,
    confirm: { open: false, busy: false, record: null },
  } satisfies EntityPageProps<Tag, TagFormValues>,
} satisfies Meta<typeof TagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Coloured chips, their ticket counts, edit and delete named by the tag. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tags' })).toBeVisible();
    const vip = canvas.getAllByRole('row').find((row) => row.textContent?.includes('VIP'));
    if (!vip) throw new Error('no VIP row');
    await expect(within(vip).getAllByRole('cell')[1]).toHaveTextContent('12');
    await userEvent.click(within(vip).getByRole('button', { name: 'Excluir tag VIP' }));
    await expect(onDelete).toHaveBeenCalledWith(tags[0]);
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

/** The add dialog: the spec's rule before anything is sent, then name and a palette colour. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByText('Obrigatório')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Garantia');
    await userEvent.click(within(dialog).getByRole('radio', { name: '#43a047' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(onSubmit).toHaveBeenCalledWith({ name: 'Garantia', color: '#43a047' });
  },
};

/** A colour code that is not #RRGGBB is refused with a message; an alpha pair cannot be typed (7 characters). */
export const BadHex: Story = {
  args: { dialog: { ...closed, open: true, editing: tags[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    const hex = within(dialog).getByLabelText('Código da cor');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#e5393580');
    await expect(hex).toHaveValue('#e53935');
    await userEvent.clear(hex);
    await userEvent.type(hex, 'e53935');
    await userEvent.tab();
    await expect(await within(dialog).findByText('Use uma cor no formato #RRGGBB.')).toBeVisible();
  },
};

/** Saving: the button is busy and a second press sends nothing more. */
export const Saving: Story = {
  args: { dialog: { ...closed, open: true, editing: tags[1] ?? null, busy: true } },
};

/** The tag changed elsewhere while open: said, and what was typed stays. */
export const ChangedElsewhere: Story = {
  args: {
    dialog: {
      ...closed,
      open: true,
      editing: tags[0] ?? null,
      values: { name: 'VIP Ouro', color: '#e53935' },
      changedElsewhere: true,
    },
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('alterado em outro lugar');
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('VIP Ouro');
  },
};

export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: tags[0] ?? null } },
};
export const Deleting: Story = { args: { confirm: { open: true, busy: true, record: tags[0] ?? null } } };
