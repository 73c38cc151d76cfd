import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to the local backend and no sandbox', () => {
    expect(parseEnv({})).toEqual({ backendUrl: 'http://localhost:8080', sandbox: false });
  });

  it('resolves a relative backend URL against the page and drops the trailing slash', () => {
    expect(parseEnv({ VITE_BACKEND_URL: '/api/', VITE_SANDBOX: 'true' }, 'https://app.example')).toEqual({
      backendUrl: 'https://app.example/api',
      sandbox: true,
    });
  });

  it('refuses an empty URL and a sandbox flag that is not true or false', () => {
    expect(() => parseEnv({ VITE_BACKEND_URL: '' })).toThrow(/VITE_BACKEND_URL/);
    expect(() => parseEnv({ VITE_SANDBOX: 'yes' })).toThrow(/VITE_SANDBOX/);
  });
});
