import { setupServer } from 'msw/node';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

export const NODE_BASE_URL = 'http://sandbox.test/api';

/** Node tests: the sandbox behind msw/node's setupServer. `close()` stops both (one sandbox per origin at a time). */
export async function startNodeSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<{ sandbox: Sandbox; close(): void }> {
  const sandbox = createSandbox({
    persistence: 'none',
    ...options,
    baseUrl: options.baseUrl ?? NODE_BASE_URL,
  });
  await sandbox.ready;
  const server = setupServer(...sandbox.handlers);
  server.listen({ onUnhandledRequest: 'bypass' });
  return {
    sandbox,
    close() {
      server.close();
      sandbox.dispose();
    },
  };
}
