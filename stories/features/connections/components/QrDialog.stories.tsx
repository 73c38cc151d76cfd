import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QrDialog, type QrDialogProps } from '../../../../src/features/connections/components/QrDialog.tsx';
import { dialogEntered } from '../../../support/dialog.ts';

const meta = {
  title: 'features/connections/QrDialog',
  component: QrDialog,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { open: true, name: 'Vendas', qrcode: '', onClose: fn() } satisfies QrDialogProps,
} satisfies Meta<typeof QrDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet: 'Waiting for QR Code' (S3 §2.2), no code drawn. */
export const Waiting: Story = {
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'QR Code de Vendas' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for QR Code');
    await expect(dialog.querySelector('svg[data-qrcode]')).toBeNull();
  },
};

/** A code arrived: drawn at 256 px, the waiting text gone. */
export const WithCode: Story = {
  args: { qrcode: '2@abcDEF123,xyz456,Q1w2e3r4==' },
  play: async () => {
    const dialog = await dialogEntered();
    const code = within(dialog).getByRole('img', { name: 'Leia o QrCode para iniciar a sessão' });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('data-qrcode', '2@abcDEF123,xyz456,Q1w2e3r4==');
    await expect(code).toHaveAttribute('width', '256');
    await expect(within(dialog).queryByText('Waiting for QR Code')).toBeNull();
  },
};
