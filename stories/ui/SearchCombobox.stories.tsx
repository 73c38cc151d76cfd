import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SearchCombobox, type SearchComboboxProps } from '../../src/ui/SearchCombobox.tsx';
import { dark } from '../decorators.tsx';

interface Contact {
  id: number;
  name: string;
  number: string;
}

const maria: Contact = { id: 1, name: 'Maria Souza', number: '5511999990001' };
const mariana: Contact = { id: 2, name: 'Mariana Lima', number: '5511999990002' };
const marcos: Contact = { id: 3, name: 'Marcos Dias', number: '5521988887777' };

const LABEL = 'Digite para pesquisar o contato';
const HINT = 'Digite pelo menos 3 caracteres';

type Props = SearchComboboxProps<Contact> & {
  /** 'Adicionar {name}' with what is typed, as NewTicketDialog builds it. */
  createLabelFor?: (query: string) => string;
};

/**
 * The caller's side, as the new-ticket dialog does it: it keeps what is typed and what is chosen. The search itself
 * (options and status) is what the story gives: this component only shows it.
 */
function ContactSearch({ createLabelFor, ...props }: Props) {
  const [query, setQuery] = useState(props.query);
  const [value, setValue] = useState(props.value);
  return (
    <SearchCombobox<Contact>
      {...props}
      {...(createLabelFor ? { createLabel: createLabelFor(query.trim()) } : {})}
      query={query}
      value={value}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/SearchCombobox',
  component: ContactSearch,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // The list opens under the input: room below it.
    (Story) => (
      <div className="min-h-96 bg-surface-muted p-6">
        <div className="max-w-md rounded-xl border border-line bg-surface p-4">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    label: LABEL,
    hint: HINT,
    value: null,
    onChange: fn(),
    query: '',
    onQueryChange: fn(),
    options: [maria, mariana, marcos],
    optionKey: (c) => c.id,
    optionLabel: (c) => c.name,
    optionDescription: (c) => c.number,
    status: 'success',
    emptyText: 'Nenhum contato encontrado',
  },
} satisfies Meta<typeof ContactSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Queries {
  getByRole: (role: 'combobox', options: { name: string }) => HTMLElement;
}
const input = (canvas: Queries) => canvas.getByRole('combobox', { name: LABEL });
/** The options are portalled to the body (anchored list). */
const options = () => screen.queryAllByRole('option');

/** S1 §5: under 3 characters nothing is searched nor listed, and the hint says why; from 3 the results show. */
export const UnderThreeCharacters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(HINT)).toBeVisible();
    await expect(input(canvas)).toHaveAccessibleDescription(HINT);
    await userEvent.type(input(canvas), 'Ma');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Ma');
    await expect(options()).toHaveLength(0);
    // Spaces do not count.
    await userEvent.type(input(canvas), ' ');
    await expect(options()).toHaveLength(0);
    await expect(screen.queryByText('Buscando...')).not.toBeInTheDocument();
    await userEvent.type(input(canvas), 'r');
    await waitFor(() => expect(options()).toHaveLength(3));
    await expect(canvas.getByText(HINT)).toBeVisible();
  },
};

