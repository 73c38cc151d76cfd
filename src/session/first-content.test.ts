import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Module state (once reached, always reached): a fresh module per test.
async function load() {
  vi.resetModules();
  return await import('./first-content.ts');
}

describe('first content gate (secondary reads wait for the screen’s first list)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a read until the first list is answered, then lets every waiting read go', async () => {
    const gate = await load();
    const seen: string[] = [];
    void gate.afterFirstContent().then(() => seen.push('a'));
    void gate.afterFirstContent().then(() => seen.push('b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    gate.markFirstContent();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['a', 'b']);
  });

  it('lets a read go after the timeout on a screen without a list', async () => {
    const gate = await load();
    let went = false;
    void gate.afterFirstContent(1500).then(() => (went = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(went).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toBe(true);
  });

  it('does not hold a read that comes after the first content', async () => {
    const gate = await load();
    gate.markFirstContent();
    let went = false;
    void gate.afterFirstContent().then(() => (went = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toBe(true);
  });
});
