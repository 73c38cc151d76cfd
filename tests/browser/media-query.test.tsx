/**
 * `useNarrow` (S1 §2.4's 600 px breakpoint) follows the viewport, and reads one live MediaQueryList per query:
 * `matchMedia` made and evaluated a new one at every render of every component using it (2.5 ms of the task that
 * committed the first rows on a reload of /tickets, on the reference backend).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { NARROW_QUERY, useMediaQuery } from '../../src/session/context.tsx';

let container: HTMLElement | undefined;
afterEach(async () => {
  container?.remove();
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

function Probe({ n }: { n: number }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  return <p data-n={n}>{narrow ? 'narrow' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  it('follows the viewport across the breakpoint', async () => {
    await page.viewport(1280, 800);
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<Probe n={0} />));
    expect(container.textContent).toBe('wide');
    await page.viewport(400, 800);
    await expect.poll(() => container?.textContent).toBe('narrow');
    await page.viewport(1280, 800);
    await expect.poll(() => container?.textContent).toBe('wide');
    root.unmount();
  });

  it('does not make a MediaQueryList per render', () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<Probe n={0} />));
    const made = vi.spyOn(window, 'matchMedia');
    for (let n = 1; n <= 20; n++) flushSync(() => root.render(<Probe n={n} />));
    expect(made).not.toHaveBeenCalled();
    root.unmount();
  });
});
