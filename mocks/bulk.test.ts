import { afterEach, describe, expect, it } from 'vitest';
import { snapshotOf } from './control.ts';
import { apply, emptyState, replay } from './db/projection.ts';
import { memoryLogStorage } from './db/persistence.ts';
import { buildSandbox } from './sandbox.ts';
import { framesOf } from './socket/frames.ts';
import type { BroadcastFrame } from './socket/server.ts';
import { BASE, call, login, startHarness, type Harness } from './test-utils.ts';

const ADMIN = 1;

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

function tap(harness: Harness): BroadcastFrame[] {
  const frames: BroadcastFrame[] = [];
  harness.core.sockets.tap((f) => frames.push(f));
  return frames;
}

describe('bulk controls', () => {
  it('seedTickets: N open tickets of the user in one batch, two log events, no frame; the list pages them newest first', async () => {
    h = startHarness();
    const frames = tap(h);
    const before = h.core.store.events().length;
    const mine = () => h?.sandbox.control.rows('tickets', 1).filter((t) => t.userId === ADMIN).length ?? 0;
    const had = mine();
    const { ticketIds, seq } = h.sandbox.control.seedTickets({ count: 10_000, userId: ADMIN });

    expect(ticketIds).toHaveLength(10_000);
    expect(new Set(ticketIds).size).toBe(10_000);
    expect(mine()).toBe(had + 10_000);
    const log = h.core.store.events().slice(before);
    expect(log.map((e) => e.type)).toEqual(['rows.imported', 'rows.imported']);
    expect(seq).toBe(before + 2);
    expect(frames).toEqual([]);

    const { token } = await login('admin@admin.com');
    const res = await call('GET', '/tickets?status=open&queueIds=[1,2,3]&pageNumber=1', { token });
    const body = res.body as { count: number; tickets: { id: number; status: string }[] };
    expect(body.count).toBeGreaterThanOrEqual(10_000);
    expect(body.tickets[0]?.id).toBe(ticketIds[0]);
    expect(body.tickets.every((t) => t.status === 'open')).toBe(true);
  }, 30_000);

  it('seedTags: N tags of the company in one log event, no frame; GET /tags answers them (the tags page at 10,000 rows)', async () => {
    h = startHarness();
    const frames = tap(h);
    const before = h.core.store.events().length;
    const had = h.sandbox.control.rows('tags', 1).length;
    const { tagIds } = h.sandbox.control.seedTags({ count: 10_000, userId: ADMIN });
    expect(new Set(tagIds).size).toBe(10_000);
    expect(h.sandbox.control.rows('tags', 1)).toHaveLength(had + 10_000);
    expect(
      h.core.store
        .events()
        .slice(before)
        .map((e) => e.type),
    ).toEqual(['rows.imported']);
    expect(frames).toEqual([]);
    const { token } = await login('admin@admin.com');
    const res = await call('GET', '/tags?pageNumber=1&searchParam=Etiqueta', { token });
    const body = res.body as { tags: { name: string; color: string }[] };
    expect(body.tags.length).toBeGreaterThan(0);
    expect(body.tags.every((t) => /^#[0-9A-F]{6}$/.test(t.color))).toBe(true);
  }, 30_000);

  it('seedUsers: N users of the company in one log event, no frame; GET /users pages them (the users page at 5,000 rows)', async () => {
    h = startHarness();
    const frames = tap(h);
    const before = h.core.store.events().length;
    const had = h.sandbox.control.rows('users', 1).length;
    const { userIds } = h.sandbox.control.seedUsers({ count: 5_000, userId: ADMIN });
    expect(new Set(userIds).size).toBe(5_000);
    expect(h.sandbox.control.rows('users', 1)).toHaveLength(had + 5_000);
    expect(
      h.core.store
        .events()
        .slice(before)
        .map((e) => e.type),
    ).toEqual(['rows.imported']);
    expect(frames).toEqual([]);
    const { token } = await login('admin@admin.com');
    const res = await call('GET', '/users/?searchParam=Atendente%2005000&pageNumber=1', { token });
    const body = res.body as { count: number; users: { id: number; name: string }[] };
    expect(body.users.map((u) => u.name)).toEqual(['Atendente 05000']);
    // A seeded user signs in as any other (password 123456).
    expect(
      (
        await call('POST', '/auth/login', {
          body: { email: 'atendente00001@bench.test', password: '123456' },
        })
      ).status,
    ).toBe(200);
  }, 30_000);

  it('seedCampaign + startCampaign + deliverCampaign: 5,000 valid contacts, one delivery a call with its frame, whatever the intervals', () => {
    h = startHarness();
    const before = h.core.store.events().length;
    const { campaignId, contactListId } = h.sandbox.control.seedCampaign({ contacts: 5_000, userId: ADMIN });
    expect(h.core.store.events().length).toBe(before + 3);
    expect(
      h.sandbox.control
        .rows('contactListItems', 1)
        .filter((i) => i.contactListId === contactListId && i.isWhatsappValid === true),
    ).toHaveLength(5_000);
    expect(h.sandbox.control.rows('campaigns').find((c) => c.id === campaignId)?.status).toBe('INATIVA');
    // Not running yet: nothing to deliver.
    expect(h.sandbox.control.deliverCampaign(campaignId)).toBeNull();
    h.sandbox.control.startCampaign(campaignId);
    const frames = tap(h);
    expect(h.sandbox.control.deliverCampaign(campaignId)).toEqual({ delivered: 1, total: 5_000 });
    expect(h.sandbox.control.deliverCampaign(campaignId)).toEqual({ delivered: 2, total: 5_000 });
    const delivered = h.sandbox.control
      .rows('campaignShipping')
      .filter((x) => x.campaignId === campaignId && x.deliveredAt !== null);
    expect(delivered).toHaveLength(2);
    expect(frames.map((f) => f.event)).toEqual(['company-1-campaign', 'company-1-campaign']);
  }, 30_000);

  it('deliverCampaign of the last entry finishes the campaign; then null', () => {
    h = startHarness();
    const { campaignId } = h.sandbox.control.seedCampaign({ contacts: 2, userId: ADMIN });
    h.sandbox.control.startCampaign(campaignId);
    expect(h.sandbox.control.deliverCampaign(campaignId)).toEqual({ delivered: 1, total: 2 });
    expect(h.sandbox.control.deliverCampaign(campaignId)).toEqual({ delivered: 2, total: 2 });
    expect(h.sandbox.control.rows('campaigns').find((c) => c.id === campaignId)?.status).toBe('FINALIZADA');
    expect(h.sandbox.control.deliverCampaign(campaignId)).toBeNull();
  });

  it('seedTickets of 0 or 1', () => {
    h = startHarness();
    expect(h.sandbox.control.seedTickets({ count: 0, userId: ADMIN }).ticketIds).toEqual([]);
    const [id] = h.sandbox.control.seedTickets({ count: 1, userId: ADMIN }).ticketIds;
    expect(h.sandbox.control.rows('tickets').find((t) => t.id === id)?.userId).toBe(ADMIN);
  });

  it('seedConversation: 50,000 messages on one open ticket, three log events, no frame; GET /messages pages them from the newest', async () => {
    h = startHarness();
    const frames = tap(h);
    const before = h.core.store.events().length;
    const c = h.sandbox.control.seedConversation({ messages: 50_000, userId: ADMIN });

    expect(c.messageCount).toBe(50_000);
    expect(h.core.store.events().length).toBe(before + 3);
    expect(frames).toEqual([]);
    const own = h.sandbox.control.rows('messages', 1).filter((m) => m.ticketId === c.ticketId);
    expect(own).toHaveLength(50_000);
    expect(new Set(own.map((m) => m.id)).size).toBe(50_000);
    // Later messages keep getting fresh ids.
    expect(h.core.store.nextMessageId() > c.lastMessageId).toBe(true);

    const { token } = await login('admin@admin.com');
    const res = await call('GET', `/messages/${c.ticketId}?pageNumber=1`, { token });
    const body = res.body as { count: number; hasMore: boolean; messages: { id: string }[] };
    expect(body.count).toBe(50_000);
    expect(body.hasMore).toBe(true);
    expect(body.messages.at(-1)?.id).toBe(c.lastMessageId);
    // Read already: opening it commits no unread reset.
    expect(h.core.store.events().at(-1)?.type).not.toBe('ticket.unreadReset');
  }, 60_000);

  it('the seeded tables are the log replayed, and survive a reload from the stored log', async () => {
    const storage = memoryLogStorage();
    const first = buildSandbox({
      baseUrl: BASE,
      persistence: 'local',
      storage,
      now: () => 1_700_000_000_000,
    });
    await first.sandbox.ready;
    first.sandbox.control.seedTickets({ count: 500, userId: ADMIN });
    first.sandbox.control.seedConversation({ messages: 300, userId: ADMIN });
    expect(replay(first.core.store.events())).toEqual(first.core.state);
    await first.core.persisted();
    const tickets = first.sandbox.control.rows('tickets');
    const messages = first.sandbox.control.rows('messages');
    first.sandbox.dispose();

    const second = buildSandbox({
      baseUrl: BASE,
      persistence: 'local',
      storage,
      now: () => 1_700_000_000_000,
    });
    await second.sandbox.ready;
    try {
      expect(second.sandbox.control.rows('tickets')).toEqual(tickets);
      expect(second.sandbox.control.rows('messages')).toEqual(messages);
    } finally {
      second.sandbox.dispose();
    }
  });

  it('stream: N events a second for S seconds, each reported with its seq, time and frames; the frames are framesOf over the log', async () => {
    h = startHarness();
    h.sandbox.control.seedTickets({ count: 50, userId: ADMIN });
    const frames = tap(h);
    const start = h.core.store.events().length;
    const heard: number[] = [];
    const s = h.sandbox.control.stream({
      perSecond: 200,
      seconds: 0.25,
      userId: ADMIN,
      statusShare: 0.3,
      onEvent: (e) => heard.push(e.n),
    });
    const summary = await s.done;

    expect(summary.emitted).toBe(50);
    expect(summary.stopped).toBe(false);
    expect(heard).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(summary.messages + summary.statusChanges).toBe(50);
    expect(summary.statusChanges).toBeGreaterThan(0);
    expect(summary.messages).toBeGreaterThan(0);
    // Each event is one log event with its own frames (a message: appMessage + ticket update; a status change:
    // delete to the old rooms + update).
    expect(h.core.store.events().length - start).toBe(50);
    expect(s.events.map((e) => e.seq)).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1));
    expect(s.events.every((e) => e.frames === 2)).toBe(true);
    expect(summary.frames).toBe(frames.length);
    expect(frames.length).toBe(100);
    for (let i = 1; i < s.events.length; i++) {
      expect(s.events[i]?.at).toBeGreaterThanOrEqual(s.events[i - 1]?.at ?? Infinity);
      // Due every 5 ms at 200 a second; never emitted before it was due.
      expect((s.events[i]?.dueAt ?? 0) - (s.events[i - 1]?.dueAt ?? 0)).toBeCloseTo(5, 6);
      expect(s.events[i]?.at).toBeGreaterThanOrEqual(s.events[i]?.dueAt ?? Infinity);
    }

    const messages = h.sandbox.control.rows('messages');
    for (const e of s.events.filter((x) => x.kind === 'message')) {
      expect(e.body).toContain(`[bench ${e.n}]`);
      expect(messages.find((m) => m.id === e.messageId)?.ticketId).toBe(e.ticketId);
    }
    for (const e of s.events.filter((x) => x.kind === 'status'))
      expect(['open', 'pending']).toContain(e.status);

    let state = emptyState();
    const replayed: BroadcastFrame[] = [];
    for (const event of h.core.store.events()) {
      const after = apply(state, event);
      if (event.seq > start) replayed.push(...framesOf(event, state, after));
      state = after;
    }
    expect(replayed).toEqual(frames);
    expect(snapshotOf(state)).toEqual(snapshotOf(h.core.state));
  });

  it('stream: messages only into the user’s open tickets; stop() ends it early', async () => {
    h = startHarness();
    const ids = new Set(h.sandbox.control.seedTickets({ count: 20, userId: ADMIN }).ticketIds);
    const s = h.sandbox.control.stream({ perSecond: 100, seconds: 60, userId: ADMIN, statusShare: 0 });
    await new Promise((r) => setTimeout(r, 120));
    const summary = s.stop();
    expect(await s.done).toEqual(summary);
    expect(summary.stopped).toBe(true);
    expect(summary.emitted).toBeGreaterThan(0);
    expect(summary.emitted).toBeLessThan(6000);
    const open = new Set(
      h.sandbox.control
        .rows('tickets', 1)
        .filter((t) => t.status === 'open' && t.userId === ADMIN)
        .map((t) => t.id),
    );
    for (const e of s.events) {
      expect(e.kind).toBe('message');
      expect(open.has(e.ticketId)).toBe(true);
    }
    expect(s.events.some((e) => ids.has(e.ticketId))).toBe(true);
    const count = s.events.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(s.events.length).toBe(count);
  });

  it('stream: ticketIds keeps every event on those tickets', async () => {
    h = startHarness();
    const [a, b] = h.sandbox.control.seedTickets({ count: 30, userId: ADMIN }).ticketIds;
    const s = h.sandbox.control.stream({
      perSecond: 200,
      seconds: 0.1,
      userId: ADMIN,
      statusShare: 0.5,
      ticketIds: [a ?? 0, b ?? 0],
    });
    await s.done;
    expect(s.events.length).toBe(20);
    expect(new Set(s.events.map((e) => e.ticketId))).toEqual(new Set([a, b]));
  });

  it('stream: a backlog (a busy thread) is caught up one task per event, never in one burst', async () => {
    h = startHarness();
    h.sandbox.control.seedTickets({ count: 20, userId: ADMIN });
    const settled = new Set<number>();
    const sameTask: number[] = [];
    const s = h.sandbox.control.stream({
      perSecond: 1000,
      seconds: 0.1,
      userId: ADMIN,
      onEvent: (e) => {
        // A microtask queued by the previous event has run only if a task boundary came between the two.
        if (e.n > 1 && !settled.has(e.n - 1)) sameTask.push(e.n);
        void Promise.resolve().then(() => settled.add(e.n));
      },
    });
    const until = performance.now() + 120;
    while (performance.now() < until) {
      // busy: every event is due before the first tick
    }
    const summary = await s.done;
    expect(summary.emitted).toBe(100);
    expect(sameTask).toEqual([]);
  });

  it('stream of 0 events ends at once', async () => {
    h = startHarness();
    const s = h.sandbox.control.stream({ perSecond: 50, seconds: 0, userId: ADMIN });
    expect((await s.done).emitted).toBe(0);
  });
});
