import type { RequestHandler } from 'msw';
import { createControl, type SandboxControl } from './control.ts';
import { SandboxCore } from './core.ts';
import type { LogStorage } from './db/persistence.ts';
import { linkTabs, type CrossTabLink, type CrossTabOptions } from './cross-tab.ts';
import { adminHandlers } from './handlers/admin.handlers.ts';
import { authHandlers } from './handlers/auth.handlers.ts';
import { catalogHandlers } from './handlers/catalog.handlers.ts';
import { tagHandlers } from './handlers/tags.handlers.ts';
import { helpHandlers } from './handlers/helps.handlers.ts';
import { campaignHandlers } from './handlers/campaigns.handlers.ts';
import { campaignRunnerOf } from './campaigns/runner.ts';
import { contactListHandlers } from './handlers/contact-lists.handlers.ts';
import { whatsappHandlers } from './handlers/whatsapps.handlers.ts';
import { pairingOf } from './pairing.ts';
import { quickMessageHandlers } from './handlers/quick-messages.handlers.ts';
import { queueHandlers } from './handlers/queues.handlers.ts';
import { scheduleHandlers } from './handlers/schedules.handlers.ts';
import { chatHandlers } from './handlers/chats.handlers.ts';
import { announcementHandlers } from './handlers/announcements.handlers.ts';
import { contactHandlers } from './handlers/contacts.handlers.ts';
import { dashboardHandlers } from './handlers/dashboard.handlers.ts';
import { messageHandlers } from './handlers/messages.handlers.ts';
import { messagesApiHandlers } from './handlers/messages-api.handlers.ts';
import { userHandlers } from './handlers/users.handlers.ts';
import { settingsHandlers } from './handlers/settings.handlers.ts';
import { billingHandlers } from './handlers/billing.handlers.ts';
import { setPublicBase } from './media/public-url.ts';
import { makeRouter } from './handlers/route.ts';
import { seedAccountsOf, type SeedAccount } from './seed/accounts.ts';
import { ticketHandlers } from './handlers/tickets.handlers.ts';
import { SandboxSocketTransport } from './socket/transport.ts';

export type { SandboxControl } from './control.ts';
export type { SeedAccount } from './seed/accounts.ts';

export interface SandboxOptions {
  baseUrl: string; // absolute API base, e.g. 'http://sandbox.test/api'
  now?: () => number; // the clock; tests pass a fixed one (deterministic ids and timestamps)
  seed?: 'demo' | 'empty'; // default 'demo'
  accessTokenTtlMs?: number; // default 15 * 60_000; tests make it short so 403 -> refresh is real
  persistence?: 'local' | 'none'; // demo: the log survives a reload (IndexedDB); tests: 'none'
  storage?: LogStorage; // where 'local' keeps the log; default IndexedDB via idb-keyval (tests: memoryLogStorage())
  crossTab?: CrossTabOptions; // the demo: the log is shared with the other tabs of the browser (mocks/cross-tab.ts)
}

export interface Sandbox {
  handlers: RequestHandler[]; // MSW handlers: setupWorker (demo), setupServer (node), msw-storybook-addon
  SocketTransport: unknown; // engine.io-client transport class: io(origin, { transports: [SocketTransport] })
  control: SandboxControl; // also window.__sandbox in demo builds
  ready: Promise<void>; // resolved when the persisted log is read back (at once without persistence)
  accounts(): SeedAccount[]; // the seeded accounts the demo's login page offers (password included), as they are now
  dispose(): void;
}

/**
 * The sandbox backend: MSW handlers for `${baseUrl}/...`, a socket.io server (mock-socket) at the origin of
 * baseUrl, path /socket.io/, and the control API. Only one sandbox per socket origin may be alive at a time:
 * dispose() the previous one first.
 */
export function createSandbox(options: SandboxOptions): Sandbox {
  return buildSandbox(options).sandbox;
}

/** createSandbox with its core exposed (the sandbox's own tests read the socket rooms and the state). */
export function buildSandbox(options: SandboxOptions): {
  sandbox: Sandbox;
  core: SandboxCore;
  tabs: CrossTabLink | null;
} {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  setPublicBase(baseUrl);
  const core = new SandboxCore({
    baseUrl,
    now: options.now ?? (() => Date.now()),
    seed: options.seed ?? 'demo',
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * 60_000,
    persistence: options.persistence ?? 'none',
    storage: options.storage,
  });
  const ready = core.load();
  const tabs = options.crossTab ? linkTabs(core, ready, options.crossTab) : null;
  const router = makeRouter(core, baseUrl);
  const handlers: RequestHandler[] = [
    ...authHandlers(router),
    ...adminHandlers(router),
    ...ticketHandlers(router),
    ...messageHandlers(router),
    ...contactHandlers(router),
    ...catalogHandlers(router),
    ...userHandlers(router),
    ...settingsHandlers(router),
    ...billingHandlers(router),
    ...messagesApiHandlers(router),
    ...tagHandlers(router),
    ...contactListHandlers(router),
    ...whatsappHandlers(router),
    ...quickMessageHandlers(router),
    ...queueHandlers(router),
    ...scheduleHandlers(router),
    ...chatHandlers(router),
    ...announcementHandlers(router),
    ...helpHandlers(router),
    ...campaignHandlers(router),
    ...dashboardHandlers(router),
  ];
  let disposed = false;
  const sandbox: Sandbox = {
    handlers,
    SocketTransport: SandboxSocketTransport,
    control: createControl(core),
    ready,
    accounts: () => seedAccountsOf(core.state),
    dispose: () => {
      disposed = true;
      tabs?.dispose();
      campaignRunnerOf(core).stop();
      pairingOf(core).dispose();
      core.dispose();
    },
  };
  // The backend's sending queue: campaigns start at their scheduledAt and deliver at the configured intervals. On a
  // fixed test clock nothing runs by itself (the control API's runCampaigns ticks it). Only once the stored log is
  // read back: a delivery appended before would take the seq of a stored event and overwrite it (a reload while a
  // campaign ran lost what the page had been shown).
  if (options.now === undefined)
    void ready.then(
      () => {
        if (!disposed) campaignRunnerOf(core).start();
      },
      () => undefined,
    );
  return { sandbox, core, tabs };
}
