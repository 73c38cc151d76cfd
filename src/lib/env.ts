import * as v from 'valibot';

const EnvSchema = v.object({
  VITE_BACKEND_URL: v.optional(v.pipe(v.string(), v.minLength(1)), 'http://localhost:8080'),
  VITE_SANDBOX: v.optional(v.picklist(['true', 'false']), 'false'),
});

export interface AppEnv {
  /** Absolute base URL of the backend (a relative VITE_BACKEND_URL is resolved against the page). */
  backendUrl: string;
  sandbox: boolean;
}

export function parseEnv(raw: Record<string, unknown>, origin?: string): AppEnv {
  const result = v.safeParse(EnvSchema, raw);
  if (!result.success) {
    throw new Error(`Bad configuration: ${v.summarize(result.issues)}`);
  }
  const base = result.output.VITE_BACKEND_URL;
  const backendUrl = new URL(base, origin ?? 'http://localhost').toString().replace(/\/$/, '');
  return { backendUrl, sandbox: result.output.VITE_SANDBOX === 'true' };
}
