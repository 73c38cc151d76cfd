import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotOf, type Snapshot } from '../control.ts';
import { buildSandbox } from '../sandbox.ts';
import { call, login, startHarness, BASE, T0, type Harness } from '../test-utils.ts';
import type { SandboxEvent } from './events.ts';
import { uuidFrom } from './ids.ts';
import { memoryLogStorage } from './persistence.ts';
import { replay } from './projection.ts';

/**
 * A scripted day touching every command the handlers and the control API have: each one appends domain events,
 * so the script covers every event type a running sandbox writes.
 */
async function scriptedDay(h: Harness): Promise<void> {
  const admin = (await login('admin@admin.com')).token;
  const c = h.sandbox.control;
  const pending = c.rows('tickets', 1).find((t) => t.status === 'pending' && t.unreadMessages > 0);
  const closed = c.rows('tickets', 1).find((t) => t.status === 'closed' && t.whatsappId === 1);
  if (!pending || !closed) throw new Error('seed: no pending ticket with unread, or no closed ticket');
  await call('GET', `/messages/${pending.id}`, { token: admin });
  await call('PUT', `/tickets/${pending.id}`, { token: admin, body: { status: 'open', userId: 1 } });
  await call('POST', `/messages/${pending.id}`, { token: admin, body: { body: 'Bom dia!' } });
  await call('PUT', `/tickets/${pending.id}`, {
    token: admin,
    body: { queueId: 2, userId: 3, status: 'open' },
  });
  await call('PUT', `/tickets/${pending.id}`, { token: admin, body: { status: 'pending', userId: null } });
  await call('PUT', `/tickets/${pending.id}`, { token: admin, body: { status: 'closed', userId: 1 } });
  await call('PUT', `/tickets/${closed.id}`, { token: admin, body: { status: 'open', userId: 1 } });
  const { ticketId } = c.incomingMessage({ contactNumber: '5511911112222', body: 'Oi, sou novo' });
  c.incomingMessage({ ticketId, body: 'Alguém?' });
  // The QA controls: the contact deletes a message, an own message's ack advances, someone transfers.
  c.contactDeletesMessage({ ticketId });
  c.advanceAck({ ticketId: pending.id });
  c.transferTicket({ ticketId, userId: 3 });
  const contactId = c.rows('tickets').find((t) => t.id === ticketId)?.contactId ?? 0;
  await call('PUT', `/contacts/${contactId}`, { token: admin, body: { name: 'Cliente Novo' } });
  await call('POST', '/contacts', { token: admin, body: { name: 'Outro', number: '5511933334444' } });
  const tag = await call('POST', '/tags', { token: admin, body: { name: 'Urgente' } });
  const tagId = typeof tag.body === 'object' && tag.body !== null && 'id' in tag.body ? tag.body.id : 0;
  await call('POST', '/tags/sync', { token: admin, body: { ticketId, tags: [{ id: tagId }, { id: 1 }] } });
  await call('PUT', `/tags/${String(tagId)}`, { token: admin, body: { name: 'Urgentíssimo' } });
  c.updateTag(1, { color: '#000000' });
  await call('DELETE', '/tags/1', { token: admin });
  const note = await call('POST', '/ticket-notes', {
    token: admin,
    body: { note: 'Ligar amanhã', ticketId, contactId },
  });
  const noteId = typeof note.body === 'object' && note.body !== null && 'id' in note.body ? note.body.id : 0;
  await call('DELETE', `/ticket-notes/${String(noteId)}`, { token: admin });
  const sendAt = new Date(T0 + 86_400_000).toISOString();
  const schedule = await call('POST', '/schedules', {
    token: admin,
    body: { body: 'Lembrete', sendAt, contactId },
  });
  const scheduleId =
    typeof schedule.body === 'object' && schedule.body !== null && 'id' in schedule.body
      ? schedule.body.id
      : 0;
  await call('PUT', `/schedules/${String(scheduleId)}`, {
    token: admin,
    body: { body: 'Lembrete editado', sendAt, contactId },
  });
  c.setConnectionStatus(2, 'qrcode');
  c.signInElsewhere(2);
  await call('POST', '/tickets', { token: admin, body: { contactId, status: 'open', whatsappId: 2 } });
  await call('DELETE', `/tickets/${ticketId}`, { token: admin });
  await call('POST', '/companies/cadastro', {
    body: { name: 'Nova Empresa', email: 'nova@empresa.com', password: '123456', planId: 1 },
  });
  const own = c.rows('messages', 1).find((m) => m.fromMe && !m.isDeleted);
  if (own) await call('DELETE', `/messages/${own.id}`, { token: admin });
  await call('DELETE', '/auth/logout', { token: admin });
}

