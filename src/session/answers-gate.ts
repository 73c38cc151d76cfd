/**
 * So the first rows come one frame after their data: the signed-in page's first render is deferred and sliced
 * (`SlicedFirstRender`, App.tsx). An answer that lands in a store while the slices run (a list's first page, the
 * queues, the connections) makes the stores the render read (`useSyncExternalStore`) differ from what it rendered:
 * React throws the slices away and renders the whole page again at once, one task of 50–70 ms on the reference
 * backend, and the rows come with it ~100 ms after their answer.
 *
 * The gate holds the API's answers (src/api/http.ts, `hold`) while that render runs: they are read and checked as
 * they come, and handed on once the page has committed, in the microtasks of the commit's task, where only what they
 * change renders. Not in a task of their own: the browser then laid out and painted the page without its rows first,
 * and the rows came a frame later (first sign-in on the reference backend, A/B of 9 runs × 2: rows 10–15 ms sooner
 * after the click). The commit's task grows by the rows' render (~10 ms), far from a long task.
 * A hold that is never released (a render that never commits) lets them go after `HOLD_LIMIT_MS`.
 */
export const HOLD_LIMIT_MS = 2000;

export class AnswersGate {
  private holds = 0;
  /** Between a release and the microtask that hands the held answers on: later answers queue behind them. */
  private resuming = false;
  private readonly waiting: (() => void)[] = [];

  /** Null while the gate is open; otherwise settles when it opens. */
  wait(): Promise<void> | null {
    if (this.holds === 0 && !this.resuming) return null;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Closes the gate until the returned release is called (or `limitMs` passed). Releasing twice is harmless. */
  hold(limitMs = HOLD_LIMIT_MS): () => void {
    this.holds += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      this.holds -= 1;
      if (this.holds > 0 || this.resuming || this.waiting.length === 0) return;
      // After the code that released the gate (the page's commit) has run to its end, in the same task.
      this.resuming = true;
      queueMicrotask(() => {
        this.resuming = false;
        if (this.holds > 0) return;
        for (const resume of this.waiting.splice(0)) resume();
      });
    };
    const timer = setTimeout(release, limitMs);
    return release;
  }
}
