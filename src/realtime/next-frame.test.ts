import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_TAB_DELAY_MS, nextFrame } from './next-frame.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('nextFrame: received frames handed on before the next paint, or by a timer in a hidden tab', () => {
  it('a visible tab flushes in the next animation frame, once (the timer after it does nothing)', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const flush = vi.fn();
    nextFrame(flush);
    expect(flush).not.toHaveBeenCalled();
    frames.shift()?.(0);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_TAB_DELAY_MS);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('a hidden tab paints no frames: the timer flushes', () => {
    vi.useFakeTimers();
    const raf = vi.fn();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('requestAnimationFrame', raf);
    const flush = vi.fn();
    nextFrame(flush);
    vi.advanceTimersByTime(HIDDEN_TAB_DELAY_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });

  it('a document without animation frames (a test host) still gets its frames, by the timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', undefined);
    const flush = vi.fn();
    nextFrame(flush);
    vi.advanceTimersByTime(HIDDEN_TAB_DELAY_MS);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
