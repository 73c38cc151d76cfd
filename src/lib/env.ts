/*
 * Plain code, not valibot: main.tsx reads the configuration before anything renders, and valibot stays off /login's
 * first load (the 120 KB gzip budget, docs/performance.md 'Sign-in').
 */

export interface AppEnv {
  /** Absolute base URL of the backend (a relative VITE_BACKEND_URL is resolved against the page). */
  backendUrl: string;
  sandbox: boolean;
}

const DEFAULT_BACKEND_URL = 'http://localhost:8080';

export function parseEnv(raw: Record<string, unknown>, origin?: string): AppEnv {
  const url = raw['VITE_BACKEND_URL'] ?? DEFAULT_BACKEND_URL;
  if (typeof url !== 'string' || url === '')
    throw new Error('Bad configuration: VITE_BACKEND_URL must be a non-empty URL');
  const sandbox = raw['VITE_SANDBOX'] ?? 'false';
  if (sandbox !== 'true' && sandbox !== 'false')
    throw new Error(`Bad configuration: VITE_SANDBOX must be 'true' or 'false'`);
  const backendUrl = new URL(url, origin ?? 'http://localhost').toString().replace(/\/$/, '');
  return { backendUrl, sandbox: sandbox === 'true' };
}
