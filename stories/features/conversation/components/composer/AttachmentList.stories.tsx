import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  AttachmentList,
  type AttachmentListProps,
} from '../../../../../src/features/conversation/components/composer/AttachmentList.tsx';
import { dark } from '../../../../decorators.tsx';

const file = (name: string, bytes: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

const contrato = file('contrato.pdf', 2048, 'application/pdf');
const foto = file('foto.jpg', 512, 'image/jpeg');
const video = file('video.mp4', 1.5 * 1024 * 1024, 'video/mp4');

/** The composer's side: it keeps the files and drops the one whose remove was pressed. */
function Harness(props: AttachmentListProps) {
  const [files, setFiles] = useState(props.files);
  return (
    <AttachmentList
      {...props}
      files={files}
      onRemove={(index) => {
        props.onRemove(index);
        setFiles((current) => current.filter((_, i) => i !== index));
      }}
    />
  );
}

const meta = {
  title: 'features/conversation/composer/AttachmentList',
  component: AttachmentList,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    // Where the composer puts it: above the input.
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="mx-auto w-full max-w-2xl rounded-xl border border-line bg-surface pb-2">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { files: [contrato], onRemove: fn() },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Queries {
  getByRole: (role: 'list', options: { name: string }) => HTMLElement;
}
const list = (canvas: Queries) => canvas.getByRole('list', { name: 'Arquivos anexados' });

/** One file: its name, its size and its remove button. */
export const One: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = within(list(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('contrato.pdf2 KB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover contrato.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(0);
  },
};

/** Several files, sizes in B, KB and MB; remove names the file and reports its position. */
export const Several: Story = {
  args: { files: [foto, contrato, video] },
  play: async ({ canvas, userEvent, args }) => {
    const items = within(list(canvas)).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'foto.jpg512 B',
      'contrato.pdf2 KB',
      'video.mp41.5 MB',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover video.mp4' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto.jpg' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(0);
  },
};

/** Removing takes the file out of the list; the last one out takes the list with it. */
export const Remove: Story = {
  args: { files: [foto, contrato, video] },
  render: (args) => <Harness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover contrato.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('contrato.pdf')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover video.mp4' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto.jpg' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(0);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Two files may share a name: each remove takes out its own one. */
export const SameName: Story = {
  args: { files: [file('nota.txt', 10), file('nota.txt', 4096)] },
  render: (args) => <Harness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const removes = canvas.getAllByRole('button', { name: 'Remover nota.txt' });
    await expect(removes).toHaveLength(2);
    await userEvent.click(removes[1]!);
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    const items = within(list(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('nota.txt10 B');
  },
};

/** No files: nothing at all. */
export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** While sending, the files cannot be removed. */
export const Disabled: Story = {
  args: { files: [foto, contrato], disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A long name is cut, and whole in its title; the chip stays within its width. */
export const LongName: Story = {
  args: {
    files: [
      file('Relatório financeiro consolidado do terceiro trimestre de 2026 (versão final).xlsx', 20480),
    ],
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(
      'Relatório financeiro consolidado do terceiro trimestre de 2026 (versão final).xlsx',
    );
    await expect(name).toHaveAttribute('title', name.textContent);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvas.getByText('20 KB')).toBeVisible();
    await expect(canvas.getByRole('listitem').getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};

export const SeveralDark: Story = { ...Several, globals: dark };
