import { setupWorker } from 'msw/browser';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { SandboxControl } from './control.ts';
import { SandboxPanel } from './panel/SandboxPanel.tsx';
import { buildSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
import { tabScopedStorage } from './tab-session.ts';

declare global {
  interface Window {
    __sandbox?: SandboxControl;
  }
}

/**
 * Demo entry (dynamically imported by src/main.tsx in sandbox mode): the sandbox behind an MSW service worker,
 * its log persisted in IndexedDB (sessions in localStorage), with its control API on `window.__sandbox` and the sandbox panel mounted.
 */
export async function startSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<Sandbox & { appStorage: Storage }> {
  const { sandbox, core } = buildSandbox({
    persistence: 'local',
    // Every tab of the browser runs on the one log, so two people can talk across tabs: what one appends, the
    // others apply and emit.
    ...(typeof BroadcastChannel === 'undefined' ? {} : { crossTab: {} }),
    ...options,
    baseUrl: options.baseUrl ?? `${window.location.origin}/api`,
  });
  await sandbox.ready;
  const worker = setupWorker(...sandbox.handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  window.__sandbox = sandbox.control;

  const host = document.createElement('div');
  host.id = 'sandbox-panel';
  document.body.appendChild(host);
  const root = createRoot(host);
  const contactNumbers = [...core.state.tables.contacts.values()]
    .filter((c) => c.companyId === 1)
    .map((c) => c.number);
  root.render(createElement(SandboxPanel, { control: sandbox.control, contactNumbers }));

  return {
    ...sandbox,
    // The app's storage: the session per tab, so two tabs can be signed in as two users (mocks/tab-session.ts).
    appStorage: tabScopedStorage(),
    dispose() {
      root.unmount();
      host.remove();
      worker.stop();
      if (window.__sandbox === sandbox.control) delete window.__sandbox;
      sandbox.dispose();
    },
  };
}
