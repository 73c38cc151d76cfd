import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import {
  QuickMessageListSchema,
  QuickMessagesPageSchema,
  QuickMessageSchema,
  ScheduleSchema,
  SchedulesPageSchema,
} from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Quick messages and Schedules screens' calls (S2 §2) as the reference backend answers them
 * (QuickMessageController / ScheduleController of 4.8.5, checked against a running one): pages of 20, each
 * user's own quick messages, schedules newest first with contact and user, the reference's error texts and
 * codes, and the frames to the company mainchannel.
 */
const ok = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => v.parse(schema, body);
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('quick messages (S2 §2) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => h.close());

  it('GET /quick-messages: the user’s own, 20 a page by shortcode, hasMore; a search on the shortcode lower-cased', async () => {
    const mine = h.sandbox.control.rows('quickMessages', 1).filter((q) => q.userId === 1);
    expect(mine.length).toBeGreaterThan(20);
    const p1 = ok(
      QuickMessagesPageSchema,
      (await call('GET', '/quick-messages?userId=1&pageNumber=1', { token: admin })).body,
    );
    expect(p1.records).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    expect(p1.count).toBe(mine.length);
    const p2 = ok(
      QuickMessagesPageSchema,
      (await call('GET', '/quick-messages?userId=1&pageNumber=2', { token: admin })).body,
    );
    expect(p2.hasMore).toBe(false);
    expect([...p1.records, ...p2.records].map((q) => q.shortcode)).toEqual(
      mine.map((q) => q.shortcode).sort(byteOrder),
    );
    const found = ok(
      QuickMessagesPageSchema,
      (await call('GET', '/quick-messages?userId=1&searchParam=%20PI%20', { token: admin })).body,
    );
    expect(found.records.map((q) => q.shortcode)).toEqual(['pix']);
    // The attendant's own only.
    const theirs = ok(
      QuickMessagesPageSchema,
      (await call('GET', '/quick-messages?userId=3', { token: attendant })).body,
    );
    expect(theirs.records.map((q) => q.shortcode)).toEqual(['aguarde', 'encerrar', 'ola']);
    // Without userId the reference fails in Sequelize.
    expect(await call('GET', '/quick-messages', { token: admin })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
  });

  it('GET /quick-messages/list: the query’s company and user, with the company', async () => {
    const res = await call('GET', '/quick-messages/list?companyId=1&userId=3', { token: attendant });
    const list = ok(QuickMessageListSchema, res.body);
    expect(list.map((q) => q.shortcode)).toEqual(['aguarde', 'encerrar', 'ola']);
    expect((res.body as { company: unknown }[])[0]?.company).toEqual({ id: 1, name: expect.any(String) });
    expect((await call('GET', '/quick-messages/list?userId=3', { token: attendant })).status).toBe(500);
  });

  it('POST, PUT, GET, DELETE with the reference’s rules and answers', async () => {
    expect(await call('POST', '/quick-messages', { token: admin, body: { message: 'abc' } })).toMatchObject({
      status: 400,
      body: { error: 'shortcode is a required field' },
    });
    expect(
      await call('POST', '/quick-messages', { token: admin, body: { shortcode: 'ab', message: 'hello' } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_QUICKMESSAGE_INVALID_NAME' } });
    const created = await call('POST', '/quick-messages', {
      token: attendant,
      body: { shortcode: 'novo', message: 'Olá mundo', userId: 99 },
    });
    expect(created.status).toBe(200);
    const q = ok(QuickMessageSchema, created.body);
    expect(created.body).toMatchObject({ userId: 3, companyId: 1, mediaPath: null, mediaName: null });
    // PUT has no minimum, and the caller becomes the owner.
    const put = await call('PUT', `/quick-messages/${q.id}`, {
      token: admin,
      body: { shortcode: 'novo2', message: 'x' },
    });
    expect(put.body).toMatchObject({ id: q.id, shortcode: 'novo2', message: 'x', userId: 1 });
    expect(
      await call('PUT', '/quick-messages/99999', { token: admin, body: { shortcode: 'a', message: 'b' } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKETNOTE_FOUND' },
    });
    expect((await call('GET', `/quick-messages/${q.id}`, { token: other })).status).toBe(404);
    expect(await call('DELETE', `/quick-messages/${q.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Contact deleted' },
    });
    expect(await call('DELETE', `/quick-messages/${q.id}`, { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUICKMESSAGE_FOUND' },
    });
    expect((await call('DELETE', '/quick-messages/abc', { token: admin })).status).toBe(500);
  });
});

describe('schedules (S2 §2) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => h.close());

  it('GET /schedules: 20 a page, newest created first, contact and user, every status; search on body or contact name', async () => {
    const rows = h.sandbox.control.rows('schedules', 1);
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set(['PENDENTE', 'AGENDADA', 'ENVIADA', 'ERRO']));
    const res = await call('GET', '/schedules?searchParam=&pageNumber=1', { token: admin });
    const p1 = ok(SchedulesPageSchema, res.body);
    expect(p1.schedules).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    expect(p1.count).toBe(rows.length);
    const created = p1.schedules.map((s) => rows.find((r) => r.id === s.id)?.createdAt ?? '');
    expect(created).toEqual([...created].sort().reverse());
    expect((res.body as { schedules: { user: unknown }[] }).schedules[0]?.user).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
    });
    const first = p1.schedules[0];
    expect(first?.contact?.name).toBeTruthy();
    const byName = ok(
      SchedulesPageSchema,
      (
        await call(
          'GET',
          `/schedules?searchParam=${encodeURIComponent(first?.contact?.name.toUpperCase() ?? '')}`,
          { token: admin },
        )
      ).body,
    );
    expect(byName.schedules.length).toBeGreaterThan(0);
    expect(byName.schedules.every((s) => s.contact?.name === first?.contact?.name)).toBe(true);
    const byBody = ok(
      SchedulesPageSchema,
      (await call('GET', '/schedules?searchParam=REEMBOLSO', { token: admin })).body,
    );
    expect(byBody.schedules.map((s) => s.body)).toEqual(['Seu reembolso foi processado.']);
    const strangers = ok(SchedulesPageSchema, (await call('GET', '/schedules', { token: other })).body);
    expect(strangers.schedules).toEqual([]);
  });

  it('POST answers the bare row as PENDENTE; PUT is for admins; GET of another company is 400; DELETE', async () => {
    expect(
      await call('POST', '/schedules', {
        token: admin,
        body: { body: 'abc', sendAt: '2030-01-01T10:00:00.000Z', contactId: 1 },
      }),
    ).toMatchObject({ status: 400, body: { error: 'body must be at least 5 characters' } });
    expect(
      await call('POST', '/schedules', { token: admin, body: { body: 'abcdef', contactId: 1 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'sendAt is a required field' },
    });
    expect(
      (
        await call('POST', '/schedules', {
          token: admin,
          body: { body: 'abcdef', sendAt: '2030-01-01T10:00:00.000Z', contactId: 99999 },
        })
      ).status,
    ).toBe(500);
    const res = await call('POST', '/schedules', {
      token: attendant,
      body: {
        body: 'Mensagem agendada',
        sendAt: '2030-01-01T10:00:00.000Z',
        contactId: 5,
        userId: 3,
        ticketId: 7,
      },
    });
    expect(res.status).toBe(200);
    const s = ok(ScheduleSchema, res.body);
    expect(res.body).toMatchObject({
      status: 'PENDENTE',
      sentAt: null,
      ticketId: null,
      userId: 3,
      contactId: 5,
    });
    expect(res.body).not.toHaveProperty('contact');
    expect(
      await call('PUT', `/schedules/${s.id}`, { token: attendant, body: { body: 'Outra mensagem' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const put = await call('PUT', `/schedules/${s.id}`, {
      token: admin,
      body: {
        body: 'Outra mensagem',
        sendAt: '2030-01-02T10:00:00.000Z',
        contactId: 6,
        userId: 1,
        status: 'ERRO',
      },
    });
    expect(put.body).toMatchObject({
      body: 'Outra mensagem',
      sendAt: '2030-01-02T10:00:00.000Z',
      contactId: 6,
      status: 'PENDENTE',
      contact: { id: 6 },
      user: { id: 1, name: 'Admin' },
    });
    expect(await call('GET', `/schedules/${s.id}`, { token: other })).toMatchObject({
      status: 400,
      body: { error: 'Não é possível excluir registro de outra empresa' },
    });
    expect((await call('GET', '/schedules/99999', { token: admin })).status).toBe(400);
    expect(await call('DELETE', `/schedules/${s.id}`, { token: attendant })).toMatchObject({
      status: 200,
      body: { message: 'Schedule deleted' },
    });
    expect(await call('DELETE', `/schedules/${s.id}`, { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_SCHEDULE_FOUND' },
    });
  });

  it('failSchedule / sendSchedule (control API): the send job’s ERRO and ENVIADA, read back by GET', async () => {
    const c = h.sandbox.control;
    const pending = c.rows('schedules', 1).find((s) => s.status === 'PENDENTE');
    if (!pending) throw new Error('no pending schedule');
    expect(c.failSchedule(pending.id)).toMatchObject({ status: 'ERRO', sentAt: null });
    const read = await call('GET', `/schedules/${pending.id}`, { token: admin });
    expect(read.body).toMatchObject({ status: 'ERRO', sentAt: null });
    expect(c.sendSchedule(pending.id).status).toBe('ENVIADA');
    expect(c.rows('schedules', 1).find((s) => s.id === pending.id)?.sentAt).not.toBeNull();
  });
});

describe('quick message and schedule frames with the real socket.io-client', () => {
  let h: Harness;
  const sockets: Socket[] = [];
  beforeEach(() => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  async function listen(email: string): Promise<{ token: string; frames: [string, unknown][] }> {
    const { token } = await login(email);
    const s = connect(token);
    sockets.push(s);
    const frames: [string, unknown][] = [];
    let ready = false;
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (event === 'schedule' || event.endsWith('-quickmessage')) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return { token, frames };
  }

  it('company-{cid}-quickmessage and schedule to the company mainchannel; deletes carry string ids; the send job is silent', async () => {
    const a = await listen('admin@admin.com');
    const stranger = await listen('admin@empresa2.com');
    const q = ok(
      QuickMessageSchema,
      (
        await call('POST', '/quick-messages', {
          token: a.token,
          body: { shortcode: 'aovivo', message: 'Ao vivo' },
        })
      ).body,
    );
    await call('PUT', `/quick-messages/${q.id}`, {
      token: a.token,
      body: { shortcode: 'aovivo2', message: 'Ao vivo' },
    });
    await call('DELETE', `/quick-messages/${q.id}`, { token: a.token });
    const s = ok(
      ScheduleSchema,
      (
        await call('POST', '/schedules', {
          token: a.token,
          body: { body: 'Ao vivo agora', sendAt: '2030-01-01T10:00:00.000Z', contactId: 3 },
        })
      ).body,
    );
    await call('PUT', `/schedules/${s.id}`, { token: a.token, body: { body: 'Ao vivo depois' } });
    h.sandbox.control.failSchedule(s.id);
    await call('DELETE', `/schedules/${s.id}`, { token: a.token });
    await waitFor(() => a.frames.length >= 6);
    expect(a.frames.map(([event, p]) => [event, (p as { action: string }).action])).toEqual([
      ['company-1-quickmessage', 'create'],
      ['company-1-quickmessage', 'update'],
      ['company-1-quickmessage', 'delete'],
      ['schedule', 'create'],
      ['schedule', 'update'],
      ['schedule', 'delete'],
    ]);
    expect(a.frames[2]?.[1]).toEqual({ action: 'delete', id: String(q.id) });
    expect(a.frames[3]?.[1]).not.toHaveProperty('schedule.contact');
    expect(a.frames[4]?.[1]).toMatchObject({ schedule: { body: 'Ao vivo depois', contact: { id: 3 } } });
    expect(a.frames[5]?.[1]).toEqual({ action: 'delete', scheduleId: String(s.id) });
    expect(stranger.frames).toEqual([]);
  });
});
