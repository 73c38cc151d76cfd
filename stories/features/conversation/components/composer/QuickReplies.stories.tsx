import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type KeyboardEvent } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { QuickMessage } from '../../../../../src/api/schemas/quick-message.schema.ts';
import { matchQuickReplies } from '../../../../../src/features/conversation/components/composer/composer-rules.ts';
import {
  QuickReplies,
  quickReplyOptionId,
  type QuickRepliesProps,
} from '../../../../../src/features/conversation/components/composer/QuickReplies.tsx';
import { dark } from '../../../../decorators.tsx';

const quickReplies: QuickMessage[] = [
  { id: 1, shortcode: 'ola', message: 'Olá! Como posso ajudar?' },
  { id: 2, shortcode: 'pix', message: 'Nossa chave PIX é o CNPJ.' },
  {
    id: 3,
    shortcode: 'horario',
    message: 'Atendemos de segunda a sexta, das 8h às 18h, exceto feriados nacionais.',
  },
];

/**
 * The composer's side, as Composer.tsx does it: the input keeps the focus and the keys (the list has none), filters
 * with the composer's rule, moves the active option with the arrows (wrapping), picks on Enter or Tab.
 */
function Composer(props: QuickRepliesProps) {
  const [value, setValue] = useState('');
  const [active, setActive] = useState(0);
  const matches = matchQuickReplies(value, props.options);
  const open = matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);
  const pick = (quickReply: QuickMessage) => {
    props.onPick(quickReply);
    setValue(quickReply.message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = matches[activeIndex];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    }
  };
  return (
    <div className="relative">
      {open && (
        <QuickReplies
          {...props}
          options={matches}
          activeIndex={activeIndex}
          onPick={pick}
          onActiveChange={(index) => {
            props.onActiveChange(index);
            setActive(index);
          }}
        />
      )}
      <textarea
        rows={1}
        aria-label="Mensagem"
        value={value}
        aria-controls={open ? props.id : undefined}
        aria-activedescendant={open ? quickReplyOptionId(props.id, activeIndex) : undefined}
        className="block w-full resize-none rounded-2xl border border-line bg-surface-muted px-3.5 py-2 text-sm/6 text-ink"
        onChange={(event) => {
          setValue(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

const meta = {
  title: 'features/conversation/composer/QuickReplies',
  component: QuickReplies,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // The list opens upwards, over the input: room above it.
    (Story) => (
      <div className="flex min-h-80 flex-col justify-end bg-surface-muted p-6">
        <div className="relative mx-auto w-full max-w-2xl rounded-xl border border-line bg-surface p-2">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    id: 'quick',
    options: quickReplies,
    activeIndex: 0,
    onPick: fn(),
    onActiveChange: fn(),
  },
} satisfies Meta<typeof QuickReplies>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Queries {
  getByRole: (role: 'listbox', options: { name: string }) => HTMLElement;
}
const listbox = (canvas: Queries) => canvas.getByRole('listbox', { name: 'Respostas rápidas' });

/** S1 §9: 'shortcode - message', the message cut at 35 characters; each option has the id the input points at. */
export const Options: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvas }) => {
    const list = listbox(canvas);
    await expect(list).toHaveAttribute('id', 'quick');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'ola - Olá! Como posso ajudar?',
      'pix - Nossa chave PIX é o CNPJ.',
      'horario - Atendemos de segunda a sexta, das 8…',
    ]);
    await expect(options.map((option) => option.id)).toEqual([
      'quick-option-0',
      'quick-option-1',
      'quick-option-2',
    ]);
    await expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    // The active one is marked for the eye as well.
    await expect(getComputedStyle(options[1]!).backgroundColor).not.toBe(
      getComputedStyle(options[0]!).backgroundColor,
    );
  },
};

/** S1 §9: 35 characters are kept whole; the 36th is cut with '…'; an emoji is never split. */
export const LabelCutAt35: Story = {
  args: {
    options: [
      { id: 1, shortcode: 'exato', message: 'a'.repeat(35) },
      { id: 2, shortcode: 'longo', message: `${'b'.repeat(35)}c` },
      { id: 3, shortcode: 'emoji', message: `${'d'.repeat(34)}👍🏽 obrigado` },
    ],
  },
  play: async ({ canvas }) => {
    const options = within(listbox(canvas)).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(`exato - ${'a'.repeat(35)}`, { normalizeWhitespace: false });
    await expect(options[0]?.textContent).not.toContain('…');
    await expect(options[1]?.textContent).toBe(`longo - ${'b'.repeat(35)}…`);
    await expect(options[2]?.textContent).toBe(`emoji - ${'d'.repeat(34)}👍🏽…`);
  },
};

/** A click picks; hovering makes an option active; the input keeps the focus. */
export const MousePick: Story = {
  render: (args) => <Composer {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, '/a');
    const options = within(listbox(canvas)).getAllByRole('option');
    await userEvent.hover(options[2]!);
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(2);
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.click(options[1]!);
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith(quickReplies[1]);
    await expect(input).toHaveValue('Nossa chave PIX é o CNPJ.');
    await expect(input).toHaveFocus();
  },
};

/** S1 §5: the list filters on shortcode and message; the keyboard, working from the input, picks. */
export const FilterAndKeyboardPick: Story = {
  render: (args) => <Composer {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, '/');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    // 'SEGUNDA' is only in the message of 'horario'.
    await userEvent.type(input, 'SEGUNDA');
    await expect(within(listbox(canvas)).getAllByRole('option')).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, '/o');
    const options = within(listbox(canvas)).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(input).toHaveAttribute('aria-controls', 'quick');
    await expect(input).toHaveAttribute('aria-activedescendant', 'quick-option-0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', 'quick-option-1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(quickReplies[2]);
    await expect(input).toHaveValue(quickReplies[2]!.message);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** No match: no list at all. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

const manyReplies: QuickMessage[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  shortcode: `atalho${i + 1}`,
  message: `Resposta pronta número ${i + 1}`,
}));

/** Is the option wholly inside the list's visible part? */
function shownIn(list: HTMLElement, option: HTMLElement): boolean {
  const box = list.getBoundingClientRect();
  const row = option.getBoundingClientRect();
  return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
}

/** Many replies: the list scrolls instead of growing off the screen, and can be reached without a pointer (axe). */
export const ManyScroll: Story = {
  args: { options: manyReplies },
  play: async ({ canvas }) => {
    const list = listbox(canvas);
    await expect(within(list).getAllByRole('option')).toHaveLength(12);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

/** The arrows, pressed in the input, bring the active option into view (down past the fold, and round to the top). */
export const ManyFollowTheKeyboard: Story = {
  args: { options: manyReplies },
  render: (args) => <Composer {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, '/atalho');
    const list = listbox(canvas);
    const options = within(list).getAllByRole('option');
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(options[10]).toHaveAttribute('aria-selected', 'true');
    await expect(shownIn(list, options[10]!)).toBe(true);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(shownIn(list, options[0]!)).toBe(true);
    await expect(input).toHaveFocus();
  },
};

export const OptionsDark: Story = { ...Options, globals: dark };
