/**
 * A live change to a short top-anchored list, light on script per event: the list reports how far its end is when
 * its rows change size, read after the browser's layout (a resize observer), and only when that can load something.
 * It asks for no animation frame: one per live event cost ~0.14 ms of script per ticket status change on the
 * reference backend's bench, and a list with no next page asked for one all the same.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopList as List } from './infinite-list-fixture.tsx';

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

  it('with a next page, reports the distance to its end after the layout, asking for no frame', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const onScrolled = vi.fn();
    flushSync(() => root.render(<List count={20} hasMore onScrolled={onScrolled} />));
    // The rows below the window's first ones come in a background render; the distance once they are all in.
    await vi.waitFor(() => expect(onScrolled).toHaveBeenCalledWith(20 * 72 - 400));
    await frame();
    await frame();
    onScrolled.mockClear();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    flushSync(() => root.render(<List count={21} hasMore onScrolled={onScrolled} />));
    expect(raf).not.toHaveBeenCalled();
    expect(onScrolled).not.toHaveBeenCalled();
    raf.mockRestore();
    await frame();
    await frame();
    // 21 rows of 72 px in a 400 px scroller at the top: the end is 1112 px away.
    expect(onScrolled).toHaveBeenCalledWith(21 * 72 - 400);
    // A commit that changes no size reports nothing.
    onScrolled.mockClear();
    flushSync(() => root.render(<List count={21} hasMore onScrolled={onScrolled} />));
    await frame();
    await frame();
    expect(onScrolled).not.toHaveBeenCalled();
    root.unmount();
  });
});
