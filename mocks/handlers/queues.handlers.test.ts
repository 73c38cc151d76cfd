import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { QueueListSchema, QueueOptionListSchema, QueueSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Queues screen's calls (S3 §2.4, §4.5, §7) as the reference backend answers them (QueueController,
 * QueueOptionController, QueueService, QueueOptionService of 4.8.5), with the sandbox's chosen differences: writes
 * are admin-only (403 ERR_NO_PERMISSION) and options are scoped to the company.
 */
const WEEK = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

describe('queues (S3 §2.4, §7) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  async function listen(token: string): Promise<[string, unknown][]> {
    const s = connect(token);
    sockets.push(s);
    const frames: [string, unknown][] = [];
    let ready = false;
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (event.endsWith('-queue')) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return frames;
  }

  it('POST stores name, colour, greeting and schedules; GET /queue and /queue/:id read them back; a frame says update', async () => {
    const frames = await listen(admin);
    const strangers = await listen(other);
    const res = await call('POST', '/queue', {
      token: admin,
      body: {
        name: 'Garantia',
        color: '#B80000',
        greetingMessage: 'Oi',
        outOfHoursMessage: '',
        typebotId: 'tb-1',
        schedules: WEEK,
      },
    });
    expect(res.status).toBe(200);
    const q = v.parse(QueueSchema, res.body);
    expect(q).toMatchObject({
      name: 'Garantia',
      color: '#B80000',
      greetingMessage: 'Oi',
      typebotId: 'tb-1',
      schedules: WEEK,
    });
    const list = v.parse(QueueListSchema, (await call('GET', '/queue', { token: admin })).body);
    expect(list.map((x) => x.name)).toContain('Garantia');
    const one = await call('GET', `/queue/${q.id}`, { token: admin });
    expect(v.parse(QueueSchema, one.body).schedules).toEqual(WEEK);
    await waitFor(() => frames.length >= 1);
    // QueueController.store announces a create as 'update'; io.emit reaches other tenants' sockets too.
    expect(frames[0]).toEqual(['company-1-queue', { action: 'update', queue: one.body }]);
    await waitFor(() => strangers.length >= 1);
  });

  it('the backend rules: name and colour checked, a colour or name in use refused, the plan limit', async () => {
    const post = (body: unknown, token = admin) => call('POST', '/queue', { token, body });
    expect((await post({ name: 'A', color: '#B80000' })).body).toEqual({ error: 'ERR_QUEUE_INVALID_NAME' });
    expect((await post({ name: 'Nova', color: 'red' })).body).toEqual({ error: 'ERR_QUEUE_INVALID_COLOR' });
    expect((await post({ name: 'Suporte', color: '#B80000' })).body).toEqual({
      error: 'ERR_QUEUE_NAME_ALREADY_EXISTS',
    });
    // Suporte holds #7c7c7c.
    const taken = await post({ name: 'Nova', color: '#7c7c7c' });
    expect(taken).toMatchObject({ status: 400, body: { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS' } });
    // Another company may use the same colour.
    expect((await post({ name: 'Nova', color: '#7c7c7c' }, other)).status).toBe(200);
    // PUT: the queue's own colour is no clash; another's is.
    expect(
      (await call('PUT', '/queue/2', { token: admin, body: { name: 'Vendas', color: '#2e7d32' } })).status,
    ).toBe(201);
    expect(
      (await call('PUT', '/queue/2', { token: admin, body: { name: 'Vendas', color: '#7c7c7c' } })).body,
    ).toEqual({
      error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS',
    });
    // Company 1's plan allows 10 queues: 3 seeded, 7 more, then the limit.
    for (let i = 0; i < 7; i += 1)
      expect((await post({ name: `Fila ${i}`, color: `#00000${i}` })).status).toBe(200);
    expect((await post({ name: 'Demais', color: '#123456' })).body).toEqual({
      error: 'Número máximo de filas já alcançado: 10',
    });
  });

  it('writes are admin-only (403 ERR_NO_PERMISSION); reads stay open; another company is refused', async () => {
    expect(
      await call('POST', '/queue', { token: attendant, body: { name: 'X1', color: '#111111' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await call('DELETE', '/queue/1', { token: attendant })).status).toBe(403);
    expect(
      (await call('POST', '/queue-options', { token: attendant, body: { queueId: 1, title: 'x' } })).status,
    ).toBe(403);
    expect((await call('GET', '/queue', { token: attendant })).status).toBe(200);
    expect(await call('GET', '/queue/1', { token: other })).toMatchObject({
      status: 400,
      body: { error: 'Não é possível consultar registros de outra empresa' },
    });
    expect((await call('DELETE', '/queue/1', { token: other })).status).toBe(400);
  });

  it('PUT keeps what it is not sent, stores the schedules; DELETE answers empty, frames delete with the id', async () => {
    const frames = await listen(admin);
    const res = await call('PUT', '/queue/3', {
      token: admin,
      body: { name: 'Financeiro', color: '#1565c0', schedules: WEEK },
    });
    expect(res.status).toBe(201);
    expect(v.parse(QueueSchema, res.body)).toMatchObject({
      greetingMessage: 'Olá! Você está falando com o setor de Financeiro.',
      schedules: WEEK,
    });
    const del = await call('DELETE', '/queue/3', { token: admin });
    expect(del).toMatchObject({ status: 200, body: null });
    await waitFor(() => frames.length >= 2);
    expect(frames[1]).toEqual(['company-1-queue', { action: 'delete', queueId: 3 }]);
    expect(h.sandbox.control.rows('queues', 1).map((q) => q.id)).toEqual([1, 2]);
  });

  it('queue options: roots by parentId -1, children by parentId, option as text; PUT, DELETE takes the subtree', async () => {
    const get = async (query: string) =>
      v.parse(QueueOptionListSchema, (await call('GET', `/queue-options?${query}`, { token: admin })).body);
    const raw = (await call('GET', '/queue-options?queueId=1&parentId=-1', { token: admin })).body as {
      option: unknown;
    }[];
    expect(raw.map((o) => o.option)).toEqual(['1', '2']);
    expect((await get('queueId=1&parentId=-1')).map((o) => [o.title, o.option, o.parentId])).toEqual([
      ['Problemas técnicos', 1, null],
      ['Segunda via de boleto', 2, null],
    ]);
    expect((await get('queueId=1&parentId=1')).map((o) => o.title)).toEqual(['Internet', 'Telefone']);
    expect(await get('queueId=2&parentId=-1')).toEqual([]);
    // Another company sees none of them.
    expect((await call('GET', '/queue-options?queueId=1', { token: other })).body).toEqual([]);

    const created = await call('POST', '/queue-options', {
      token: admin,
      body: { queueId: 1, parentId: 3, title: 'Fixo', message: 'Ligue 0800', option: 1 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ queueId: 1, parentId: 3, title: 'Fixo', option: '1' });
    const put = await call('PUT', '/queue-options/4', { token: admin, body: { title: 'Boleto', option: 1 } });
    expect(put.body).toMatchObject({
      id: 4,
      title: 'Boleto',
      option: '1',
      message: 'Enviaremos a segunda via para o seu e-mail.',
    });
    expect((await call('PUT', '/queue-options/999', { token: admin, body: { title: 'x' } })).body).toEqual({
      error: 'ERR_QUEUE_NOT_FOUND',
    });
    const del = await call('DELETE', '/queue-options/1', { token: admin });
    expect(del.body).toEqual({ message: 'Option Delected' });
    // Its children and grandchild went with it.
    expect((await get('queueId=1')).map((o) => o.title)).toEqual(['Boleto']);
  });

  it('deleting a queue takes its options; the control API changes and deletes a queue as PUT and DELETE do', async () => {
    const frames = await listen(admin);
    const changed = h.sandbox.control.updateQueue(2, { name: 'Vendas Sul', color: '#0062B1' });
    expect(changed).toMatchObject({ id: 2, name: 'Vendas Sul' });
    await waitFor(() => frames.length >= 1);
    expect(frames[0]).toMatchObject([
      'company-1-queue',
      { action: 'update', queue: { id: 2, name: 'Vendas Sul', color: '#0062B1' } },
    ]);
    const made = h.sandbox.control.createQueue({ name: 'Pós-venda', color: '#16A5A5' });
    await waitFor(() => frames.length >= 2);
    expect(frames[1]).toMatchObject(['company-1-queue', { action: 'update', queue: { id: made.id } }]);
    h.sandbox.control.deleteQueue(1);
    await waitFor(() => frames.length >= 3);
    expect(frames[2]).toEqual(['company-1-queue', { action: 'delete', queueId: 1 }]);
    expect(h.sandbox.control.rows('queueOptions', 1)).toEqual([]);
    expect(h.sandbox.control.rows('users', 1).some((u) => u.queueIds.includes(1))).toBe(false);
  });
});
