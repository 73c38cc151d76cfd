/**
 * A live change to a short top-anchored list (issue 17, script per event): the list reports how far its end is, in
 * the next frame, only when that can load something. A list with no next page asked for an animation frame at every
 * live event all the same: ~0.17 ms of script per ticket status change on the reference backend's bench.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { InfiniteList } from '../../src/ui/InfiniteList.tsx';

const i18n = createI18n('pt');
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

function List({
  count,
  hasMore,
  onScrolled,
}: {
  count: number;
  hasMore: boolean;
  onScrolled: (d: number) => void;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ height: 400, display: 'flex', flexDirection: 'column' }}>
        <InfiniteList
          label="Atendendo"
          items={rows(count)}
          getKey={(r) => r.id}
          hasMore={hasMore}
          loadingMore={false}
          moreError={false}
          onRetryMore={() => undefined}
          onScrolled={onScrolled}
          renderItem={(r) => <div style={{ height: 72 }}>Ticket {r.id}</div>}
        />
      </div>
    </I18nextProvider>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  vi.restoreAllMocks();
});

describe('InfiniteList, a live change to a short list', () => {
  it('with no next page, asks for no animation frame', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const onScrolled = vi.fn();
    flushSync(() => root.render(<List count={20} hasMore={false} onScrolled={onScrolled} />));
    await frame();
    await frame();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    flushSync(() => root.render(<List count={21} hasMore={false} onScrolled={onScrolled} />));
    expect(raf).not.toHaveBeenCalled();
    expect(onScrolled).not.toHaveBeenCalled();
    root.unmount();
  });

  it('with a next page, reports the distance to its end in the next frame', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const onScrolled = vi.fn();
    flushSync(() => root.render(<List count={20} hasMore onScrolled={onScrolled} />));
    await frame();
    await frame();
    onScrolled.mockClear();
    flushSync(() => root.render(<List count={21} hasMore onScrolled={onScrolled} />));
    expect(onScrolled).not.toHaveBeenCalled();
    await frame();
    // 21 rows of 72 px in a 400 px scroller at the top: the end is 1112 px away.
    expect(onScrolled).toHaveBeenCalledWith(21 * 72 - 400);
    root.unmount();
  });
});
