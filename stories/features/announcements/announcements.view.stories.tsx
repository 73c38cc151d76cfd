import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Announcement } from '../../../src/api/schemas/s2.ts';
import { announcementsView } from '../../../src/features/announcements/announcements.view.tsx';
import type { AnnouncementFormValues } from '../../../src/features/announcements/components/announcement-form.ts';
import { AnnouncementDialog } from '../../../src/features/announcements/components/AnnouncementDialog.tsx';
import type { LoadMedia } from '../../../src/features/announcements/components/AnnouncementImage.tsx';
import { EntityPage } from '../../../src/ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../src/ui/entity/entity-view.ts';
import { dialogEntered } from '../../support/dialog.ts';
import { entityIntents } from '../../support/entity.ts';
import { pictureBlob } from '../../support/media.ts';

const at = '2026-03-10T12:00:00.000Z';
const base = { companyId: 1, company: null, createdAt: at, updatedAt: at };
const announcements: Announcement[] = [
  {
    ...base,
    id: 3,
    title: 'Manutenção programada',
    text: 'Domingo, das 2h às 4h.',
    priority: 1,
    status: true,
    mediaPath: 'manutencao.png',
    mediaName: 'manutencao.png',
  },
  {
    ...base,
    id: 2,
    title: 'Novo horário de suporte',
    text: 'Das 8h às 20h.',
    priority: 2,
    status: true,
    mediaPath: null,
    mediaName: null,
  },
  {
    ...base,
    id: 1,
    title: 'Boas-vindas',
    text: 'Use o sino.',
    priority: 3,
    status: false,
    mediaPath: null,
    mediaName: null,
  },
];
const list = {
  items: announcements,
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

type Props = Omit<EntityPageProps<Announcement, AnnouncementFormValues>, 'view' | 'extra'> & {
  loadMedia: LoadMedia;
};

/** The announcements screen as the one entity screen draws it, with its own dialog (the attachment's). */
function AnnouncementsPage({ loadMedia, ...props }: Props) {
  return (
    <EntityPage
      {...props}
      view={announcementsView}
      extra={undefined}
      formDialog={
        <AnnouncementDialog
          {...props.dialog}
          loadMedia={loadMedia}
          onSubmit={props.intents.submit}
          onClose={props.intents.close}
        />
      }
    />
  );
}

const meta = {
  title: 'features/announcements/AnnouncementsPage',
  component: AnnouncementsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[640px] bg-canvas">{Story()}</div>],
  args: {
    list,
    search: '',
    intents: entityIntents<Announcement, AnnouncementFormValues>({ askDelete: onDelete, submit: onSubmit }),
    dialog: closed,
    confirm: { open: false, busy: false, record: null },
    loadMedia: pictureBlob,
  } satisfies Props,
} satisfies Meta<typeof AnnouncementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S2 §2: title, priority by name, media name or 'Sem anexo', status 'ativo' / 'inativo'; delete named by title. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Informativos' })).toBeVisible();
    const row = (text: string) => {
      const found = canvas.getAllByRole('row').find((r) => r.textContent?.includes(text));
      if (!found) throw new Error(`no row ${text}`);
      return found;
    };
    await expect(row('Manutenção')).toHaveTextContent('Alta');
    await expect(row('Manutenção')).toHaveTextContent('manutencao.png');
    await expect(row('Novo horário')).toHaveTextContent('Média');
    await expect(row('Novo horário')).toHaveTextContent('Sem anexo');
    await expect(row('Boas-vindas')).toHaveTextContent('inativo');
    await userEvent.click(
      within(row('Boas-vindas')).getByRole('button', { name: 'Excluir informativo Boas-vindas' }),
    );
    await expect(onDelete).toHaveBeenCalledWith(announcements[2]);
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

/** The add dialog: 'Obrigatório' before anything is sent; active and priority 3 by default; a .gif is refused. */
export const AddDialog: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Adicionar' }));
    await expect((await d.findAllByText('Obrigatório')).length).toBe(2);
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Título'), 'Aviso');
    await userEvent.type(d.getByLabelText('Texto'), 'Corpo do aviso');
    const input = dialog.querySelector<HTMLInputElement>('[data-attachment-input]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await d.findByRole('alert')).toHaveTextContent('Apenas arquivos .png, .jpg ou .jpeg.');
    const png = new File([await (await pictureBlob()).arrayBuffer()], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await expect(await d.findByText('foto.png')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Aviso',
        text: 'Corpo do aviso',
        priority: 3,
        status: true,
        file: png,
        removeMedia: false,
      }),
    );
  },
};

/** Over the size limit: refused before any upload, with the limit said. */
export const TooLarge: Story = {
  args: { dialog: { ...closed, open: true } },
  play: async () => {
    const dialog = await dialogEntered();
    const input = dialog.querySelector<HTMLInputElement>('[data-attachment-input]');
    if (!input) throw new Error('no file input');
    // A file that says it is over 5 MB (no need to hold the bytes).
    const big = new File([new Uint8Array(8)], 'grande.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('O arquivo passa de 5 MB.');
    await expect(within(dialog).queryByText('grande.png')).toBeNull();
  },
};

/** Editing one with a picture: shown, and removable (the removal happens on save). */
export const EditWithAttachment: Story = {
  args: { dialog: { ...closed, open: true, editing: announcements[0] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    const d = within(dialog);
    await expect(await d.findByRole('img', { name: 'manutencao.png' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Remover anexo manutencao.png' }));
    await expect(d.getByRole('status')).toHaveTextContent('O anexo atual será removido ao salvar.');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ removeMedia: true, file: null, priority: 1 }),
      ),
    );
  },
};

export const Saving: Story = {
  args: { dialog: { ...closed, open: true, editing: announcements[1] ?? null, busy: true } },
};

export const ChangedElsewhere: Story = {
  args: {
    dialog: {
      ...closed,
      open: true,
      editing: announcements[1] ?? null,
      values: {
        title: 'Horário novo',
        text: 'Das 9h',
        priority: 2,
        status: true,
        file: null,
        removeMedia: false,
      },
      changedElsewhere: true,
    },
  },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('alterado em outro lugar');
    await expect(within(dialog).getByLabelText('Título')).toHaveValue('Horário novo');
  },
};

export const ConfirmDelete: Story = {
  args: { confirm: { open: true, busy: false, record: announcements[1] ?? null } },
  play: async () => {
    const dialog = await dialogEntered();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Excluir o informativo Novo horário de suporte?',
    );
  },
};
export const Deleting: Story = {
  args: { confirm: { open: true, busy: true, record: announcements[1] ?? null } },
};
