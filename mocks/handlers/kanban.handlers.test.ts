import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TicketsPageSchema } from '../../src/api/schemas/index.ts';
import { call, login, startHarness, type Harness } from '../test-utils.ts';

/**
 * The kanban's one call (S2 §7 'GET /tickets (kanban)'): GET /tickets with status open and the user's queues, every
 * page, answered as the reference's ListTicketsService does without showAll: the caller's own open tickets (or
 * pending ones, which status=open leaves out) in those queues or none, 40 a page, newest updatedAt first.
 */
describe('the kanban’s GET /tickets as the reference backend answers', () => {
  let h: Harness;
  beforeEach(() => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
  });
  afterEach(() => h.close());

  type Row = { id: number; status: string; userId: number | null; queueId: number | null };
  const rows = () => h.sandbox.control.rows('tickets', 1) as Row[];

  async function everyPage(token: string, queueIds: readonly number[]) {
    const ids: number[] = [];
    for (let page = 1; page < 50; page++) {
      const res = await call(
        'GET',
        `/tickets?pageNumber=${page}&status=open&queueIds=${encodeURIComponent(JSON.stringify(queueIds))}`,
        { token },
      );
      expect(res.status).toBe(200);
      const answer = v.parse(TicketsPageSchema, res.body);
      expect(answer.tickets.length).toBeLessThanOrEqual(40);
      ids.push(...answer.tickets.map((t) => t.id));
      for (const t of answer.tickets) expect(t.status).toBe('open');
      if (!answer.hasMore) return { ids, count: answer.count };
    }
    throw new Error('more than 50 pages');
  }

  it('an attendant: exactly her own open tickets of her queues (or of none)', async () => {
    const me = await login('atendente@demo.com');
    const queues =
      (h.sandbox.control.rows('users', 1) as { id: number; queueIds: number[] }[]).find(
        (u) => u.id === me.userId,
      )?.queueIds ?? [];
    expect(queues.length).toBeGreaterThan(0);
    const { ids, count } = await everyPage(me.token, queues);
    const expected = rows().filter(
      (t) =>
        t.status === 'open' && t.userId === me.userId && (t.queueId === null || queues.includes(t.queueId)),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(new Set(ids)).toEqual(new Set(expected.map((t) => t.id)));
    expect(count).toBe(expected.length);
  });

  it('an admin with every queue of the company: only her own open tickets, paged by 40 without loss', async () => {
    const me = await login('admin@admin.com');
    const queues = (h.sandbox.control.rows('queues', 1) as { id: number }[]).map((q) => q.id);
    h.sandbox.control.seedTickets({ count: 90, userId: me.userId });
    const { ids } = await everyPage(me.token, queues);
    const expected = rows().filter(
      (t) =>
        t.status === 'open' && t.userId === me.userId && (t.queueId === null || queues.includes(t.queueId)),
    );
    expect(expected.length).toBeGreaterThan(80);
    expect(ids).toHaveLength(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(expected.map((t) => t.id)));
    expect(rows().some((t) => t.status === 'open' && t.userId !== me.userId)).toBe(true);
  });
});
