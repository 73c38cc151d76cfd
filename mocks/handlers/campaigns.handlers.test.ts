import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { CampaignSchema, CampaignsPageSchema, CampaignSettingListSchema } from '../../src/api/schemas/s2.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The campaign screens' calls as the reference backend answers them (CampaignController, CampaignService,
 * CampaignSettingController, the sending queue), checked against a running 4.8.5.
 */
describe('campaigns (S2 §2, §4, §7) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let other: string;
  let socket: Socket | null = null;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 10 * 3_600_000 });
    admin = (await login('admin@admin.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => {
    socket?.disconnect();
    socket = null;
    h.close();
  });

  it('GET /campaigns: records by name, 20 a page, count and hasMore, a lower-cased search; another company sees none', async () => {
    const res = await call('GET', '/campaigns?searchParam=&pageNumber=1', { token: admin });
    expect(res.status).toBe(200);
    const page = v.parse(CampaignsPageSchema, res.body);
    const names = page.records.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(page.records.find((c) => c.name === 'Black Friday')?.contactList?.name).toBe('Clientes VIP');
    expect(new Set(page.records.map((c) => c.status))).toEqual(
      new Set(['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA']),
    );
    const found = await call('GET', '/campaigns?searchParam=BLACK&pageNumber=1', { token: admin });
    expect(v.parse(CampaignsPageSchema, found.body).records.map((c) => c.name)).toEqual(['Black Friday']);
    const theirs = await call('GET', '/campaigns?pageNumber=1', { token: other });
    expect(theirs.body).toEqual({ records: [], count: 0, hasMore: false });
  });

  it('POST: name required and at least 3 (the server rule), a schedule makes it PROGRAMADA, the create frame', async () => {
    socket = connect(admin);
    const frames: unknown[] = [];
    socket.on('company-1-campaign', (p: unknown) => frames.push(p));
    await waitFor(() => socket?.connected === true);
    expect((await call('POST', '/campaigns', { token: admin, body: { name: '' } })).body).toEqual({
      error: 'name is a required field',
    });
    expect((await call('POST', '/campaigns', { token: admin, body: { name: 'ab' } })).body).toEqual({
      error: 'ERR_CAMPAIGN_INVALID_NAME',
    });
    const res = await call('POST', '/campaigns', {
      token: admin,
      body: {
        name: 'Nova',
        status: 'INATIVA',
        scheduledAt: '2030-01-02 10:30:00',
        message1: 'Oi',
        message2: null,
      },
    });
    expect(res.status).toBe(200);
    const c = v.parse(CampaignSchema, res.body);
    expect(c.status).toBe('PROGRAMADA');
    expect(new Date(c.scheduledAt ?? '').getHours()).toBe(10);
    expect(res.body).toMatchObject({ message2: null, message3: '', contactList: null, whatsapp: null });
    await waitFor(() => frames.length === 1);
    expect(frames[0]).toMatchObject({ action: 'create', record: { id: c.id, name: 'Nova' } });
  });

  it("PUT: the body's status must be INATIVA, PROGRAMADA or CANCELADA; unknown 404; the update frame", async () => {
    const bad = await call('PUT', '/campaigns/4', {
      token: admin,
      body: { name: 'x', status: 'EM_ANDAMENTO' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Só é permitido alterar campanha Inativa e Programada' },
    });
    const missing = await call('PUT', '/campaigns/999', {
      token: admin,
      body: { name: 'x', status: 'INATIVA' },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: 'ERR_NO_CAMPAIGN_FOUND' } });
    const ok = await call('PUT', '/campaigns/5', {
      token: admin,
      body: { name: 'Pesquisa 2', status: 'CANCELADA', message1: 'Nova mensagem' },
    });
    expect(ok.body).toMatchObject({ status: 'CANCELADA', name: 'Pesquisa 2', message1: 'Nova mensagem' });
  });

  it('GET /campaigns/:id: shipping and the list with its contacts; unknown 404 ERR_NO_TICKETNOTE_FOUND', async () => {
    const res = await call('GET', '/campaigns/4', { token: admin });
    const c = v.parse(CampaignSchema, res.body);
    expect(c.shipping).toHaveLength(30);
    expect((c.shipping ?? []).filter((x) => x.deliveredAt !== null)).toHaveLength(12);
    expect(c.contactList?.contacts).toHaveLength(30);
    expect((await call('GET', '/campaigns/999', { token: admin })).body).toEqual({
      error: 'ERR_NO_TICKETNOTE_FOUND',
    });
    expect((await call('GET', '/campaigns/4', { token: other })).status).toBe(404);
  });

  it('DELETE: EM_ANDAMENTO refused with the server message; another goes with a delete frame (string id)', async () => {
    socket = connect(admin);
    const frames: unknown[] = [];
    socket.on('company-1-campaign', (p: unknown) => frames.push(p));
    await waitFor(() => socket?.connected === true);
    const refused = await call('DELETE', '/campaigns/4', { token: admin });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Não é permitido excluir campanha em andamento' },
    });
    const ok = await call('DELETE', '/campaigns/1', { token: admin });
    expect(ok.body).toEqual({ message: 'Campaign deleted' });
    await waitFor(() => frames.length === 1);
    expect(frames[0]).toEqual({ action: 'delete', id: '1' });
    expect((await call('DELETE', '/campaigns/1', { token: admin })).status).toBe(404);
  });

  it('cancel and restart: 204 and no frame; unknown id 500; a restart puts failed deliveries back', async () => {
    expect((await call('POST', '/campaigns/999/cancel', { token: admin })).status).toBe(500);
    const cancel = await call('POST', '/campaigns/4/cancel', { token: admin });
    expect(cancel.status).toBe(204);
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 4)?.status).toBe('CANCELADA');
    const restart = await call('POST', '/campaigns/4/restart', { token: admin });
    expect(restart.status).toBe(204);
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 4)?.status).toBe('EM_ANDAMENTO');
  });

  it('the queue: started at scheduledAt, one delivery per interval with its frame, a failed delivery keeps it running, FINALIZADA', async () => {
    socket = connect(admin);
    const frames: {
      action: string;
      record?: { status: string; shipping?: { deliveredAt: string | null }[] };
    }[] = [];
    socket.on('company-1-campaign', (p: (typeof frames)[number]) => frames.push(p));
    await waitFor(() => socket?.connected === true);
    // Campaign 3 is PROGRAMADA 30 minutes ahead: nothing before its time.
    h.sandbox.control.runCampaigns();
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 3)?.status).toBe('PROGRAMADA');
    h.clock.now += 31 * 60_000;
    h.sandbox.control.runCampaigns();
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 3)?.status).toBe('EM_ANDAMENTO');
    const entries = () => h.sandbox.control.rows('campaignShipping', 1).filter((x) => x.campaignId === 3);
    expect(entries()).toHaveLength(10);
    // messageInterval 5 s (seeded): nothing 1 s later, one delivery 5 s later.
    h.clock.now += 1000;
    h.sandbox.control.runCampaigns();
    expect(entries().filter((x) => x.deliveredAt !== null)).toHaveLength(0);
    h.clock.now += 5000;
    h.sandbox.control.runCampaigns();
    expect(entries().filter((x) => x.deliveredAt !== null)).toHaveLength(1);
    expect(entries()[0]?.message).toContain('Loja Centro');
    h.sandbox.control.failCampaignDelivery(3);
    for (let i = 0; i < 12; i++) {
      h.clock.now += 25_000;
      h.sandbox.control.runCampaigns();
    }
    expect(entries().filter((x) => x.deliveredAt !== null)).toHaveLength(9);
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 3)?.status).toBe('EM_ANDAMENTO');
    await call('POST', '/campaigns/3/cancel', { token: admin });
    await call('POST', '/campaigns/3/restart', { token: admin });
    h.clock.now += 25_000;
    h.sandbox.control.runCampaigns();
    const done = h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 3);
    expect(done?.status).toBe('FINALIZADA');
    expect(done?.completedAt).not.toBeNull();
    await waitFor(() => frames.some((f) => f.record?.status === 'FINALIZADA'));
    const last = frames.filter((f) => f.record?.status === 'FINALIZADA').at(-1);
    expect(last?.record?.shipping?.every((x) => x.deliveredAt !== null)).toBe(true);
  });

  it('updateCampaign (QA): a campaign changed elsewhere, with the save-shaped update frame', async () => {
    socket = connect(admin);
    const frames: { action: string; record?: { id: number; status: string; shipping?: unknown } }[] = [];
    socket.on('company-1-campaign', (p: (typeof frames)[number]) => frames.push(p));
    await waitFor(() => socket?.connected === true);
    h.sandbox.control.updateCampaign(1, { status: 'PROGRAMADA', scheduledAt: '2030-01-01T13:00:00.000Z' });
    expect(h.sandbox.control.rows('campaigns', 1).find((c) => c.id === 1)).toMatchObject({
      status: 'PROGRAMADA',
      scheduledAt: '2030-01-01T13:00:00.000Z',
    });
    await waitFor(() => frames.length === 1);
    expect(frames[0]?.action).toBe('update');
    expect(frames[0]?.record).toMatchObject({ id: 1, status: 'PROGRAMADA' });
    expect(frames[0]?.record?.shipping).toBeUndefined();
  });

  it('campaign settings: GET the rows with JSON text values; POST writes each key and sends the frame', async () => {
    const before = v.parse(
      CampaignSettingListSchema,
      (await call('GET', '/campaign-settings', { token: admin })).body,
    );
    expect(before.find((s) => s.key === 'variables')?.value).toBe('[{"key":"loja","value":"Loja Centro"}]');
    const res = await call('POST', '/campaign-settings', {
      token: admin,
      body: { settings: { messageInterval: 10, longerIntervalAfter: 5, greaterInterval: 30, variables: [] } },
    });
    expect(res.status).toBe(200);
    const after = v.parse(
      CampaignSettingListSchema,
      (await call('GET', '/campaign-settings', { token: admin })).body,
    );
    expect(Object.fromEntries(after.map((s) => [s.key, s.value]))).toEqual({
      messageInterval: '10',
      longerIntervalAfter: '5',
      greaterInterval: '30',
      variables: '[]',
    });
    expect((await call('GET', '/campaign-settings', { token: other })).body).toEqual([]);
  });
});
