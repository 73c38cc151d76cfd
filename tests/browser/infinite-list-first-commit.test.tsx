/**
 * The first rows of a short top-anchored list commit without reading the layout, so they come one frame after their
 * data: a real backend's page of 40 tickets is not virtual, and the virtualiser, observing the scroller from
 * mount, read its size in the commit: a layout forced in the task that painted the first rows (14 ms of its 58 on the
 * reference backend). That commit holds only the rows the window can hold; the rest follow in a background render.
 * Once the list turns virtual the virtualiser tracks the scroller and draws only a window.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopList as List } from './infinite-list-fixture.tsx';

/** Reads of the layout-dependent sizes made while `run` runs. */
function layoutReads(run: () => void): string[] {
  const reads: string[] = [];
  const restore: (() => void)[] = [];
  for (const name of ['clientHeight', 'clientWidth', 'scrollHeight', 'offsetHeight'] as const) {
    const own =
      Object.getOwnPropertyDescriptor(Element.prototype, name) ??
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    const proto = Object.hasOwn(Element.prototype, name) ? Element.prototype : HTMLElement.prototype;
    if (!own?.get) continue;
    const get = own.get;
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: Element) {
        reads.push(name);
        return get.call(this) as number;
      },
    });
    restore.push(() => Object.defineProperty(proto, name, own));
  }
  try {
    run();
  } finally {
    restore.forEach((r) => r());
  }
  return reads;
}

/** Resolves once `count` rows are in the list (the background render of the rest). */
async function allRows(root: HTMLElement, count: number): Promise<void> {
  for (let i = 0; i < 50 && root.querySelectorAll('li').length !== count; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(root.querySelectorAll('li').length).toBe(count);
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

describe('InfiniteList, first commit', () => {
  it('commits a short list without reading the layout', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const reads = layoutReads(() => flushSync(() => root.render(<List count={40} />)));
    expect(container.querySelectorAll('li').length).toBeGreaterThan(0);
    expect(reads).toEqual([]);
    await allRows(container, 40);
    root.unmount();
  });

  it('commits first the rows the window can hold, then the rest in the background', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<List count={40} />));
    // The default row estimate (76 px) over the window's height, and one more.
    const first = Math.ceil(window.innerHeight / 76) + 1;
    expect(first).toBeLessThan(40);
    expect(container.querySelectorAll('li').length).toBe(first);
    expect(container.textContent).toContain('Ticket 1');
    await allRows(container, 40);
    // Later changes render whole: a page appended is in at its commit.
    flushSync(() => root.render(<List count={55} />));
    expect(container.querySelectorAll('li').length).toBe(55);
    root.unmount();
  });

  it('reports the distance to the end only once every row is in', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const distances: number[] = [];
    flushSync(() => root.render(<List count={40} onScrolled={(d) => distances.push(d)} />));
    // The reader scrolls before the rest of the rows are in: the first rows' distance is not the list's.
    container.querySelector('[data-anchor="top"]')?.dispatchEvent(new Event('scroll'));
    expect(distances).toEqual([]);
    await allRows(container, 40);
    // Reported from a resize observer, at the next rendering opportunity: on a loaded runner that can be later than
    // 100 ms (a fixed wait failed in CI once), so it is waited for.
    await vi.waitFor(() => expect(distances.length).toBeGreaterThan(0));
    // 40 rows of 72 px in a 400 px column: the first rows alone would have reported far less.
    for (const d of distances) expect(d).toBe(40 * 72 - 400);
    root.unmount();
  });

  it('turns virtual past the threshold and then draws a window of the rows', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<List count={40} />));
    flushSync(() => root.render(<List count={200} />));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const drawn = container.querySelectorAll('li[data-index]').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(40);
    root.unmount();
  });
});
