/**
 * A read whose screen shows no ResourceState (the sign-up forms' plan select) still tells the user it failed,
 * through the one error path; reads shown in a ResourceState do not also toast.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, startHarness, type Harness } from '../../mocks/test-utils.ts';
import { ApiError } from '../../src/api/index.ts';
import { queries, queryClientFor } from '../../src/session/queries/index.ts';
import { createServices, type AppServices } from '../../src/session/services.ts';
import { parseEnv } from '../../src/lib/env.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { notifyError } from '../../src/lib/toast.ts';

vi.mock('../../src/lib/toast.ts', () => ({ notifyError: vi.fn() }));

let h: Harness;
let services: AppServices;

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  h = startHarness();
  const data = new Map<string, string>();
  services = createServices({
    env: parseEnv({ VITE_BACKEND_URL: BASE, VITE_SANDBOX: 'true' }),
    i18n: createI18n('pt'),
    socketTransports: [h.sandbox.SocketTransport],
    storage: {
      length: 0,
      clear: () => data.clear(),
      getItem: (k) => data.get(k) ?? null,
      key: () => null,
      removeItem: (k) => void data.delete(k),
      setItem: (k, v) => void data.set(k, v),
    },
    reload: () => undefined,
  });
});

afterEach(() => {
  services.realtime.stop();
  h.close();
});

describe('failure toasts of the resource cache', () => {
  it('the public plan list toasts its failure once, as the error it was', async () => {
    h.sandbox.control.failNext({
      method: 'GET',
      path: '/plans/list',
      status: 400,
      error: 'ERR_NO_PERMISSION',
    });
    const cache = queryClientFor(services);
    await expect(cache.fetchQuery(queries.plans(services.api))).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledOnce();
    const [failure] = vi.mocked(notifyError).mock.calls[0]!;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure instanceof ApiError && failure.code).toBe('ERR_NO_PERMISSION');
  });

  it('a read shown in a ResourceState does not toast as well', async () => {
    h.sandbox.control.failNext({
      method: 'GET',
      path: '/tags/list',
      status: 400,
      error: 'ERR_NO_PERMISSION',
    });
    const cache = queryClientFor(services);
    await expect(cache.fetchQuery(queries.tags(services.api))).rejects.toThrow();
    expect(notifyError).not.toHaveBeenCalled();
  });
});
