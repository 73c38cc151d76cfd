import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { DocumentLink } from '../../../../../src/features/conversation/components/message/DocumentLink.tsx';
import { dark } from '../../../../decorators.tsx';
import { never } from '../../../../support/media.ts';

const URL_PDF = 'https://media.example.com/public/company1/1700000000-Contrato%20assinado.pdf';
const NAME = 'Contrato assinado.pdf';
const LABEL = `Baixar ${NAME}`;

const pdf = () => Promise.resolve(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));

const meta = {
  title: 'features/conversation/message/DocumentLink',
  component: DocumentLink,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <div className="bg-surface-muted p-6">
        <div className="w-fit rounded-lg bg-surface px-3 py-1.5 text-sm text-ink shadow-sm">
          <Story />
        </div>
      </div>
    ),
  ],
  args: { url: URL_PDF, name: NAME, loadMedia: fn<(url: string) => Promise<Blob>>(pdf) },
} satisfies Meta<typeof DocumentLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const holdClicks = () => spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

/**
 * Runs `body` with HTMLAnchorElement#click recorded and not carried out: the save link the component clicks is
 * inspected, and no real download starts.
 */
async function withClicksHeld(body: (clicks: ReturnType<typeof holdClicks>) => Promise<void>) {
  const clicks = holdClicks();
  try {
    await body(clicks);
  } finally {
    clicks.mockRestore();
  }
}

/** The file under its name, a link to its URL (a plain, detached link for a modified click). */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: LABEL });
    await expect(link).toHaveAttribute('href', URL_PDF);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('download', NAME);
    await expect(link).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText(NAME)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.loadMedia).not.toHaveBeenCalled();
  },
};

/** A click downloads the file through loadMedia (with the session), saves it under its name, then frees the blob. */
export const Download: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await withClicksHeld(async (clicks) => {
      const revoke = spyOn(URL, 'revokeObjectURL');
      try {
        await userEvent.click(canvas.getByRole('link', { name: LABEL }));
        await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
        await expect(args.loadMedia).toHaveBeenCalledOnce();
        await expect(args.loadMedia).toHaveBeenCalledWith(URL_PDF);
        const saved: unknown = clicks.mock.contexts[0];
        if (!(saved instanceof HTMLAnchorElement)) throw new Error('no anchor was clicked');
        const href = saved.getAttribute('href');
        await expect(href).toMatch(/^blob:/);
        await expect(saved.download).toBe(NAME);
        await waitFor(() => expect(revoke).toHaveBeenCalledWith(href));
        await expect(canvas.getByRole('link', { name: LABEL })).not.toHaveAttribute('aria-busy');
      } finally {
        revoke.mockRestore();
      }
    });
  },
};

/** While the file comes: busy, and a second click fetches nothing more. */
export const Downloading: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(never) },
  play: async ({ canvas, userEvent, args }) => {
    await withClicksHeld(async () => {
      const link = canvas.getByRole('link', { name: LABEL });
      await userEvent.click(link);
      await expect(link).toHaveAttribute('aria-busy', 'true');
      await expect(link.querySelector('.animate-spin')).not.toBeNull();
      await userEvent.click(link);
      await expect(args.loadMedia).toHaveBeenCalledOnce();
    });
  },
};

/** The first answer of DownloadFailed fails, the next ones carry the file. */
let failedOnce = false;
const failOnce = async (): Promise<Blob> => {
  if (failedOnce) return pdf();
  failedOnce = true;
  throw new Error('404');
};

/** A download that fails says so under the link; another click tries again and clears it. */
export const DownloadFailed: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(failOnce) },
  beforeEach: () => {
    failedOnce = false;
  },
  play: async ({ canvas, userEvent, args }) => {
    await withClicksHeld(async (clicks) => {
      const link = canvas.getByRole('link', { name: LABEL });
      await userEvent.click(link);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível baixar o arquivo.');
      await expect(link).not.toHaveAttribute('aria-busy');
      // Nothing was saved, and the page did not navigate either.
      await expect(clicks).not.toHaveBeenCalled();
      await userEvent.click(link);
      await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
      await expect(args.loadMedia).toHaveBeenCalledTimes(2);
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

/** Ctrl/⌘/Shift/Alt-click (new tab, save as) is left to the browser with the plain URL. */
export const ModifiedClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    let prevented: boolean | null = null;
    // After React's handler: note whether it took the click over, then keep the test page where it is.
    const hold = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', hold);
    try {
      await userEvent.keyboard('{Control>}');
      await userEvent.click(canvas.getByRole('link', { name: LABEL }));
      await userEvent.keyboard('{/Control}');
      await expect(prevented).toBe(false);
      await expect(args.loadMedia).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('click', hold);
    }
  },
};

function Toggle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        Toggle
      </button>
      {shown && children}
    </>
  );
}

/** The answer of LateAnswer, held back until the link is gone. */
const lateAnswer = { resolve: (_blob: Blob) => undefined as void, promise: never() };

/** A file that arrives after the link is gone is not saved: no object URL, no click. */
export const LateAnswer: Story = {
  args: { loadMedia: fn<(url: string) => Promise<Blob>>(() => lateAnswer.promise) },
  render: (args) => (
    <Toggle>
      <DocumentLink {...args} />
    </Toggle>
  ),
  beforeEach: () => {
    lateAnswer.promise = new Promise<Blob>((resolve) => {
      lateAnswer.resolve = resolve;
    });
  },
  play: async ({ canvas, userEvent }) => {
    await withClicksHeld(async (clicks) => {
      await userEvent.click(canvas.getByRole('link', { name: LABEL }));
      await userEvent.click(canvas.getByRole('button', { name: 'Toggle' }));
      const create = spyOn(URL, 'createObjectURL');
      try {
        lateAnswer.resolve(await pdf());
        await lateAnswer.promise;
        await new Promise((resolve) => setTimeout(resolve, 0));
        await expect(create).not.toHaveBeenCalled();
        await expect(clicks).not.toHaveBeenCalled();
      } finally {
        create.mockRestore();
      }
    });
  },
};

/** A long name is cut to the card's width; the link keeps the whole name. */
export const LongName: Story = {
  args: {
    name: 'Relatório financeiro consolidado do terceiro trimestre de 2026 - versão final revisada.xlsx',
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText(
      'Relatório financeiro consolidado do terceiro trimestre de 2026 - versão final revisada.xlsx',
    );
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(
      canvas.getByRole('link', {
        name: 'Baixar Relatório financeiro consolidado do terceiro trimestre de 2026 - versão final revisada.xlsx',
      }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Idle, globals: dark };
export const DownloadFailedDark: Story = { ...DownloadFailed, globals: dark };
