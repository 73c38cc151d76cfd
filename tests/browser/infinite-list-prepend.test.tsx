/**
 * The bottom-anchored InfiniteList in Chromium (S2 §2 'Internal chat': older messages under 600 px from the
 * top with the reader's place kept): older pages prepended one after another, through the switch from plain rows to
 * virtual ones (past 60 rows) and with a page arriving while the previous one is still being put in place, keep the
 * first message the reader sees where it was, within 1 px. Rows are taller than the virtualiser's estimate, as the
 * chat's are, so every new row is corrected when it is measured.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';
import { InfiniteList } from '../../src/ui/InfiniteList.tsx';

const i18n = createI18n('pt', bundles);

/** The chat's threshold (S2 §9) and page size (20 a page, as the backend pages chat messages). */
const NEAR_TOP_PX = 600;
const PAGE = 20;
const NEWEST = 20_000;

interface Row {
  id: number;
}
/** Rows of 80 px, every 7th 128 px: none of them the 68 px the list estimates. */
const heightOf = (id: number) => (id % 7 === 0 ? 128 : 80);
const page = (n: number): Row[] =>
  Array.from({ length: PAGE }, (_, i) => ({ id: NEWEST - n * PAGE + 1 + i }));

interface State {
  items: Row[];
  loadingMore: boolean;
  pages: number;
}

const first: State = { items: page(0), loadingMore: false, pages: 1 };

/**
 * The list's state, in a store as the app's list machine. Read with useSyncExternalStore, as the app reads the
 * machine (useSelector), a change made in a scroll handler renders at once, before the virtualiser has heard of that
 * scroll; read into a component's state, it renders once the event's handlers are done. Both are run.
 */
const store = {
  state: first,
  listeners: new Set<() => void>(),
  /** The pages the list asked for, as the list machine would hear them. */
  asked: 0,
  set(next: (s: State) => State) {
    store.state = next(store.state);
    store.listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    store.listeners.add(l);
    return () => {
      store.listeners.delete(l);
    };
  },
  reset() {
    store.state = { items: page(0), loadingMore: false, pages: 1 };
    store.asked = 0;
  },
};

// The list machine's rule (machines/paged-list): near the top, with more to load and nothing loading, ask once.
const onScrolled = (distance: number) => {
  if (distance > NEAR_TOP_PX || store.state.loadingMore) return;
  store.asked += 1;
  store.set((s) => ({ ...s, loadingMore: true }));
};

function useListState(atOnce: boolean): State {
  const read = useSyncExternalStore(store.subscribe, () => store.state);
  const [copied, setCopied] = useState(store.state);
  useEffect(() => store.subscribe(() => setCopied(store.state)), []);
  return atOnce ? read : copied;
}

function Chat({ atOnce }: { atOnce: boolean }) {
  const state = useListState(atOnce);
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ height: 600, width: 400, display: 'flex', flexDirection: 'column' }}>
        <InfiniteList
          label="Mensagens do chat"
          anchor="bottom"
          items={state.items}
          getKey={(r) => r.id}
          estimateSize={68}
          hasMore
          loadingMore={state.loadingMore}
          moreError={false}
          onRetryMore={() => undefined}
          onScrolled={onScrolled}
          renderItem={(r) => (
            <div data-row={r.id} style={{ height: heightOf(r.id) }}>
              Mensagem {r.id}
            </div>
          )}
        />
      </div>
    </I18nextProvider>
  );
}

/** The next older page arrives: prepended, the loading header gone. */
function arrive() {
  store.set((s) => ({ items: [...page(s.pages), ...s.items], loadingMore: false, pages: s.pages + 1 }));
}

const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  });

/**
 * The reader scrolls to the top: a wheel gesture, then the position. A gesture ends the list's hold of the previous
 * prepend (its corrections are not the reader's); a bare scrollTop written while the list still put a row back was
 * overwritten by that correction under load, and no page was asked for (a race a reader's scroll does not have).
 */
