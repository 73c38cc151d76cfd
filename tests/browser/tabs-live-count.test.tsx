/**
 * A tab's live count, light on script per event: a list's count that changes under live events re-renders its
 * badge alone. Before, the tickets screen read both counts itself, so every status change elsewhere rendered the
 * whole screen, its tabs and their panels again.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Tabs, type LiveValue } from '../../src/ui/Tabs.tsx';

function liveNumber(initial: number): LiveValue<number> & { set: (next: number) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('Tabs with a live count', () => {
  it('shows each new value without rendering the tabs or their owner again', async () => {
    const count = liveNumber(3);
    const renders = { owner: 0, panel: 0 };
    function Owner() {
      renders.owner += 1;
      return (
        <Tabs
          value="a"
          onChange={() => undefined}
          tabs={[
            { id: 'a', label: 'Atendendo', count },
            { id: 'b', label: 'Aguardando', count: 7 },
          ]}
          renderPanel={(id) => {
            renders.panel += 1;
            return <p>painel {id}</p>;
          }}
        />
      );
    }
    const screen = await render(<Owner />);
    const tab = screen.getByRole('tab', { name: /Atendendo/ });
    await expect.element(tab).toHaveTextContent('Atendendo3');
    await expect.element(screen.getByRole('tab', { name: /Aguardando/ })).toHaveTextContent('Aguardando7');
    const before = { ...renders };

    act(() => count.set(4));
    await expect.element(tab).toHaveTextContent('Atendendo4');
    act(() => count.set(0));
    // 0 still shows (a muted 0), as a plain count does.
    await expect.element(tab).toHaveTextContent('Atendendo0');
    expect(renders).toEqual(before);
  });
});
