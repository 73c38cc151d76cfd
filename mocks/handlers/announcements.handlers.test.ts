import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { AnnouncementSchema, AnnouncementsPageSchema } from '../../src/api/schemas/s2.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The announcements' calls (S2 §2 'Announcements', §7) as the reference backend answers them
 * (AnnouncementController and AnnouncementService of 4.8.5, checked against a running one).
 */
const Row = v.strictObject({
  id: v.number(),
  priority: v.nullable(v.number()),
  title: v.string(),
  text: v.string(),
  mediaPath: v.nullable(v.string()),
  mediaName: v.nullable(v.string()),
  companyId: v.number(),
  status: v.nullable(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
const Page = v.strictObject({ records: v.array(Row), count: v.number(), hasMore: v.boolean() });

describe('announcements (S2 §2 Announcements) as the reference backend answers', () => {
  let h: Harness;
  let superAdmin: string;
  let admin: string;
  let other: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    superAdmin = (await login('admin@admin.com')).token;
    admin = (await login('gestor@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => h.close());

  const page = async (query = '', token = superAdmin) => {
    const res = await call('GET', `/announcements${query}`, { token });
    expect(res.status).toBe(200);
    v.parse(AnnouncementsPageSchema, res.body);
    return v.parse(Page, res.body);
  };

  it('GET /announcements: the active ones of every company, newest first, 20 a page; the seed has each priority', async () => {
    const rows = h.sandbox.control.rows('announcements');
    const active = rows.filter((a) => a.status === true);
    expect(active.length).toBeLessThan(rows.length);
    const first = await page();
    expect(first.records.map((a) => a.id)).toEqual(
      [...active].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).map((a) => a.id),
    );
    expect(new Set(first.records.map((a) => a.priority))).toEqual(new Set([1, 2, 3]));
    expect(first.records.some((a) => a.mediaPath !== null)).toBe(true);
    // Platform-wide: another company lists the same ones.
    expect((await page('', other)).records.map((a) => a.id)).toEqual(first.records.map((a) => a.id));
    for (let i = 0; i < 20; i += 1) h.sandbox.control.publishAnnouncement({ title: `Aviso ${i}` });
    const p1 = await page('?pageNumber=1');
    expect(p1.records).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    expect(p1.count).toBe(active.length + 20);
    expect(p1.records[0]?.title).toBe('Aviso 19');
    const p2 = await page('?pageNumber=2');
    expect(p2.records).toHaveLength(active.length);
    expect(p2.hasMore).toBe(false);
    expect((await call('GET', '/announcements?pageNumber=0', { token: superAdmin })).status).toBe(500);
  });

  it('GET /announcements: searchParam lower-cased, trimmed, LIKE on the lower-cased title', async () => {
    const titles = async (q: string) =>
      (await page(`?searchParam=${encodeURIComponent(q)}`)).records.map((a) => a.title);
    expect(await titles('MANUTENÇÃO')).toEqual(['Manutenção programada']);
    expect(await titles('  horário ')).toEqual(['Novo horário de suporte']);
    expect(await titles('m_nuten')).toEqual(['Manutenção programada']);
    expect(await titles('rascunho')).toEqual([]);
  });

  it('GET /announcements/list needs companyId (else 500) and gives every one of that company, with company', async () => {
    expect(await call('GET', '/announcements/list', { token: admin })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
    const res = await call('GET', '/announcements/list?companyId=1', { token: admin });
    expect(res.status).toBe(200);
    const list = v.parse(
      v.array(v.looseObject({ id: v.number(), company: v.object({ id: v.number(), name: v.string() }) })),
      res.body,
    );
    expect(list).toHaveLength(h.sandbox.control.rows('announcements', 1).length);
    expect((await call('GET', '/announcements/list?companyId=2', { token: admin })).body).toEqual([]);
  });

  it('writes need the super flag: 401 Acesso não permitido for an admin who is not super', async () => {
    const denied = { status: 401, body: { error: 'Acesso não permitido' } };
    expect(
      await call('POST', '/announcements', { token: admin, body: { title: 'x', text: 'y' } }),
    ).toMatchObject(denied);
    expect(await call('PUT', '/announcements/1', { token: admin, body: { title: 'x' } })).toMatchObject(
      denied,
    );
    expect(await call('DELETE', '/announcements/1', { token: admin })).toMatchObject(denied);
    expect(await call('DELETE', '/announcements/2/media-upload', { token: admin })).toMatchObject(denied);
    // Reading is for everyone.
    expect((await call('GET', '/announcements/1', { token: admin })).status).toBe(200);
  });

  it('POST: title and text required with the reference messages; priority and status as sent', async () => {
    expect(await call('POST', '/announcements', { token: superAdmin, body: { text: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'title is a required field' },
    });
    expect(
      await call('POST', '/announcements', { token: superAdmin, body: { title: 'x', text: '' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_ANNOUNCEMENT_REQUIRED' },
    });
    const res = await call('POST', '/announcements', {
      token: superAdmin,
      body: { title: 'Novo', text: 'Texto', priority: '1', status: true },
    });
    expect(res.status).toBe(200);
    const row = v.parse(Row, res.body);
    expect(row).toMatchObject({
      title: 'Novo',
      text: 'Texto',
      priority: 1,
      status: true,
      mediaPath: null,
      companyId: 1,
    });
    expect(v.parse(AnnouncementSchema, res.body).priority).toBe(1);
  });

  it('PUT, media upload served back, media delete, DELETE and the 404s', async () => {
    const put = await call('PUT', '/announcements/1', {
      token: superAdmin,
      body: { title: 'Renomeado', text: 'Novo texto', priority: 1, status: false },
    });
    expect(v.parse(Row, put.body)).toMatchObject({ id: 1, title: 'Renomeado', priority: 1, status: false });
    expect((await page()).records.map((a) => a.id)).not.toContain(1);
    expect(
      await call('PUT', '/announcements/999', { token: superAdmin, body: { title: 'x' } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_ANNOUNCEMENT_FOUND' },
    });
    expect(await call('PUT', '/announcements/1', { token: superAdmin, body: { title: '' } })).toMatchObject({
      status: 400,
      body: { error: 'title is a required field' },
    });

    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([137, 80, 78, 71])], 'minha foto.png', { type: 'image/png' }),
    );
    const up = await call('POST', '/announcements/4/media-upload', { token: superAdmin, form });
    expect(up).toMatchObject({ status: 200, body: { mensagem: 'Mensagem enviada' } });
    const shown = v.parse(Row, (await call('GET', '/announcements/4', { token: superAdmin })).body);
    expect(shown.mediaName).toBe('minha foto.png');
    expect(shown.mediaPath).toMatch(/^\d+_minha_foto\.png$/);
    const file = await fetch(`http://sandbox.test/api/public/${encodeURIComponent(shown.mediaPath ?? '')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));

    expect(await call('DELETE', '/announcements/4/media-upload', { token: superAdmin })).toMatchObject({
      status: 200,
      body: { mensagem: 'Arquivo excluído' },
    });
    expect(v.parse(Row, (await call('GET', '/announcements/4', { token: superAdmin })).body)).toMatchObject({
      mediaPath: null,
      mediaName: null,
    });
    expect((await call('DELETE', '/announcements/4/media-upload', { token: superAdmin })).status).toBe(400);

    expect(await call('DELETE', '/announcements/4', { token: superAdmin })).toMatchObject({
      status: 200,
      body: { message: 'Announcement deleted' },
    });
    expect(await call('GET', '/announcements/4', { token: superAdmin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_ANNOUNCEMENT_FOUND' },
    });
    expect((await call('DELETE', '/announcements/4', { token: superAdmin })).status).toBe(404);
    expect((await call('GET', '/announcements/abc', { token: superAdmin })).status).toBe(500);
  });

  describe('frames', () => {
    let sockets: Socket[] = [];
    afterEach(() => sockets.forEach((s) => s.close()));

    it('create and update reach every company; delete only the deleter’s company, with a string id', async () => {
      const heard = { own: [] as unknown[], other: [] as unknown[] };
      const mine = connect(superAdmin);
      const theirs = connect(other);
      sockets = [mine, theirs];
      mine.on('company-announcement', (p: unknown) => heard.own.push(p));
      mine.on('company-1-announcement', (p: unknown) => heard.own.push(p));
      theirs.on('company-announcement', (p: unknown) => heard.other.push(p));
      theirs.on('company-1-announcement', (p: unknown) => heard.other.push(p));
      theirs.on('company-2-announcement', (p: unknown) => heard.other.push(p));
      await waitFor(() => mine.connected && theirs.connected);
      await waitFor(() => h.core.sockets.rooms().length === 2);

      const created = h.sandbox.control.publishAnnouncement({
        title: 'Ao vivo',
        priority: 1,
        image: '#1e88e5',
      });
      await waitFor(() => heard.own.length === 2 && heard.other.length === 2);
      expect(heard.other).toEqual([
        {
          action: 'create',
          record: expect.objectContaining({ id: created.id, title: 'Ao vivo', mediaPath: null }),
        },
        {
          action: 'update',
          record: expect.objectContaining({ id: created.id, mediaPath: created.mediaPath }),
        },
      ]);
      expect(created.mediaPath).not.toBeNull();
      const image = await fetch(`http://sandbox.test/api/public/${created.mediaPath ?? ''}`);
      expect(image.headers.get('content-type')).toBe('image/png');

      expect((await call('DELETE', `/announcements/${created.id}`, { token: superAdmin })).status).toBe(200);
      await waitFor(() => heard.own.length === 3);
      expect(heard.own[2]).toEqual({ action: 'delete', id: String(created.id) });
      await new Promise((r) => setTimeout(r, 50));
      expect(heard.other).toHaveLength(2);
    });
  });
});