describe('event log and projections', () => {
  let h: Harness | undefined;
  afterEach(() => {
    h?.close();
    h = undefined;
  });

  it('replaying the log from scratch gives the live state, and replay(n) the state seen live after event n', async () => {
    h = startHarness();
    // Copies, taken as each event lands: a row changed in place later would show here.
    const live = new Map<number, Snapshot>();
    const append = h.core.store.append.bind(h.core.store);
    vi.spyOn(h.core.store, 'append').mockImplementation((companyId, drafts, at) => {
      const out = append(companyId, drafts, at);
      for (const c of out) live.set(c.event.seq, structuredClone(snapshotOf(c.after)));
      return out;
    });
    const start = h.core.store.events().length;
    await scriptedDay(h);
    const log = h.core.store.events();
    const written = new Set(log.slice(start).map((e) => e.type));
    // Every event type a running sandbox writes (the seed alone writes row.imported).
    expect([...written].sort()).toEqual([
      'company.signedUp',
      'contact.created',
      'contact.updated',
      'message.acked',
      'message.created',
      'message.deleted',
      'message.revoked',
      'note.added',
      'note.deleted',
      'schedule.created',
      'schedule.updated',
      'tag.created',
      'tag.deleted',
      'tag.updated',
      'tags.synced',
      'ticket.accepted',
      'ticket.closed',
      'ticket.created',
      'ticket.deleted',
      'ticket.reopened',
      'ticket.returned',
      'ticket.transferred',
      'ticket.unreadReset',
      'user.created',
      'user.signedIn',
      'user.signedOut',
      'whatsapp.statusChanged',
    ]);
    const once = replay(log);
    const twice = replay(log);
    expect(twice).toEqual(once);
    expect(once).toEqual(h.core.state);
    expect(live.size).toBe(log.length - start);
    for (const [seq, state] of live) {
      expect(h.sandbox.control.replay(seq), `replay(${seq})`).toEqual(state);
    }
    // Before the scenario: the seed; at 0: nothing.
    expect(h.sandbox.control.replay(start).tickets.length).toBeGreaterThan(0);
    expect(h.sandbox.control.replay(0).tickets).toEqual([]);
  }, 60_000);

  it('rows(entity) lists every company unless one is asked for', () => {
    h = startHarness();
    const all = h.sandbox.control.rows('tickets');
    const mine = h.sandbox.control.rows('tickets', 46);
    expect(new Set(all.map((t) => t.companyId))).toEqual(new Set([1, 2, 46]));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.companyId === 46)).toBe(true);
    expect(h.sandbox.control.rows('plans', 46).length).toBe(h.sandbox.control.rows('plans').length);
  });

  it('uuids are deterministic v4-formatted strings', () => {
    expect(uuidFrom('ticket:1:1')).toBe(uuidFrom('ticket:1:1'));
    expect(uuidFrom('ticket:1:1')).not.toBe(uuidFrom('ticket:1:2'));
    expect(uuidFrom('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('persistence', { timeout: 30_000 }, () => {
  it('appends each event once, and a new sandbox over the same storage reloads the same state', async () => {
    const storage = memoryLogStorage();
    const appended: SandboxEvent[][] = [];
    const append = storage.append.bind(storage);
    storage.append = (events) => {
      appended.push([...events]);
      return append(events);
    };
    let now = T0;
    const first = buildSandbox({ baseUrl: BASE, now: () => now, persistence: 'local', storage });
    await first.sandbox.ready;
    const seedLength = first.core.store.seedLength;
    expect(storage.records()).toBe(1); // the header only: the seed is rebuilt, not stored
    first.sandbox.control.incomingMessage({ contactNumber: '5511900002222', body: 'Persistido?' });
    const { ticketId } = first.sandbox.control.incomingMessage({
      contactNumber: '5511900002222',
      body: 'De novo',
    });
    first.sandbox.control.setConnectionStatus(1, 'DISCONNECTED');
    await first.core.persisted();
    const log = first.sandbox.control.events();
    // One record per event after the seed, each written once: no write re-sends the log.
    expect(appended.flat().map((e) => e.seq)).toEqual(log.slice(seedLength).map((e) => e.seq));
    expect(storage.records()).toBe(1 + log.length - seedLength);
    const state = snapshotOf(first.core.state);
    first.sandbox.dispose();

    now = T0 + 3_600_000;
    const second = buildSandbox({ baseUrl: BASE, now: () => now, persistence: 'local', storage });
    await second.sandbox.ready;
    expect(second.sandbox.control.events()).toEqual(log);
    expect(snapshotOf(second.core.state)).toEqual(state);
    expect(second.core.ticket(ticketId)?.lastMessage).toBe('De novo');

    await second.sandbox.control.reset();
    expect(storage.records()).toBe(1);
    expect(second.core.ticket(ticketId)).toBeUndefined();
    second.sandbox.dispose();
    const third = buildSandbox({ baseUrl: BASE, now: () => now, persistence: 'local', storage });
    await third.sandbox.ready;
    expect(third.core.ticket(ticketId)).toBeUndefined();
    expect(third.sandbox.control.events().length).toBe(third.core.store.seedLength);
    third.sandbox.dispose();
  });

  it('a stored log with a gap is dropped for a fresh seed', async () => {
    const storage = memoryLogStorage();
    const first = buildSandbox({ baseUrl: BASE, now: () => T0, persistence: 'local', storage });
    await first.sandbox.ready;
    first.sandbox.control.incomingMessage({ contactNumber: '5511900003333', body: 'um' });
    const { ticketId } = first.sandbox.control.incomingMessage({
      contactNumber: '5511900004444',
      body: 'dois',
    });
    await first.core.persisted();
    first.sandbox.dispose();
    const seq = first.core.store.seedLength + 1;
    // Forge the gap: the first stored event is lost.
    const kept = (await storage.events()).filter(
      (e) => typeof e === 'object' && e !== null && 'seq' in e && e.seq !== seq,
    );
    await storage.clear();
    await storage.set('header', { version: 2, seed: 'demo', seedAt: T0 });
    const events = kept.filter((e): e is SandboxEvent => typeof e === 'object' && e !== null && 'seq' in e);
    await storage.append(events);
    const second = buildSandbox({ baseUrl: BASE, now: () => T0, persistence: 'local', storage });
    await second.sandbox.ready;
    expect(second.core.ticket(ticketId)).toBeUndefined();
    expect(second.sandbox.control.events().length).toBe(second.core.store.seedLength);
    second.sandbox.dispose();
  });
});