function scrollToTop(): void {
  scroller().dispatchEvent(new WheelEvent('wheel', { deltaY: -1000, bubbles: true }));
  scroller().scrollTop = 0;
}

function scroller(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[data-anchor="bottom"]');
  if (!el) throw new Error('no list');
  return el;
}

/** The first row whose box reaches into the viewport, and its offset from the viewport's top. */
function firstVisible(): { id: string; offset: number } {
  const box = scroller().getBoundingClientRect();
  const rows = [...document.querySelectorAll<HTMLElement>('[data-row]')]
    .map((el) => ({ id: el.dataset['row'] ?? '', rect: el.getBoundingClientRect() }))
    .filter((r) => r.rect.bottom > box.top + 1 && r.rect.top < box.bottom)
    .sort((a, b) => a.rect.top - b.rect.top);
  const first = rows[0];
  if (!first) throw new Error(`no row in the viewport (scrollTop ${scroller().scrollTop})`);
  return { id: first.id, offset: first.rect.top - box.top };
}

/** Where that row is now, relative to the viewport's top; null when it is no longer rendered. */
function offsetOf(id: string): number | null {
  const el = document.querySelector<HTMLElement>(`[data-row="${id}"]`);
  return el ? el.getBoundingClientRect().top - scroller().getBoundingClientRect().top : null;
}

const drift = (before: { id: string; offset: number }) => {
  const now = offsetOf(before.id);
  return now === null ? Infinity : Math.abs(now - before.offset);
};

const READS = [
  ['read at once (useSyncExternalStore)', true],
  ['read after the event (component state)', false],
] as const;

describe.each(READS)('InfiniteList, bottom anchor, older pages prepended in a row, %s', (_name, atOnce) => {
  it('keeps the first visible row within 1 px on every page, through virtualisation and a page arriving while the previous one settles', async () => {
    store.reset();
    await render(<Chat atOnce={atOnce} />);
    await frames(4);
    const seen: string[] = [];
    // Pages 2..9 one scroll to the top at a time: page 4 brings 80 rows, past the 60 that switch to virtual rows.
    for (let round = 1; round <= 8; round++) {
      const asked = store.asked;
      scrollToTop();
      await frames();
      // The reader reached the top: one page asked for.
      await vi.waitFor(() => expect(store.asked).toBeGreaterThan(asked));
      const before = firstVisible();
      arrive();
      await frames(6);
      // A page asked for while this one was being put in place arrives too, as the list machine would bring it.
      for (let extra = store.asked - asked - 1; extra > 0; extra--) {
        arrive();
        await frames(6);
      }
      seen.push(`page ${round + 1}: asked ${store.asked - asked}, moved ${Math.round(drift(before))} px`);
    }
    // Put in place, the reader is no longer near the top: one page each time, and the row where it was.
    expect(seen).toEqual(seen.map((s) => s.replace(/asked .*/, 'asked 1, moved 0 px')));
  });

  it('a page asked for and arriving while the previous prepend is still being put in place moves nothing either', async () => {
    store.reset();
    await render(<Chat atOnce={atOnce} />);
    await frames(4);
    for (const count of [2, 3, 4]) {
      // Scroll to the top: a page is asked for; the reader's row is taken once the list has drawn that place.
      scrollToTop();
      await frames();
      const before = firstVisible();
      // Page after page, each committed and the next asked for at once: each lands while the previous one's rows
      // are still being measured and the reader's row put back.
      for (let i = 1; i < count; i++) {
        arrive();
        await new Promise((resolve) => setTimeout(resolve, 0));
        store.set((s) => ({ ...s, loadingMore: true }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      arrive();
      await frames(6);
      expect(drift(before), `row ${before.id} after ${count} pages in a row`).toBeLessThanOrEqual(1);
      await frames(10);
      expect(drift(before), `row ${before.id}, settled`).toBeLessThanOrEqual(1);
    }
  });
});
