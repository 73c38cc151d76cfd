/**
 * The app's delivery of socket frames (issue 17, script per event): the frames that arrive before the next frame is
 * painted are handed on together, in one task, so React renders them once. One status change on the real backend
 * comes as three frames in three socket messages, each of which rendered the workspace on its own.
 *
 * A hidden tab paints no frames: the timer hands them on there (the notifications still hear them).
 */
export function nextFrame(flush: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    flush();
  };
  setTimeout(run, HIDDEN_TAB_DELAY_MS);
  if (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible'
  )
    requestAnimationFrame(run);
}

/** How long frames wait when no frame is painted (a hidden tab, a frame that never comes). */
export const HIDDEN_TAB_DELAY_MS = 50;
