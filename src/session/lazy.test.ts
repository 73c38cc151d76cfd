import { describe, expect, it } from 'vitest';
import { preloadable } from './lazy.ts';

describe('preloadable (React.lazy without a suspense once the module is in)', () => {
  it('before the module is in, lazy gets the loading promise; after, a then that calls back in the same turn', async () => {
    let loads = 0;
    const mod = preloadable(() => {
      loads += 1;
      return Promise.resolve({ Screen: 'screen' });
    });
    let early: unknown;
    void mod.forLazy((m) => ({ default: m.Screen })).then((v) => (early = v));
    expect(early).toBeUndefined(); // a real promise: later
    await mod.start();
    let now: unknown;
    void mod.forLazy((m) => ({ default: m.Screen })).then((v) => (now = v));
    expect(now).toEqual({ default: 'screen' }); // at once: React.lazy takes it in the same render
    expect(loads).toBe(1);
    await expect(mod.forLazy((m) => ({ default: m.Screen }))).resolves.toEqual({ default: 'screen' });
  });
});
