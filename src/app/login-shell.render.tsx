/**
 * Build time only (the `prerender-login` plugin of vite.config.ts loads it in Node): the login page's markup from
 * the real components, in Portuguese, for login.html. Never imported by the app (react-dom/server stays out of it).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { brand } from '../lib/brand.ts';
import { createI18n } from '../lib/i18n/index.ts';
import { LOGIN_SHELL_ID } from '../session/login-shell.ts';

export function renderLoginShell(): string {
  const i18n = createI18n('pt');
  const t = i18n.t;
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AuthLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
        <LoginForm onSubmit={() => undefined} submitting={false} registerUrl={brand.pricingUrl} prerendered />
      </AuthLayout>
    </I18nextProvider>,
  );
  // Above whatever the app shows while it boots (its loading screen), until the real form replaces it.
  return `<div id="${LOGIN_SHELL_ID}" class="fixed inset-0 z-50 overflow-auto">${markup}</div>`;
}
