/** Helpers for the sandbox's own node tests. */
import fc from 'fast-check';
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

/**
 * Resolves once `predicate` holds. The time limit is patience, not an assertion: a CI machine sharing its two cores
 * with a benchmark took over 2 s to deliver a socket frame (a clean-clone run failed on it), so it waits up to 10 s.
 */
export function waitFor(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
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

/** One step of a random ticket scenario (fast-check draws them): which command, and which ticket it picks. */
export type TicketStep =
  | { kind: 'accept' | 'close' | 'return' | 'reopen' | 'delete' | 'read' | 'send' | 'incoming'; pick: number }
  | { kind: 'transfer'; pick: number; queueId: number | null; userId: number | null }
  | { kind: 'incomingNew'; number: number }
  | { kind: 'incomingClosed'; pick: number };

function pickOf<T extends { id: number }>(rows: readonly T[], pick: number): T | undefined {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  return sorted.length === 0 ? undefined : sorted[pick % sorted.length];
}

/**
 * Runs one step in company 1 as `actor` (an admin's token): the S1 ticket commands over HTTP, contacts writing
 * in through the control API. A step with nothing to act on does nothing.
 */
export async function runTicketStep(
  h: Harness,
  token: string,
  actor: number,
  step: TicketStep,
  options: { pendingQueueMoves?: boolean } = {},
): Promise<void> {
  const tickets = h.sandbox.control.rows('tickets', 1);
  const of = (status: 'pending' | 'open' | 'closed') => tickets.filter((t) => t.status === status);
  const put = (id: number, body: unknown) => call('PUT', `/tickets/${id}`, { token, body });
  switch (step.kind) {
    case 'accept': {
      const t = pickOf(of('pending'), step.pick);
      if (t) await put(t.id, { status: 'open', userId: actor });
      return;
    }
    case 'close': {
      const t = pickOf(of('open'), step.pick);
      if (t) await put(t.id, { status: 'closed', userId: t.userId ?? actor });
      return;
    }
    case 'return': {
      const t = pickOf(of('open'), step.pick);
      if (t) await put(t.id, { status: 'pending', userId: null });
      return;
    }
    case 'reopen': {
      const t = pickOf(of('closed'), step.pick);
      if (t) await put(t.id, { status: 'open', userId: actor });
      return;
    }
    case 'transfer': {
      // A pending ticket moved to another queue stays pending with no owner: the reference backend sends its
      // update to the new rooms only (CONTRACT: delete only on a status or owner change). `pendingQueueMoves:
      // false` leaves those out for properties about what a client can know from frames alone.
      const pool =
        options.pendingQueueMoves === false && step.userId === null
          ? of('open')
          : [...of('open'), ...of('pending')];
      const t = pickOf(pool, step.pick);
      if (t)
        await put(t.id, {
          queueId: step.queueId,
          userId: step.userId,
          status: step.userId === null ? 'pending' : 'open',
        });
      return;
    }
    case 'delete': {
      const t = pickOf(tickets, step.pick);
      if (t) await call('DELETE', `/tickets/${t.id}`, { token });
      return;
    }
    case 'read': {
      const t = pickOf(
        tickets.filter((x) => x.unreadMessages > 0),
        step.pick,
      );
      if (t) await call('GET', `/messages/${t.id}`, { token });
      return;
    }
    case 'send': {
      const t = pickOf(of('open'), step.pick);
      if (t) await call('POST', `/messages/${t.id}`, { token, body: { body: `Resposta ${step.pick}` } });
      return;
    }
    case 'incoming': {
      const t = pickOf(tickets, step.pick);
      if (t) h.sandbox.control.incomingMessage({ ticketId: t.id, body: `Mensagem ${step.pick}` });
      return;
    }
    case 'incomingNew':
      h.sandbox.control.incomingMessage({
        contactNumber: `55119${String(step.number).padStart(8, '0')}`,
        body: 'Olá',
      });
      return;
    case 'incomingClosed': {
      // A contact of a closed ticket on the default connection writes again: the same ticket comes back pending.
      const t = pickOf(
        of('closed').filter((x) => x.whatsappId === 1),
        step.pick,
      );
      const contact = t && h.sandbox.control.rows('contacts', 1).find((c) => c.id === t.contactId);
      if (contact) h.sandbox.control.incomingMessage({ contactNumber: contact.number, body: 'Voltei' });
      return;
    }
  }
}

export const ticketStep: fc.Arbitrary<TicketStep> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'accept' as const,
      'close' as const,
      'return' as const,
      'reopen' as const,
      'delete' as const,
      'read' as const,
      'send' as const,
      'incoming' as const,
    ),
    pick: fc.nat(200),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    pick: fc.nat(200),
    queueId: fc.constantFrom(1, 2, 3, null),
    userId: fc.constantFrom(1, 2, 3, null),
  }),
  fc.record({ kind: fc.constant('incomingNew' as const), number: fc.nat(99_999_999) }),
  fc.record({ kind: fc.constant('incomingClosed' as const), pick: fc.nat(200) }),
);
