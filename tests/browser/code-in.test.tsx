/**
 * The signed-in page waits for its code without suspending (src/app/code-in.tsx): a Suspense fallback
 * once shown makes React hold the boundary's reveal until 300 ms after it (its reveal throttle), and a reload's rows
 * came ~150 ms after the lists' answers for it.
 */
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { WhenCodeIn } from '../../src/app/code-in.tsx';
import { preloadable } from '../../src/session/lazy.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';

const i18n = createI18n('pt');

/** A module that comes in when `arrive` is called, loaded as the app loads its screens (src/session/lazy.ts). */
function slowModule() {
  let arrive: () => void = () => undefined;
  const module = preloadable(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <p>Atendendo</p> });
      }),
  );
  const wait = () => (module.peek() === undefined ? module.start() : null);
  const Screen = lazy(() => module.forLazy((m) => m));
  return { wait, arrive: () => arrive(), Screen };
}

/** Every text the container showed, in order, while `run` ran. */
async function shown(container: HTMLElement, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  await run();
  observer.disconnect();
  return seen;
}

describe('WhenCodeIn', () => {
  it('shows no Suspense fallback while the code comes, then the page', async () => {
    const slow = slowModule();
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <WhenCodeIn waits={[slow.wait]}>
          <Suspense fallback={<p>FALLBACK</p>}>
            <slow.Screen />
          </Suspense>
        </WhenCodeIn>
      </I18nextProvider>,
    );
    // The loading screen, not the boundary's fallback.
    expect(screen.container.textContent).not.toContain('FALLBACK');
    expect(screen.container.querySelector('[role="status"]')).not.toBeNull();
    const texts = await shown(screen.container, async () => {
      slow.arrive();
      await expect.element(screen.getByText('Atendendo')).toBeInTheDocument();
    });
    expect(texts.some((t) => t.includes('FALLBACK'))).toBe(false);
    expect(screen.container.textContent).not.toContain('FALLBACK');
  });

  it('renders the page in its first commit when everything is in', async () => {
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <WhenCodeIn waits={[() => null]}>
          <p>Atendendo</p>
        </WhenCodeIn>
      </I18nextProvider>,
    );
    expect(screen.container.textContent).toBe('Atendendo');
  });
});
