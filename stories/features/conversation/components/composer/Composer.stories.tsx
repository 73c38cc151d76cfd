import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { QuickMessage } from '../../../../../src/api/schemas/quick-message.schema.ts';
import {
  Composer,
  type ComposerProps,
  type ComposerRecording,
} from '../../../../../src/features/conversation/components/composer/Composer.tsx';
import { dark } from '../../../../decorators.tsx';
import { makeMessage } from '../../../../fixtures.ts';

const quickReplies: QuickMessage[] = [
  { id: 1, shortcode: 'ola', message: 'Olá! Como posso ajudar?' },
  { id: 2, shortcode: 'pix', message: 'Nossa chave PIX é o CNPJ.' },
  {
    id: 3,
    shortcode: 'horario',
    message: 'Atendemos de segunda a sexta, das 8h às 18h, exceto feriados nacionais.',
  },
];

/** The caller's side: it keeps the draft and the signature choice, as the conversation screen does. */
function Harness(props: ComposerProps) {
  const [value, setValue] = useState(props.value);
  const [sign, setSign] = useState(props.sign);
  return (
    <Composer
      {...props}
      value={value}
      sign={sign}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      onSignChange={(next) => {
        props.onSignChange(next);
        setSign(next);
      }}
    />
  );
}

const meta = {
  title: 'features/conversation/composer/Composer',
  component: Composer,
  parameters: { a11y: { test: 'error' } },
  render: (args) => <Harness {...args} />,
  decorators: [
    (Story) => (
      <div className="flex min-h-[560px] flex-col justify-end bg-surface-muted p-6">
        <div className="mx-auto w-full max-w-2xl overflow-visible rounded-xl border border-line bg-surface">
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    onSendMedia: fn(),
    userName: 'Ana Lima',
    sign: true,
    onSignChange: fn(),
    quickReplies,
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Queries {
  getByRole: (role: 'textbox', options: { name: string }) => HTMLElement;
}
const input = (canvas: Queries) => canvas.getByRole('textbox', { name: 'Mensagem' });

/** S1 §4.4: empty or whitespace-only text is not sent. */
export const EmptyIsNotSent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.type(input(canvas), '   {Enter}');
    await userEvent.type(input(canvas), '{Shift>}{Enter}{/Shift}{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(send).toBeDisabled();
    await userEvent.type(input(canvas), 'x');
    await expect(send).toBeEnabled();
  },
};

/** S1 §2.7: Enter sends, Shift+Enter breaks the line; S1 §4.4: signed with the name in bold and a newline. */
export const EnterSendsShiftEnterBreaksTheLine: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    await expect(input(canvas)).toHaveValue('linha 1\nlinha 2');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('*Ana Lima*\nlinha 1\nlinha 2');
    await expect(input(canvas)).toHaveValue('');
  },
};

export const ClickSends: Story = {
  args: { value: 'Bom dia' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('*Ana Lima*\nBom dia');
  },
};

/** The sign switch off: the text alone; the switch reports the change (the caller remembers it). */
export const SignOff: Story = {
  args: { sign: false },
  play: async ({ canvas, userEvent, args }) => {
    const signSwitch = canvas.getByRole('switch', { name: 'Assinar' });
    await expect(signSwitch).not.toBeChecked();
    await userEvent.type(input(canvas), 'Oi{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Oi');
    await userEvent.click(signSwitch);
    await expect(args.onSignChange).toHaveBeenCalledWith(true);
    await expect(signSwitch).toBeChecked();
    await userEvent.type(input(canvas), 'Oi de novo{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith('*Ana Lima*\nOi de novo');
  },
};

/** S1 §2.7: the input grows up to 5 rows, then scrolls. */
export const FiveRowsThenScrolls: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = input(canvas);
    const style = getComputedStyle(box);
    const line = parseFloat(style.lineHeight);
    const chrome =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    const rows = () => Math.round((box.getBoundingClientRect().height - chrome) / line);

    await expect(rows()).toBe(1);
    await userEvent.type(box, '1{Shift>}{Enter}{/Shift}2{Shift>}{Enter}{/Shift}3');
    await expect(rows()).toBe(3);
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}4{Shift>}{Enter}{/Shift}5');
    await expect(rows()).toBe(5);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}6{Shift>}{Enter}{/Shift}7{Shift>}{Enter}{/Shift}8');
    await expect(rows()).toBe(5);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(getComputedStyle(box).overflowY).toBe('auto');
  },
};

