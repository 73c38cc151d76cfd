import { describe, expect, it, vi } from 'vitest';
import { oncePer } from './once-per.ts';

describe('oncePer', () => {
  it("makes an object's answer once and gives the same one after", () => {
    const make = vi.fn((o: { n: number }) => ({ twice: o.n * 2 }));
    const of = oncePer(make);
    const a = { n: 1 };
    const b = { n: 2 };
    const first = of(a);
    expect(of(a)).toBe(first);
    expect(of(b)).toEqual({ twice: 4 });
    expect(of(b)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer that is null or undefined too', () => {
    const make = vi.fn((): null | undefined => undefined);
    const of = oncePer(make);
    const a = {};
    of(a);
    of(a);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps apart the answers of two makers for one object', () => {
    const key = {};
    const one = oncePer(() => 1);
    const two = oncePer(() => 2);
    expect([one(key), two(key), one(key)]).toEqual([1, 2, 1]);
  });
});
