import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MessagesApiForbidden,
  MessagesApiPage,
  type MessagesApiPageProps,
} from '../../../../src/features/messages-api/components/MessagesApiPage.tsx';

const onSendText = fn();
const onSendMedia = fn();

const meta = {
  title: 'features/messages-api/MessagesApiPage',
  component: MessagesApiPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[900px] bg-canvas">{Story()}</div>],
  args: {
    endpoint: 'https://api.example.com/api/messages/send',
    text: { busy: false, sent: 0 },
    media: { busy: false, sent: 0 },
    onSendText,
    onSendMedia,
  } satisfies MessagesApiPageProps,
} satisfies Meta<typeof MessagesApiPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const forms = (root: HTMLElement) => within(root).getAllByRole('form');

/** S3 §2.13: the number without a mask (country code, area code, number), the bearer token, the endpoint. */
export const Docs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeVisible();
    await expect(canvas.getByText(/não deve ter mascara ou caracteres especiais/)).toBeVisible();
    for (const part of ['Código do país', 'DDD', 'Número'])
      await expect(canvas.getByText(part, { selector: 'li' })).toBeVisible();
    await expect(canvas.getAllByText('https://api.example.com/api/messages/send')).toHaveLength(2);
    await expect(
      canvas.getByText(/Authorization \(Bearer token\) e Content-Type \(application\/json\)/),
    ).toBeVisible();
    await expect(forms(canvasElement)).toHaveLength(2);
    // Two forms, two names: the section's heading and 'Teste de Envio'.
    await expect(canvas.getByRole('form', { name: '1. Mensagens de Texto Teste de Envio' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '2. Mensagens de Media Teste de Envio' })).toBeVisible();
  },
};

/** S3 §5: token, number and body are required; a filled form sends them. */
export const TextForm: Story = {
  play: async ({ canvasElement }) => {
    const form = within(forms(canvasElement)[0] ?? canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(await form.findAllByText('Obrigatório')).toHaveLength(3);
    await expect(onSendText).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('Token cadastrado'), 'tok');
    await userEvent.type(form.getByLabelText('Número'), '5511999999999');
    await userEvent.type(form.getByLabelText('Mensagem'), 'Oi');
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(onSendText).toHaveBeenCalledWith({ token: 'tok', number: '5511999999999', body: 'Oi' });
  },
};

/** S3 §5: the media form requires a file, sent as it was chosen. */
export const MediaForm: Story = {
  play: async ({ canvasElement }) => {
    const form = within(forms(canvasElement)[1] ?? canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(await form.findByText('Escolha um arquivo')).toBeVisible();
    await userEvent.type(form.getByLabelText('Token cadastrado'), 'tok');
    await userEvent.type(form.getByLabelText('Número'), '5511999999999');
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('Arquivo'), file);
    await userEvent.click(form.getByRole('button', { name: 'Enviar' }));
    await expect(onSendMedia).toHaveBeenCalledWith({ token: 'tok', number: '5511999999999', file });
  },
};

/** Sending: the form's button is busy and a second press sends nothing. */
export const Sending: Story = {
  args: { text: { busy: true, sent: 0 } },
  play: async ({ canvasElement }) => {
    const form = within(forms(canvasElement)[0] ?? canvasElement);
    await expect(form.getByRole('button', { name: /Enviar/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** S3 §6: a user profile typing /messages-api is told why. */
export const Forbidden: StoryObj<typeof MessagesApiForbidden> = {
  render: () => <MessagesApiForbidden />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