/** S1 §5: suggestions on '/' plus at least one character, on shortcode and message; the keyboard picks. */
export const QuickRepliesFilterAndKeyboardPick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), '/');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input(canvas), 'a');
    const list = canvas.getByRole('listbox', { name: 'Respostas rápidas' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);

    // Matched on the message too, case-insensitively: 'SEGUNDA' is only in the message of 'horario'.
    await userEvent.clear(input(canvas));
    await userEvent.type(input(canvas), '/SEGUNDA');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);

    await userEvent.clear(input(canvas));
    await userEvent.type(input(canvas), '/o');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'ola - Olá! Como posso ajudar?',
      'pix - Nossa chave PIX é o CNPJ.',
      'horario - Atendemos de segunda a sexta, das 8…',
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input(canvas)).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    // Enter picked: the input holds the message, nothing was sent.
    await expect(input(canvas)).toHaveValue(quickReplies[2]!.message);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The quick replies could not be read: asking for one says so and offers a retry, not nothing. */
export const QuickRepliesFailed: Story = {
  args: {
    quickReplies: [],
    quickRepliesLoad: { status: 'error', error: 'Erro interno', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Oi');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(input(canvas));
    await userEvent.type(input(canvas), '/ol');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Respostas rápidas: não foi possível carregar.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.quickRepliesLoad?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const QuickReplyTabPicksEscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), '/pi');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input(canvas)).toHaveValue('/pi');
    // Typing on opens them again.
    await userEvent.type(input(canvas), 'x');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(input(canvas)).toHaveValue('Nossa chave PIX é o CNPJ.');
    await expect(input(canvas)).toHaveFocus();
  },
};

/** S1 §9: the message of a label is cut at 35 characters. */
export const QuickReplyLabelCutAt35: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), '/horario');
    const [option] = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(option).toHaveTextContent(/^horario - Atendemos de segunda a sexta, das 8…$/);
  },
};

/** S1 §2.7: emoji picker, 16 per line, inserting at the caret. */
export const EmojiAtTheCaret: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'Olá mundo');
    await userEvent.keyboard('{ArrowLeft>5/}');
    await userEvent.click(canvas.getByRole('button', { name: 'Emojis' }));
    const page = within(document.body);
    const grid = await page.findByRole('grid', {}, { timeout: 10_000 });
    await expect(grid).toHaveAttribute('aria-colcount', '16');
    const rows = await within(grid).findAllByRole('row', {}, { timeout: 10_000 });
    await expect(within(rows[0]!).getAllByRole('gridcell')).toHaveLength(16);
    const first = within(rows[0]!).getAllByRole('gridcell')[0]!;
    const emoji = first.textContent ?? '';
    await expect(emoji).not.toBe('');
    await userEvent.click(first);
    await expect(input(canvas)).toHaveValue(`Olá ${emoji}mundo`);
    // The panel stays open: a second one goes right after the first.
    await userEvent.click(first);
    await expect(input(canvas)).toHaveValue(`Olá ${emoji}${emoji}mundo`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('grid')).not.toBeInTheDocument());
  },
};

/** S1 §2.7: files are listed with remove, then sent as `medias` with the text as caption. */
export const AttachmentsAddRemoveSend: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[data-attach-input]')!;
    await expect(picker).toHaveAttribute('multiple');
    const a = new File(['a'.repeat(2048)], 'contrato.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'foto.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, [a, b]);
    const list = canvas.getByRole('list', { name: 'Arquivos anexados' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('contrato.pdf');
    // With a file and no text, send is offered.
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remover contrato.pdf' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(input(canvas), 'segue a foto{Enter}');
    await expect(args.onSendMedia).toHaveBeenCalledOnce();
    await expect(args.onSendMedia).toHaveBeenCalledWith([b], '*Ana Lima*\nsegue a foto');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Arquivos anexados' })).not.toBeInTheDocument();
  },
};

export const AttachmentWithoutCaption: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[data-attach-input]')!;
    const doc = new File(['x'], 'nota.txt', { type: 'text/plain' });
    await userEvent.upload(picker, [doc]);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSendMedia).toHaveBeenCalledOnce();
    await expect(args.onSendMedia).toHaveBeenCalledWith([doc], '');
  },
};

