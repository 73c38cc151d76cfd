/**
 * Secondary parts of the page wait for the screen's own content (src/session/first-content.ts `useAfterFirstContent`):
 * the top bar's bells render once the first list is answered (they were ~20 ms of a first sign-in's first
 * render, before the first rows), or after a while on a screen without a list. The module's state is the page's
 * (once reached, always reached): the cases run in this order.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { markFirstContent, useAfterFirstContent } from '../../src/session/first-content.ts';

function Part({ wait }: { wait: number }) {
  return useAfterFirstContent(wait) ? <p>the bell</p> : <p>its place</p>;
}

describe('useAfterFirstContent', () => {
  it('on a screen without a list, renders the part after its wait', async () => {
    const screen = await render(<Part wait={300} />);
    expect(screen.container.textContent).toBe('its place');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.container.textContent).toBe('its place');
    await expect.element(screen.getByText('the bell')).toBeVisible();
  });

  it('renders the part once the first list is answered, not before', async () => {
    const screen = await render(<Part wait={60_000} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.container.textContent).toBe('its place');
    markFirstContent();
    await expect.element(screen.getByText('the bell')).toBeVisible();
  });

  it('renders it at once once the first content was reached', async () => {
    const screen = await render(<Part wait={60_000} />);
    expect(screen.container.textContent).toBe('the bell');
  });
});
