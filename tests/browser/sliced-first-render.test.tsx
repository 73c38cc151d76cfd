/**
 * The signed-in page's first render is sliced, and an answer that lands in a store while the slices run no longer
 * makes React render the page again (there must be no long task on the way to the first rows): the answer is held at
 * the services' gate until the page has committed, as the API client holds it (src/api/http.ts, `hold`). Without the
 * hold, React finds the store changed under the finished render and renders everything again, at once: the 50–70 ms
 * task of the reference backend's sign-in, with the rows only after it.
 */
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswersGate } from '../../src/session/answers-gate.ts';
import { SlicedFirstRender } from '../../src/app/sliced-first-render.tsx';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';

const i18n = createI18n('pt', bundles);

/** A list's store, as the list machines' snapshots are read (useSyncExternalStore). */
function createStore() {
  let value = 'loading';
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: string) => {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
});

describe('SlicedFirstRender', () => {
  it('holds the answers while the page renders in slices, and renders the page once', async () => {
    const gate = new AnswersGate();
    const store = createStore();
    let heavyRenders = 0;
    /** A part of the page that reads no store: ~12 ms of render each, so the render yields between them. */
    function Heavy() {
      heavyRenders += 1;
      const end = performance.now() + 12;
      while (performance.now() < end);
      return <p>part</p>;
    }
    function Rows() {
      const value = useSyncExternalStore(store.subscribe, store.get);
      return <p data-testid="rows">{value}</p>;
    }
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() =>
      root?.render(
        <I18nextProvider i18n={i18n}>
          <SlicedFirstRender gate={gate}>
            {/* The list first: it has read its store when the answer lands, as the page's lists have. */}
            <Rows />
            {Array.from({ length: 6 }, (_, i) => (
              <Heavy key={i} />
            ))}
          </SlicedFirstRender>
        </I18nextProvider>,
      ),
    );
    // The loading screen is committed at once, and the gate is closed.
    expect(container.querySelector('[role=status]')).not.toBeNull();
    expect(gate.wait()).not.toBeNull();

    // A list's answer, 20 ms in: the slices are still running (6 × 12 ms).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid=rows]')).toBeNull();
    const held = gate.wait();
    if (held) void held.then(() => store.set('40 rows'));
    else store.set('40 rows');

    await expect.poll(() => container?.querySelector('[data-testid=rows]')?.textContent).toBe('40 rows');
    expect(heavyRenders).toBe(6);
    expect(gate.wait()).toBeNull();
  });
});