/** S1 §2.7: a closed ticket is read-only; the reason is shown. */
export const DisabledOnAClosedTicket: Story = {
  args: { disabled: true, disabledReason: 'closed', value: 'rascunho' },
  play: async ({ canvas, userEvent, args }) => {
    const box = input(canvas);
    await expect(box).toBeDisabled();
    await expect(
      canvas.getByText('Este ticket está resolvido: reabra-o para enviar uma mensagem.'),
    ).toBeVisible();
    await expect(box).toHaveAccessibleDescription(
      'Este ticket está resolvido: reabra-o para enviar uma mensagem.',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Emojis' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Anexar arquivos' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const DisabledOnAPendingTicket: Story = {
  args: { disabled: true, disabledReason: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aceite este ticket para enviar uma mensagem.')).toBeVisible();
  },
};

/** Reply mode: the quoted message above the input, with cancel. */
export const ReplyBanner: Story = {
  args: {
    replyingTo: makeMessage(1, {
      body: 'Qual o prazo de entrega?',
      fromMe: false,
      contact: { name: 'Mariana Souza' },
    }),
    onCancelReply: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Respondendo a Mariana Souza')).toBeVisible();
    await expect(canvas.getByText('Qual o prazo de entrega?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar resposta' }));
    await expect(args.onCancelReply).toHaveBeenCalledOnce();
  },
};

export const ReplyToOwnMessage: Story = {
  args: {
    replyingTo: makeMessage(3, { body: 'Enviamos amanhã.', fromMe: true }),
    onCancelReply: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Respondendo a Você')).toBeVisible();
  },
};

/** Replying to a signed message, a location or a vCard: the banner reads as the quote will, never the raw body. */
export const ReplyToMedia: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Composer
        {...args}
        replyingTo={makeMessage(4, { body: '*Ana Lima*\nSegue o _boleto_', fromMe: true })}
      />
      <Composer
        {...args}
        replyingTo={makeMessage(5, {
          mediaType: 'locationMessage',
          body: 'data:image/png;base64,iVBORw0KGgo=|https://maps.google.com/maps?q=-23.5,-46.6|Av. Paulista, 1000',
        })}
      />
      <Composer
        {...args}
        replyingTo={makeMessage(6, {
          mediaType: 'contactMessage',
          body: 'BEGIN:VCARD\nVERSION:3.0\nFN:João Lima\nTEL:+55 11 98888-7777\nEND:VCARD',
        })}
      />
    </div>
  ),
  args: { onCancelReply: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ana Lima').tagName).toBe('STRONG');
    await expect(canvas.getByText('boleto').tagName).toBe('EM');
    await expect(canvas.getByText('João Lima')).toBeVisible();
    const banners = [...canvasElement.querySelectorAll('[data-reply-banner]')].map(
      (b) => b.textContent ?? '',
    );
    await expect(banners.join(' ')).not.toMatch(/data:image|BEGIN:VCARD|\*Ana/);
  },
};

/** A send on its way: the button shows it and nothing is sent again. */
export const SendingBusy: Story = {
  args: { value: 'Oi', sending: true },
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviando…' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(input(canvas), '{Enter}');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A double Enter or click before the caller answers sends once. */
export const DoubleSendFiresOnce: Story = {
  // No harness: the draft stays as it is, as with a caller that has not re-rendered yet.
  render: (args) => <Composer {...args} />,
  args: { value: 'Oi' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), '{Enter}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** With an empty input the microphone is offered (S1 §2.7); it starts the caller's recording machine. */
export const MicrophoneWhenEmpty: Story = {
  args: { onRecordStart: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gravar áudio' }));
    await expect(args.onRecordStart).toHaveBeenCalledOnce();
    await userEvent.type(input(canvas), 'a');
    await expect(canvas.queryByRole('button', { name: 'Gravar áudio' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

/** While recording, the recording bar takes the input's place. */
export const Recording: Story = {
  args: {
    recording: { phase: 'recording', elapsedMs: 83_000 },
    onRecordStart: fn(),
    onRecordSend: fn(),
    onRecordCancel: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('01:23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar áudio' }));
    await expect(args.onRecordSend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar gravação' }));
    await expect(args.onRecordCancel).toHaveBeenCalledOnce();
  },
};

/** A recording machine in miniature: the microphone starts it, cancel ends it, send goes through sending to idle. */
function RecordingHarness(props: ComposerProps) {
  const [recording, setRecording] = useState<ComposerRecording | null>(null);
  return (
    <Harness
      {...props}
      recording={recording}
      onRecordStart={() => setRecording({ phase: 'recording', elapsedMs: 0 })}
      onRecordCancel={() => setRecording(null)}
      onRecordSend={() => {
        setRecording({ phase: 'sending', elapsedMs: 4000 });
        setTimeout(() => setRecording(null), 80);
      }}
    />
  );
}

/**
 * From the keyboard: the microphone's Enter puts the focus on the bar (its button is gone), sending keeps it on Send
 * while it goes, and the input has it once the bar leaves; so does cancelling.
 */
export const RecordingFromTheKeyboard: Story = {
  render: (args) => <RecordingHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Gravar áudio' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancelar gravação' })).toHaveFocus());
    await userEvent.tab();
    const send = canvas.getByRole('button', { name: 'Enviar áudio' });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(send).toHaveFocus();
    await waitFor(() => expect(input(canvas)).toHaveFocus());

    canvas.getByRole('button', { name: 'Gravar áudio' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancelar gravação' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input(canvas)).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: dark,
  args: {
    value: 'Olá! Tudo bem?',
    replyingTo: makeMessage(1, { body: 'Oi', fromMe: false, contact: { name: 'Mariana' } }),
  },
};
