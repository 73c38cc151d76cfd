import { BASE, type Harness } from '../../mocks/test-utils.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';

/** The app's real services against a node sandbox harness (its socket, its clock), keeping what they store in `storage`. */
export function sandboxServices(h: Harness, storage: Storage): AppServices {
  return createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [h.sandbox.SocketTransport],
    storage,
    now: () => h.clock.now,
    reload: () => undefined,
  });
}

/** Stops what the services started (the session, the socket), then the harness. */
export function stopSandboxServices(services: AppServices, h: Harness): void {
  services.session.stop();
  services.realtime.stop();
  h.close();
}