/** Results with their description; a click chooses: the input shows the name and the hint goes. */
export const Results: Story = {
  args: { query: 'Mar' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(input(canvas));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const found = within(listbox).getAllByRole('option');
    await expect(found.map((option) => option.textContent)).toEqual([
      'Maria Souza5511999990001',
      'Mariana Lima5511999990002',
      'Marcos Dias5521988887777',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: /Mariana Lima/ }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(mariana);
    await expect(input(canvas)).toHaveValue('Mariana Lima');
    await expect(canvas.queryByText(HINT)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The keyboard: arrows move through the results, Enter chooses. */
export const KeyboardChoice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Mar');
    await waitFor(() => expect(options()).toHaveLength(3));
    // Typing makes the first result active; an arrow moves on to the second.
    await expect(input(canvas)).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Maria Souza/ }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(input(canvas)).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Mariana Lima/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(mariana);
    await expect(input(canvas)).toHaveValue('Mariana Lima');
  },
};

/** Typing again drops the choice: what is shown is what is chosen. */
export const TypingClearsTheChoice: Story = {
  args: { query: 'Maria', value: maria },
  play: async ({ canvas, userEvent, args }) => {
    await expect(input(canvas)).toHaveValue('Maria Souza');
    await expect(canvas.queryByText(HINT)).not.toBeInTheDocument();
    await userEvent.type(input(canvas), 'x');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Maria Souzax');
    await expect(canvas.getByText(HINT)).toBeVisible();
  },
};

/** A search that found nothing says so, in a disabled option (never chosen). */
export const NoResults: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Zuleica');
    const note = await screen.findByRole('option', { name: 'Nenhum contato encontrado' });
    await expect(note).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(note);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(options()).toHaveLength(1);
  },
};

/** While the search runs: a spinner in the input and 'Buscando...' in the list. */
export const Loading: Story = {
  args: { options: [], status: 'pending' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(input(canvas), 'Mar');
    const note = await screen.findByRole('option', { name: 'Buscando...' });
    await expect(note).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('.animate-spin')).not.toBeNull();
  },
};

/** Under 3 characters a pending status shows nothing: nothing is being searched for what is typed. */
export const LoadingUnderThreeCharacters: Story = {
  args: { options: [], status: 'pending' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(input(canvas), 'Ma');
    await expect(options()).toHaveLength(0);
    await expect(canvasElement.querySelector('.animate-spin')).toBeNull();
  },
};

/** Searching again keeps the previous results on screen, with the spinner, rather than a 'Buscando...' flash. */
export const RefreshingResults: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(input(canvas), 'Mar');
    await waitFor(() => expect(options()).toHaveLength(3));
    await expect(screen.queryByText('Buscando...')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.animate-spin')).not.toBeNull();
  },
};

/** A failed search says so, in red, and offers nothing to choose. */
export const Failed: Story = {
  args: { options: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Mar');
    const note = await screen.findByRole('option', { name: 'Não foi possível buscar.' });
    await expect(note).toHaveAttribute('aria-disabled', 'true');
    await expect(note).toHaveClass('text-red-700');
    await expect(options()).toHaveLength(1);
    await userEvent.click(note);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** S1 §2.8: with a create label, the list ends with 'add what was typed'. */
export const Create: Story = {
  args: {
    options: [],
    onCreate: fn(),
    createLabelFor: (query: string) => `Adicionar ${query}`,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Zu');
    await expect(options()).toHaveLength(0);
    await userEvent.type(input(canvas), 'leica ');
    const add = await screen.findByRole('option', { name: 'Adicionar Zuleica' });
    await expect(options().map((option) => option.textContent)).toEqual([
      'Nenhum contato encontrado',
      'Adicionar Zuleica',
    ]);
    await userEvent.click(add);
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith('Zuleica');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An error replaces the hint, marks the input invalid and describes it. */
export const WithError: Story = {
  args: {
    query: 'Maria',
    value: { id: 9, name: 'Maria Sem Número', number: '' },
    error: 'Este contato não tem número',
  },
  play: async ({ canvas }) => {
    const box = input(canvas);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Este contato não tem número');
    await expect(canvas.getByText('Este contato não tem número')).toBeVisible();
    await expect(canvas.queryByText(HINT)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, query: 'Maria', value: maria },
  play: async ({ canvas, userEvent, args }) => {
    const box = input(canvas);
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await expect(box).toHaveValue('Maria Souza');
  },
};

/** In a dialog that opens on it, the input takes the focus. */
export const InitialFocus: Story = {
  args: { initialFocus: true },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toHaveAttribute('data-autofocus');
  },
};

export const ResultsDark: Story = { ...Results, globals: dark };
export const FailedDark: Story = { ...Failed, globals: dark };
