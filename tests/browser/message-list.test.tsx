/**
 * The message list in Chromium (S1 §2.6): long conversations stay bounded in the DOM, and an older page
 * prepended while the reader is near the top moves nothing they are looking at (0 px drift).
 */
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Message } from '../../src/api/schemas/index.ts';
import { MessageList } from '../../src/features/conversation/components/MessageList.tsx';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';

const i18n = createI18n('pt', bundles);
const START = new Date(2026, 0, 1, 8, 0).getTime();

/** Message n of a long conversation: a few per day, some long (heights the virtualiser cannot guess). */
function message(n: number): Message {
  const at = new Date(START + n * 47 * 60_000).toISOString();
  const long =
    n % 7 === 0 ? ' Uma linha a mais para esta mensagem ficar bem mais alta do que as outras.'.repeat(4) : '';
  return {
    id: `m${String(n).padStart(6, '0')}`,
    body: `Mensagem ${n}.${long}`,
    mediaType: 'conversation',
    mediaUrl: null,
    fromMe: n % 3 === 0,
    isDeleted: false,
    isEdited: false,
    ack: 3,
    read: true,
    createdAt: at,
    ticketId: 7,
    contactId: 7,
    quotedMsg: null,
    contact: null,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

const noop = () => undefined;
const loadMedia = () => new Promise<Blob>(noop);

interface Shown {
  messages: readonly Message[];
  loadingMore: boolean;
  hasMore: boolean;
}

function List({ shown, height = 600 }: { shown: Shown; height?: number }) {
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ height, width: 400, display: 'flex', flexDirection: 'column' }}>
        <MessageList
          messages={shown.messages}
          loadMedia={loadMedia}
          status="success"
          onRetry={noop}
          hasMore={shown.hasMore}
          loadingMore={shown.loadingMore}
          moreError={false}
          onRetryMore={noop}
          onScrolled={noop}
        />
      </div>
    </I18nextProvider>
  );
}

const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  });

function scroller(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[role="region"][aria-label="Mensagens"]');
  if (!el) throw new Error('no message list');
  return el;
}

/** The first message whose box reaches into the viewport, and its offset from the viewport's top. */
function firstVisible(): { id: string; offset: number } {
  const box = scroller().getBoundingClientRect();
  const rows = [...document.querySelectorAll<HTMLElement>('[data-message-id]')]
    .map((el) => ({ id: el.dataset['messageId'] ?? '', rect: el.getBoundingClientRect() }))
    .filter((r) => r.rect.bottom > box.top)
    .sort((a, b) => a.rect.top - b.rect.top);
  const first = rows[0];
  if (!first) throw new Error('nothing visible');
  return { id: first.id, offset: first.rect.top - box.top };
}

function offsetOf(id: string): number {
  const el = document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
  if (!el) throw new Error(`message ${id} is not rendered`);
  return el.getBoundingClientRect().top - scroller().getBoundingClientRect().top;
}

/** How far a message moved, in whole pixels (a scroll position is a whole device pixel; a layout may be finer). */
const drift = (before: { id: string; offset: number }) => Math.round(offsetOf(before.id) - before.offset);

describe('MessageList in the browser', () => {
  it('holds at most ~150 message nodes with 5,000 messages, at the bottom and after scrolling through', async () => {
    await render(<List shown={{ messages: range(1, 5000), loadingMore: false, hasMore: false }} />);
    await vi.waitFor(() => expect(document.querySelector('[data-message-id="m005000"]')).not.toBeNull());
    expect(document.querySelectorAll('[data-message-id]').length).toBeLessThanOrEqual(150);
    scroller().scrollTop = scroller().scrollHeight / 2;
    await frames();
    expect(document.querySelectorAll('[data-message-id]').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[data-message-id]').length).toBeLessThanOrEqual(150);
  });

  it.each([
    ['virtualised (a long conversation)', 4000, 200],
    ['plain (a short one)', 4981, 20],
  ])(
    'an older page prepended near the top keeps the first visible message where it was: %s',
    async (_name, first, pageSize) => {
      const newest = first + pageSize - 1;
      const view = await render(
        <List shown={{ messages: range(first, newest), loadingMore: false, hasMore: true }} />,
      );
      await vi.waitFor(() =>
        expect(
          document.querySelector(`[data-message-id="m${String(newest).padStart(6, '0')}"]`),
        ).not.toBeNull(),
      );
      await frames();
      // The reader scrolls up to within 50 px of the top (S1 §9), where the next page is asked for.
      scroller().scrollTop = 30;
      await frames();
      const before = firstVisible();
      await view.rerender(
        <List shown={{ messages: range(first, newest), loadingMore: true, hasMore: true }} />,
      );
      await frames();
      expect(drift(before)).toBe(0);
      await view.rerender(
        <List shown={{ messages: range(first - 20, newest), loadingMore: false, hasMore: true }} />,
      );
      await frames(6);
      expect(drift(before)).toBe(0);
    },
  );

  const fromBottom = () => scroller().scrollHeight - scroller().scrollTop - scroller().clientHeight;

  it.each([
    ['virtualised (a long conversation)', 1, 400],
    ['plain (a short one)', 381, 20],
  ])(
    'a reader at the bottom stays there when the list gets shorter (a reply quote, a taller composer) or taller: %s',
    async (_name, first, count) => {
      const shown = { messages: range(first, first + count - 1), loadingMore: false, hasMore: false };
      const view = await render(<List shown={shown} />);
      await frames(4);
      expect(fromBottom()).toBeLessThanOrEqual(1);
      await view.rerender(<List shown={shown} height={420} />);
      await frames();
      expect(fromBottom()).toBeLessThanOrEqual(1);
      await view.rerender(<List shown={shown} height={700} />);
      await frames();
      expect(fromBottom()).toBeLessThanOrEqual(1);
    },
  );

  it('a reader who scrolled up keeps the message they read when the list gets shorter', async () => {
    const shown = { messages: range(1, 400), loadingMore: false, hasMore: false };
    const view = await render(<List shown={shown} />);
    await frames(4);
    scroller().scrollTop = scroller().scrollTop - 900;
    await frames();
    const before = firstVisible();
    await view.rerender(<List shown={shown} height={420} />);
    await frames();
    expect(drift(before)).toBe(0);
    expect(fromBottom()).toBeGreaterThan(900);
  });
});
