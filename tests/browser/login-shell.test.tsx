/**
 * The login form at first paint: login.html carries the form prerendered from the real components
 * (src/app/login-shell.render.tsx); what is typed into it before the app runs is handed to the real form, with the
 * caret, and the static copy goes. In Chromium, with the real components.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  LOGIN_SHELL_ID,
  readLoginShell,
  removeLoginShell,
  restoreLoginFocus,
  watchLoginShell,
} from '../../src/session/login-shell.ts';
import { renderLoginShell } from '../../src/app/login-shell.render.tsx';
import { LoginForm } from '../../src/features/auth/components/LoginForm.tsx';
import { brand } from '../../src/lib/brand.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';

const i18n = createI18n('pt');

function mountShell(): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderLoginShell();
  const shell = holder.firstElementChild;
  if (!(shell instanceof HTMLElement)) throw new Error('no shell markup');
  document.body.prepend(shell);
  return shell;
}

afterEach(() => removeLoginShell());

describe('the prerendered login form', () => {
  it('is the real form’s markup, but for the readiness mark and a button that submits nothing natively', () => {
    const real = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <LoginForm onSubmit={() => undefined} submitting={false} registerUrl={brand.pricingUrl} />
      </I18nextProvider>,
    );
    const shell = mountShell();
    const form = shell.querySelector('form');
    expect(form?.hasAttribute('data-login-ready')).toBe(false);
    expect(shell.querySelector('button[type="submit"]')).toBeNull();
    // Both read back through the DOM, so attribute spelling is the browser's.
    const parsed = document.createElement('div');
    parsed.innerHTML = real;
    const realForm = parsed.querySelector('form');
    realForm?.removeAttribute('data-login-ready');
    realForm?.querySelector('button[type="submit"]')?.setAttribute('type', 'button');
    // useId's ids depend on where the form sits in its tree: the same ids, named apart.
    const ids = (html = '') => html.replace(/_R_[0-9a-z]+_/g, '«id»');
    form?.querySelector('[data-login-submit]')?.removeAttribute('data-login-submit');
    expect(ids(form?.outerHTML)).toBe(ids(realForm?.outerHTML));
  });

  it('Enter in it goes nowhere (a native submit would put the password in the URL)', async () => {
    const shell = mountShell();
    const password = shell.querySelector<HTMLInputElement>('input[name="password"]');
    let submitted = false;
    shell.querySelector('form')?.addEventListener('submit', (e) => {
      submitted = true;
      e.preventDefault();
    });
    password?.focus();
    // A real Enter (the browser's implicit submission): a form with two fields and no submit button is not sent.
    await userEvent.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(submitted).toBe(false);
  });

  it('what was typed, and where the caret was, go to the real form; the static copy goes', async () => {
    const shell = mountShell();
    const email = shell.querySelector<HTMLInputElement>('input[name="email"]');
    const password = shell.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('no fields');
    email.value = 'admin@admin.com';
    password.value = '123456';
    password.focus();
    password.setSelectionRange(2, 4);

    const state = readLoginShell();
    expect(state).toEqual({
      email: 'admin@admin.com',
      password: '123456',
      submit: false,
      focused: { name: 'password', start: 2, end: 4 },
    });
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <LoginForm
          onSubmit={() => undefined}
          submitting={false}
          registerUrl={brand.pricingUrl}
          initialEmail={state?.email ?? ''}
          initialPassword={state?.password ?? ''}
        />
      </I18nextProvider>,
    );
    removeLoginShell();
    restoreLoginFocus(screen.container, state);
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    const real = screen.container.querySelector<HTMLInputElement>('input[name="password"]');
    expect(screen.container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'admin@admin.com',
    );
    expect(real?.value).toBe('123456');
    expect(document.activeElement).toBe(real);
    expect([real?.selectionStart, real?.selectionEnd]).toEqual([2, 4]);
  });

  it('a page without it (every route but a fresh /login) reads nothing', () => {
    expect(readLoginShell()).toBeNull();
  });

  // Last: the press it remembers is the page's, for the rest of its life.
  it('a press of its Entrar once the entry script runs is remembered, for the real form to send', async () => {
    const shell = mountShell();
    expect(readLoginShell()?.submit).toBe(false);
    watchLoginShell();
    const button = shell.querySelector<HTMLButtonElement>('[data-login-submit]');
    if (!button) throw new Error('no Entrar in the copy');
    await userEvent.click(button);
    expect(readLoginShell()?.submit).toBe(true);
  });
});
