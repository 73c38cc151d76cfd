/**
 * The waits the spec gives for forms, searches, lists and toasts, and the app's own fallback waits, each named once.
 * machines is the lowest layer, so every layer (machines, src, the sandbox) imports them from here rather than
 * writing the number again. A timing of one machine or module alone (a machine's own delay, the realtime backoff)
 * stays beside its one use.
 */

// --- Given by the spec -----------------------------------------------------------------------------------------

/**
 * A form's submit waits this long before it saves; a second press meanwhile saves nothing more. S1 §9 and S2 §9
 * 'form submit delay 400 ms', S2 §4 'Forms submit after a 400 ms delay' (S3 §9 says 400 to 500 ms).
 */
export const SUBMIT_DELAY_MS = 400;

/** A search box's text is taken once it has stopped changing this long. S1 §9 and S3 §9 'Search debounce 500 ms'. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A list reloads this long after its search settled or its filter changed (the first load and the next page do not
 * wait). S1 §9 'ticket load delay 500 ms', S2 §9 'Search and list loading delay 500 ms'.
 */
export const LIST_LOAD_DELAY_MS = 500;

/** How long an error toast stays. S1 §9 'Error toast 2 s', S3 §9 '2 s for error toasts'. */
export const ERROR_TOAST_MS = 2000;

/**
 * How long any other toast stays (success, and warnings and notes alike). S1 §9 'success toast on some screens
 * 3000 ms', S2 §9 and S3 §9 'Toast auto-close 3000 ms'.
 */
export const TOAST_MS = 3000;

// --- The app's own fallbacks (not in the spec) ----------------------------------------------------------------

/**
 * How long a secondary read at sign-in (the top bar's notifications and announcements, the dashboard's code fetched
 * ahead) waits for the screen's first list to have its first page before going anyway: on a screen without a list
 * nothing marks the first content. docs/decisions.md 'Layout and top bar'.
 */
export const SECONDARY_READ_WAIT_MS = 1500;

/**
 * How long a secondary part of the page (the top bar's bells, the drawer's connections badge) waits, from its first
 * render, for the screen's first list before rendering anyway on a screen without one. docs/decisions.md 'Layout
 * and top bar'.
 */
export const SECONDARY_PART_WAIT_MS = 500;

/**
 * The workspace's code (layout, tickets route, query provider, socket...) is fetched while the login form is shown,
 * when the browser idles: at the latest this long after the form mounted (`requestIdleCallback`'s timeout)...
 */
export const WORKSPACE_PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** ...or this long after it, in a browser without `requestIdleCallback` (src/app/prefetch.ts). */
export const WORKSPACE_PREFETCH_NO_IDLE_MS = 300;

/**
 * The drawer's first screen (the dashboard) is fetched ahead once the signed-in page's own content is in and the
 * browser idles: at the latest this long after the content (`requestIdleCallback`'s timeout)...
 */
export const FETCH_AHEAD_IDLE_TIMEOUT_MS = 3000;
/** ...or this long after it, in a browser without `requestIdleCallback` (src/app/App.tsx). */
export const FETCH_AHEAD_NO_IDLE_MS = 500;
