import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { CompanySchema, TicketsPageSchema } from '../../src/api/schemas/index.ts';
import { DashboardSchema, type Dashboard } from '../../src/api/schemas/dashboard.schema.ts';
import { call, login, startHarness, type Harness } from '../test-utils.ts';

/**
 * GET /dashboard (S2 §2 Dashboard, §7) as the reference's DashbardDataService answers it, with every figure computed
 * from the sandbox's tickets; GET /tickets?date= (the chart's read) by the local day; GET /companies/:id (the due
 * date). Node runs these in America/Sao_Paulo (tests/setup/unit.ts), the zone the day boundaries are checked in.
 */
const sample: unknown = JSON.parse(
  readFileSync(new URL('../../../shared/contract/samples/GET_dashboard.json', import.meta.url), 'utf8'),
);
const keysOf = (o: unknown) => Object.keys(o as object).sort();

const MIN = 60_000;
const DAY = 86_400_000;

describe('dashboard (S2 §2) computed from the sandbox tickets', () => {
  let h: Harness;
  let admin: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 30 * DAY });
    admin = (await login('admin@admin.com')).token;
  });
  afterEach(() => h.close());

  const dashboard = async (query: string, token = admin): Promise<Dashboard> => {
    const res = await call('GET', `/dashboard?${query}`, { token });
    expect(res.status).toBe(200);
    return v.parse(DashboardSchema, res.body);
  };
  const raw = async (query: string) => (await call('GET', `/dashboard?${query}`, { token: admin })).body;
  /** A local calendar day (YYYY-MM-DD) of a clock value. */
  const dayOf = (at: number) => {
    const d = new Date(at);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const put = (id: number, body: object) => call('PUT', `/tickets/${id}`, { token: admin, body });

  it("answers in the contract sample's shape, which the app's schema reads", async () => {
    const body = await raw('date_from=2026-11-01&date_to=2026-11-21');
    const s = sample as { counters: object; attendants: object[] };
    const b = body as { counters: object; attendants: object[] };
    expect(keysOf(b)).toEqual(keysOf(s));
    expect(keysOf(b.counters)).toEqual(keysOf(s.counters));
    expect(keysOf(b.attendants[0])).toEqual(keysOf(s.attendants[0]));
    expect(() => v.parse(DashboardSchema, body)).not.toThrow();
    expect(() => v.parse(DashboardSchema, sample)).not.toThrow();
  });

  it('counts open and pending tickets of the company now, whatever the period', async () => {
    const tickets = h.sandbox.control.rows('tickets', 1);
    const open = tickets.filter((t) => t.status === 'open').length;
    const pending = tickets.filter((t) => t.status === 'pending').length;
    expect(open).toBeGreaterThan(0);
    for (const query of ['days=3', 'date_from=2026-11-01&date_to=2026-11-21', 'date_from=2030-01-01']) {
      const d = await dashboard(query);
      expect(d.counters.supportHappening).toBe(open);
      expect(d.counters.supportPending).toBe(pending);
    }
    const firstPending = tickets.find((t) => t.status === 'pending');
    if (!firstPending) throw new Error('no pending ticket in the seed');
    await put(firstPending.id, { status: 'open', userId: 1 });
    const after = await dashboard('days=3');
    expect(after.counters.supportHappening).toBe(open + 1);
    expect(after.counters.supportPending).toBe(pending - 1);
  });

  it("the seed's history in the period: finished cycles, leads, attendants by name with their cycles", async () => {
    const all = await dashboard('date_from=2026-01-01');
    const tickets = h.sandbox.control.rows('tickets', 1);
    // Every seeded ticket is one cycle queued this year; the closed ones are finished.
    expect(all.counters.supportFinished).toBe(tickets.filter((t) => t.status === 'closed').length);
    // A lead is a contact with exactly one cycle in the period.
    const perContact = new Map<number, number>();
    for (const t of tickets) perContact.set(t.contactId, (perContact.get(t.contactId) ?? 0) + 1);
    expect(all.counters.leads).toBe([...perContact.values()].filter((n) => n === 1).length);
    const users = h.sandbox.control.rows('users', 1);
    expect(all.attendants.map((a) => a.name)).toEqual(users.map((u) => u.name).sort());
    for (const a of all.attendants) {
      const owned = tickets.filter((t) => t.userId === a.id && t.status !== 'pending').length;
      expect(a.tickets).toBe(owned);
    }
    // Seeded cycles are read from their messages: replies come minutes after the contact wrote.
    expect(all.counters.avgWaitTime).toBeGreaterThan(0);
    expect(all.counters.avgSupportTime).toBeGreaterThan(0);
    // Nothing was queued in 2030 yet.
    const none = await dashboard('date_from=2030-01-01');
    expect(none.counters.supportFinished).toBe(0);
    expect(none.counters.leads).toBe(0);
    expect(none.counters.avgWaitTime).toBe(0);
    expect((await raw('date_from=2030-01-01')) as { counters: { avgSupportTime: unknown } }).toMatchObject({
      counters: { avgSupportTime: null },
    });
  });

  it('times in whole minutes from the commands: waited until accepted, served until closed', async () => {
    // Ten days on, so the seed's cycles are all before the day asked for.
    h.clock.now += 10 * DAY;
    const today = dayOf(h.clock.now);
    const { ticketId } = h.sandbox.control.incomingMessage({ contactNumber: '5511977770001', body: 'Oi' });
    h.clock.now += 12 * MIN + 30_000;
    expect((await put(ticketId, { status: 'open', userId: 2 })).status).toBe(200);
    let d = await dashboard(`date_from=${today}`);
    expect(d.counters.avgWaitTime).toBe(12);
    expect(d.counters.supportFinished).toBe(0);
    expect(d.counters.leads).toBe(1);
    h.clock.now += 25 * MIN;
    expect((await put(ticketId, { status: 'closed', userId: 2 })).status).toBe(200);
    d = await dashboard(`date_from=${today}`);
    expect(d.counters.supportFinished).toBe(1);
    expect(d.counters.avgSupportTime).toBe(25);
    const gestor = d.attendants.find((a) => a.id === 2);
    expect(gestor).toMatchObject({ tickets: 1, avgSupportTime: 25 });
    // A reopen is a second cycle of the same contact: no longer a lead.
    await put(ticketId, { status: 'pending', userId: null });
    d = await dashboard(`date_from=${today}`);
    expect(d.counters.leads).toBe(0);
    // The period: `days` counts back from now.
    expect((await dashboard('days=3')).counters.supportFinished).toBe(1);
  });

  it('day boundaries in local time: 23:59:59 belongs to its day, 00:00:00 to the next', async () => {
    const base = new Date(h.clock.now + 10 * DAY);
    const lastSecond = new Date(base.getFullYear(), base.getMonth(), base.getDate(), 23, 59, 59).getTime();
    const midnight = new Date(base.getFullYear(), base.getMonth(), base.getDate() + 1, 0, 0, 0).getTime();
    const day = dayOf(lastSecond);
    const next = dayOf(midnight);
    expect(next).not.toBe(day);

    // Closed within their own second, so each cycle is queued and finished on its side of midnight.
    h.clock.now = lastSecond - 20;
    const late = h.sandbox.control.incomingMessage({
      contactNumber: '5511977770002',
      body: 'tarde',
    }).ticketId;
    await put(late, { status: 'closed', userId: 1 });
    h.clock.now = midnight;
    const early = h.sandbox.control.incomingMessage({
      contactNumber: '5511977770003',
      body: 'cedo',
    }).ticketId;
    await put(early, { status: 'closed', userId: 1 });

    const lateRow = h.sandbox.control.rows('tickets', 1).find((t) => t.id === late);
    const earlyRow = h.sandbox.control.rows('tickets', 1).find((t) => t.id === early);
    expect(new Date(lateRow?.createdAt ?? '').getHours()).toBe(23);
    expect(new Date(earlyRow?.createdAt ?? '').getHours()).toBe(0);

    const onDay = async (date: string) => {
      const res = await call('GET', `/tickets?pageNumber=1&date=${date}&queueIds=[]`, { token: admin });
      return v.parse(TicketsPageSchema, res.body).tickets.map((t) => t.id);
    };
    // The chart's read: every ticket made that day, closed ones and those without a queue included.
    expect(await onDay(day)).toEqual([late]);
    expect(await onDay(next)).toEqual([early]);

    expect((await dashboard(`date_from=${next}`)).counters.supportFinished).toBe(1);
    expect((await dashboard(`date_from=${day}`)).counters.supportFinished).toBe(2);
    expect((await dashboard(`date_from=${day}&date_to=${day}`)).counters.supportFinished).toBe(1);
    expect((await dashboard(`date_from=${next}&date_to=${next}`)).counters.supportFinished).toBe(1);
  });

  it('GET /companies/:id: the own company with its due date; another company is not found', async () => {
    const me = await call('GET', '/companies/1', { token: admin });
    expect(me.status).toBe(200);
    const company = v.parse(CompanySchema, me.body);
    expect(company.dueDate).toBe(h.sandbox.control.rows('companies', 1)[0]?.dueDate);
    expect((await call('GET', '/companies/2', { token: admin })).status).toBe(404);
  });

  it('answers 403 without a valid token and reads only the caller company', async () => {
    expect((await call('GET', '/dashboard?days=3', { token: 'nope' })).status).toBe(403);
    const other = (await login('admin@empresa2.com')).token;
    const d = await dashboard('date_from=2026-01-01', other);
    const theirs = h.sandbox.control.rows('users', 2).map((u) => u.name);
    expect(d.attendants.map((a) => a.name).sort()).toEqual([...theirs].sort());
  });
});
