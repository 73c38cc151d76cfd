import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Announcement } from '../../../../src/api/schemas/s2.ts';
import {
  AnnouncementsBell,
  type AnnouncementsBellProps,
} from '../../../../src/features/announcements/components/AnnouncementsBell.tsx';
import { dialogEntered } from '../../../support/dialog.ts';
import { never, pictureBlob } from '../../../support/media.ts';

const at = '2026-03-10T12:00:00.000Z';
const base = { companyId: 1, company: null, createdAt: at, updatedAt: at, status: true };
const announcements: Announcement[] = [
  {
    ...base,
    id: 3,
    title: 'Manutenção programada',
    text: 'O sistema ficará indisponível no domingo, das 2h às 4h.',
    priority: 1,
    mediaPath: 'm.png',
    mediaName: 'm.png',
  },
  {
    ...base,
    id: 2,
    title: 'Novo horário de suporte',
    text: 'Das 8h às 20h.',
    priority: 2,
    mediaPath: null,
    mediaName: null,
  },
  {
    ...base,
    id: 1,
    title: 'Boas-vindas',
    text: 'Use o sino para ver os informativos.',
    priority: 3,
    mediaPath: null,
    mediaName: null,
  },
];
const onOpened = fn();

/** The bell with its detail state kept here, as the binding keeps it. */
function Stateful(props: AnnouncementsBellProps) {
  const [detail, setDetail] = useState<Announcement | null>(props.detail);
  return (
    <AnnouncementsBell
      {...props}
      detail={detail}
      onShowDetail={setDetail}
      onCloseDetail={() => setDetail(null)}
    />
  );
}

const meta = {
  title: 'features/announcements/AnnouncementsBell',
  component: AnnouncementsBell,
  render: (args) => <Stateful {...args} />,
  parameters: { a11y: { test: 'error' } },
  decorators: [(Story) => <div className="flex h-[460px] justify-end bg-canvas p-4">{Story()}</div>],
  args: {
    announcements,
    unread: true,
    onOpened,
    detail: null,
    onShowDetail: fn(),
    onCloseDetail: fn(),
    loadMedia: pictureBlob,
    status: 'success',
    onRetry: fn(),
    hasMore: false,
    loadingMore: false,
    moreError: false,
    onRetryMore: fn(),
    onScrolled: fn(),
  } satisfies AnnouncementsBellProps,
} satisfies Meta<typeof AnnouncementsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dot says something is new; opening lists them with the priority bars, date and text; a click opens the detail. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Informativos, há novidades' });
    await expect(canvasElement.querySelector('[data-unread-dot]')).not.toBeNull();
    await userEvent.click(button);
    await expect(onOpened).toHaveBeenCalled();
    const panel = await canvas.findByLabelText('Informativos', { selector: '[data-announcements-panel]' });
    const rows = panel.querySelectorAll('[data-announcement-row]');
    await expect(rows).toHaveLength(3);
    await expect([...rows].map((r) => r.getAttribute('data-priority'))).toEqual(['1', '2', '3']);
    await expect(getComputedStyle(rows[0] as Element).borderLeftColor).toBe('rgb(184, 17, 17)');
    await expect(rows[0]).toHaveTextContent('10/03/2026');
    await userEvent.click(within(panel).getByText('Novo horário de suporte'));
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading', { name: 'Novo horário de suporte' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Das 8h às 20h.');
  },
};

export const Read: Story = {
  args: { unread: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Informativos' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-unread-dot]')).toBeNull();
  },
};

export const Empty: Story = {
  args: { announcements: [], unread: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Informativos' }));
    const empty = await canvas.findByText('Nenhum registro');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** First page loading: the button is there at once, without a dot (ResourceState shows the loading in the panel). */
export const Loading: Story = {
  args: { announcements: [], unread: false, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Informativos' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-unread-dot]')).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    announcements: [],
    unread: false,
    status: 'error',
    error: 'Não foi possível carregar os informativos.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Informativos' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The detail dialog of one with a picture; the picture still loading. */
export const DetailWithImage: Story = {
  args: { detail: announcements[0] ?? null },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(await within(dialog).findByRole('img', { name: 'm.png' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Alta');
  },
};
export const DetailImageLoading: Story = { args: { detail: announcements[0] ?? null, loadMedia: never } };
