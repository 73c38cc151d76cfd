/**
 * /login is served as login.html, whose markup holds the login form prerendered at build time from the real
 * components (src/app/login-shell.render.tsx, the `prerender-login` plugin of vite.config.ts), so the form is on
 * screen at first paint, before any script ran. The user may type into it at once; when the real screen mounts it
 * takes what was typed (and where the caret was) and the static copy goes. It never submits: its button is not a
 * submit button, so Enter in it does nothing until the real form is there.
 */

/** The id of the prerendered form's container in login.html. */
export const LOGIN_SHELL_ID = 'login-shell';

export interface LoginShellState {
  email: string;
  password: string;
  /** Entrar was pressed (or Enter typed) in the copy after the app's first script ran: the real form sends it. */
  submit: boolean;
  /** The field the caret was in, with its selection, to give back to the real form. */
  focused: { name: 'email' | 'password'; start: number | null; end: number | null } | null;
}

function shell(doc: Document): HTMLElement | null {
  return doc.getElementById(LOGIN_SHELL_ID);
}

/** What was typed into the prerendered form, or null when the page has none (every page but a fresh /login). */
export function readLoginShell(doc: Document = document): LoginShellState | null {
  const root = shell(doc);
  if (root === null) return null;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = doc.activeElement;
  let focused: LoginShellState['focused'] = null;
  if (active instanceof HTMLInputElement && root.contains(active)) {
    const name = active.name === 'password' ? 'password' : 'email';
    let start: number | null = null;
    let end: number | null = null;
    try {
      start = active.selectionStart;
      end = active.selectionEnd;
    } catch {
      // type=email has no selection API
    }
    focused = { name, start, end };
  }
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    submit: requested,
    focused,
  };
}

let requested = false;
let watching = false;

/**
 * Called by the entry script as soon as it runs (long before the login screen's code is in): a press of the copy's
 * Entrar, or Enter in one of its fields, is remembered, so the real form sends it when it mounts instead of the
 * press being lost.
 */
export function watchLoginShell(doc: Document = document): void {
  if (watching || shell(doc) === null) return;
  watching = true;
  const inShell = (target: EventTarget | null) =>
    target instanceof Element && shell(doc)?.contains(target) === true;
  doc.addEventListener(
    'click',
    (event) => {
      if (inShell(event.target) && (event.target as Element).closest('[data-login-submit]')) requested = true;
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && inShell(event.target) && event.target instanceof HTMLInputElement)
        requested = true;
    },
    true,
  );
}

/** Takes the prerendered form off the page (the real one is mounted, or the route is not /login). */
export function removeLoginShell(doc: Document = document): void {
  shell(doc)?.remove();
}

/** Gives the caret back to the real form's field where it was in the prerendered one. */
export function restoreLoginFocus(form: ParentNode, state: LoginShellState | null): void {
  if (state?.focused == null) return;
  const input = form.querySelector<HTMLInputElement>(`input[name="${state.focused.name}"]`);
  if (input === null) return;
  input.focus();
  const { start, end } = state.focused;
  if (start !== null && end !== null) {
    try {
      input.setSelectionRange(start, end);
    } catch {
      // type=email has no selection API
    }
  }
}
