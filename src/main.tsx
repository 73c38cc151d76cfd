import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createServices, type DemoLoginSlot } from './session/services.ts';
import { parseEnv } from './lib/env.ts';
import { createI18n, loadLanguage, storedLanguage } from './lib/i18n/index.ts';
import { applyStoredTheme } from './lib/theme.ts';
import { watchLoginShell } from './session/login-shell.ts';
import { prefetchWorkspace } from './app/prefetch.ts';
import { isTicketsPath } from './app/workspace-ahead.ts';

async function boot(): Promise<void> {
  // login.html's prerendered form takes presses before the app is in (src/session/login-shell.ts).
  watchLoginShell();
  const env = parseEnv(import.meta.env, window.location.origin);
  let socketTransports: unknown[] | undefined;
  let demoLogin: DemoLoginSlot | undefined;
  let storage: Storage | undefined;
  // The only door to the sandbox: a dynamic import that a production build drops entirely (with the demo accounts
  // of the login page, their component and its texts).
  if (import.meta.env.VITE_SANDBOX === 'true') {
    const [{ startSandbox }, { DemoAccounts }] = await Promise.all([
      import('../mocks/browser.ts'),
      import('./features/auth/components/DemoAccounts.tsx'),
    ]);
    const sandbox = await startSandbox({ baseUrl: env.backendUrl });
    socketTransports = [sandbox.SocketTransport];
    storage = sandbox.appStorage;
    const accounts = sandbox.accounts();
    demoLogin = ({ signIn, busy }) => (
      <DemoAccounts accounts={accounts} busy={busy} onSignIn={(a) => signIn(a.email, a.password)} />
    );
  }
  applyStoredTheme(localStorage);
  const language = storedLanguage(localStorage);
  // pt's login namespaces are bundled; another stored language is loaded before the first render.
  const i18n = createI18n(language, language === 'pt' ? {} : { [language]: await loadLanguage(language) });
  const services = createServices({
    env,
    i18n,
    ...(socketTransports ? { socketTransports } : {}),
    ...(demoLogin ? { demoLogin } : {}),
    ...(storage ? { storage } : {}),
    prefetchSignedIn: ({ i18n, api }) => prefetchWorkspace(i18n, api),
  });
  services.session.start();
  // A reload with a stored session: the workspace's code, the entity calls and the catalogue are fetched now, beside
  // the refresh call, so its answer finds them in and the lists leave in that answer's task.
  if (services.session.getSnapshot().matches('checking'))
    prefetchWorkspace(i18n, services.api, {
      now: true,
      tickets: isTicketsPath(window.location.pathname),
    });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void boot();
