/** Helpers for the sandbox's own node tests. */
import { setupServer } from 'msw/node';
import { io, type Socket } from 'socket.io-client';
import { buildSandbox, type Sandbox } from './sandbox.ts';
import type { SandboxCore } from './core.ts';
import { SandboxSocketTransport } from './socket/transport.ts';

export const BASE = 'http://sandbox.test/api';
export const ORIGIN = 'http://sandbox.test';
export const T0 = Date.UTC(2026, 10, 21, 15, 0, 0);

export interface Harness {
  sandbox: Sandbox;
  core: SandboxCore;
  clock: { now: number };
  close(): void;
}

export function startHarness(options: { accessTokenTtlMs?: number; seed?: 'demo' | 'empty' } = {}): Harness {
  const clock = { now: T0 };
  const { sandbox, core } = buildSandbox({
    baseUrl: BASE,
    now: () => clock.now,
    persistence: 'none',
    ...options,
  });
  const server = setupServer(...sandbox.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    sandbox,
    core,
    clock,
    close() {
      server.close();
      sandbox.dispose();
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function call(
  method: string,
  path: string,
  init: { token?: string | null; body?: unknown; form?: FormData; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  if (init.cookie) headers['Cookie'] = init.cookie;
  let payload: BodyInit | undefined;
  if (init.form) payload = init.form;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(init.body);
  }
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers };
}

export async function login(
  email: string,
  password = '123456',
): Promise<{ token: string; userId: number; companyId: number }> {
  const res = await call('POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const b = res.body as { token: string; user: { id: number; companyId: number } };
  return { token: b.token, userId: b.user.id, companyId: b.user.companyId };
}

export function connect(token: string, extra: Record<string, string> = {}): Socket {
  return io(ORIGIN, {
    transports: [SandboxSocketTransport],
    query: { token, ...extra },
    reconnectionDelay: 20,
    reconnectionDelayMax: 50,
    forceNew: true,
  });
}

export function waitFor(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (predicate()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('waitFor: timed out'));
      setTimeout(tick, 5);
    };
    tick();
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
