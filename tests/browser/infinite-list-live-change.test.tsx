/**
 * A live change to a short top-anchored list (issue 17, script per event): the list reports how far its end is, in
 * the next frame, only when that can load something. A list with no next page asked for an animation frame at every
 * live event all the same: ~0.17 ms of script per ticket status change on the reference backend's bench.
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
