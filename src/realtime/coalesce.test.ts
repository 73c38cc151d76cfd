import { afterEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, coalesce } from './coalesce.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('coalesce: received frames handed on together a few milliseconds after the first', () => {
  it('flushes once, COALESCE_MS after it was asked, without waiting for an animation frame', () => {
    vi.useFakeTimers();
    const raf = vi.fn();
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', raf);
    const flush = vi.fn();
    coalesce(flush);
    vi.advanceTimersByTime(COALESCE_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });

  it('a hidden tab, where no frame is painted, gets its frames as soon', () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const flush = vi.fn();
    coalesce(flush);
    vi.advanceTimersByTime(COALESCE_MS);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
