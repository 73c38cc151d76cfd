/**
 * The app's delivery of socket frames, so a live event costs less script: the frames that arrive within a few
 * milliseconds of each other are handed on together, in one task, so React renders them once. One status change on
 * the real backend comes as three frames in three socket messages, each of which rendered the workspace on its own.
 *
 * A timer, not the next animation frame: asking for a frame cost ~0.35 ms of script per change on the reference
 * backend's bench (the profile's `requestAnimationFrame`), more than the whole flush of a frame that changes
 * nothing. A short timer groups the same three frames (A/B, 3 runs each: 4.36 against 4.62 ms of script per change
 * on average, 13.5 against 14.7 ms of tasks), hands them on sooner than a frame, and runs in a hidden tab too, where
 * no frame is painted.
 *
 * 12 ms, not 4: the reference backend sends a status change's read reset (updateUnread) first and its delete and
 * update 7-8 ms later (measured on its socket), so a 4 ms wait handed the reset on alone, a flush and a timer of its
 * own at every change. Waiting for the pair gives one flush per change; on the bench (three A/B rounds, 10 changes
 * a second) 1.93 against 1.98 ms of script per change. Still less than a frame.
 */
export function coalesce(flush: () => void): void {
  setTimeout(flush, COALESCE_MS);
}

/** How long the first frame waits for the ones that come with it. */
export const COALESCE_MS = 12;
