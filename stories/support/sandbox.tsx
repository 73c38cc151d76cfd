/**
 * Screens in Storybook run on the real sandbox: MSW (through msw-storybook-addon's worker) answers HTTP, the
 * sandbox's mock socket.io server feeds the app's real socket.io-client, and the app's own services are built
 * exactly as in src/main.tsx. Each story gets a fresh, seeded sandbox and its own in-memory storage.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { SetupWorker } from 'msw/browser';
import { memoryLocation } from 'wouter/memory-location';
import { createSandbox, type Sandbox } from '../../mocks/sandbox.ts';
import { waitFor } from 'xstate';
import { App } from '../../src/app/App.tsx';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { memoryStorage } from '../../tests/support/memory-storage.ts';

let current: Sandbox | null = null;

export interface SandboxStoryParams {
  /** The route the story opens. */
  path: string;
  /** Sign in as this seeded user before rendering (password 123456). */
  signInAs?: string;
  /** Runs against the sandbox before the first render (e.g. put a connection in qrcode). */
  arrange?: (sandbox: Sandbox) => void;
}

/** Loader body: a fresh sandbox whose handlers the addon's worker serves. */
export async function loadSandbox(
  worker: SetupWorker,
  params: SandboxStoryParams,
): Promise<{ services: AppServices; sandbox: Sandbox }> {
  current?.dispose();
  // Drafts and the return-to origin live in sessionStorage: each story starts without another story's.
  sessionStorage.clear();
  const baseUrl = `${window.location.origin}/api`;
  const sandbox = createSandbox({ baseUrl, persistence: 'none' });
  current = sandbox;
  await sandbox.ready;
  worker.use(...sandbox.handlers);
  params.arrange?.(sandbox);
  const storage = memoryStorage();
  const services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: baseUrl, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [sandbox.SocketTransport],
    storage,
    reload: () => undefined,
  });
  services.session.start();
  // Signed in through the session machine itself, as a user would (it also sets the cshow flag).
  if (params.signInAs) {
    services.session.send({ type: 'session.login', email: params.signInAs, password: '123456' });
    await waitFor(services.session, (s) => s.matches('signedIn'), { timeout: 5000 });
  }
  return { services, sandbox };
}

export function SandboxApp({ services, path }: { services: AppServices; path: string }): ReactElement {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  useEffect(() => () => services.session.stop(), [services]);
  return (
    <div style={{ height: '100vh' }}>
      <App services={services} location={{ hook: location.hook, searchHook: location.searchHook }} />
    </div>
  );
}

/** `render` of every screen story: the app on the story's sandbox, at `parameters.sandbox.path`. */
export function renderSandboxApp(
  _args: unknown,
  { loaded, parameters }: { loaded: Record<string, unknown>; parameters: Record<string, unknown> },
): ReactElement {
  const services = loaded['services'] as AppServices;
  const params = parameters['sandbox'] as SandboxStoryParams;
  return <SandboxApp services={services} path={params.path} />;
}
