import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { HelpListSchema, HelpSchema, HelpsPageSchema } from '../../src/api/schemas/s2.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The help videos' calls (S3 §2.7, §7) as the reference backend answers them (HelpController, HelpServices,
 * helpRoutes): platform-wide rows by title, 20 a page; writes for super users only (isSuper: 401); frames
 * `company-{cid}-help` to the saver's company.
 */
const FullHelp = v.strictObject({
  id: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  video: v.nullable(v.string()),
  link: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});

describe('helps (S3 §2.7) as the reference backend answers', () => {
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

  it('GET /helps/list: every help by title, the full model, the same for every company', async () => {
    const mine = await call('GET', '/helps/list', { token: admin });
    expect(mine.status).toBe(200);
    const rows = v.parse(v.array(FullHelp), mine.body);
    expect(rows.map((r) => r.title)).toEqual([
      'Conectando o WhatsApp',
      'Primeiros passos',
      'Respostas rápidas',
    ]);
    expect(v.parse(HelpListSchema, mine.body)).toHaveLength(3);
    expect((await call('GET', '/helps/list', { token: other })).body).toEqual(mine.body);
  });

  it('GET /helps: 20 a page, {records, count, hasMore}, LOWER(title) LIKE the trimmed search', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await call('POST', '/helps', {
            token: superAdmin,
            body: { title: `Vídeo ${String(i).padStart(2, '0')}` },
          })
        ).status,
      ).toBe(200);
    const first = v.parse(HelpsPageSchema, (await call('GET', '/helps?pageNumber=1', { token: admin })).body);
    expect(first.records).toHaveLength(20);
    expect(first.count).toBe(23);
    expect(first.hasMore).toBe(true);
    const second = v.parse(
      HelpsPageSchema,
      (await call('GET', '/helps?pageNumber=2', { token: admin })).body,
    );
    expect(second.records).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const found = v.parse(
      HelpsPageSchema,
      (await call('GET', '/helps?searchParam=%20WHATS%20&pageNumber=1', { token: admin })).body,
    );
    expect(found.records.map((r) => r.title)).toEqual(['Conectando o WhatsApp']);
  });

  it('POST / PUT / DELETE need the super flag: 401 Acesso não permitido, nothing written', async () => {
    for (const [method, path] of [
      ['POST', '/helps'],
      ['PUT', '/helps/1'],
      ['DELETE', '/helps/1'],
    ] as const) {
      const res = await call(method, path, { token: admin, body: { title: 'Nova ajuda' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Acesso não permitido' });
    }
    expect(h.sandbox.control.rows('helps')).toHaveLength(3);
  });

  it('POST: title required and 3+ characters, a given description 3+ (ERR_HELP_INVALID_NAME); the full row back', async () => {
    expect((await call('POST', '/helps', { token: superAdmin, body: {} })).body).toEqual({
      error: 'title is a required field',
    });
    expect((await call('POST', '/helps', { token: superAdmin, body: { title: 'ab' } })).body).toEqual({
      error: 'ERR_HELP_INVALID_NAME',
    });
    expect(
      (await call('POST', '/helps', { token: superAdmin, body: { title: 'Filas', description: '' } })).body,
    ).toEqual({ error: 'ERR_HELP_INVALID_NAME' });
    const res = await call('POST', '/helps', {
      token: superAdmin,
      body: { title: 'Filas', video: 'abc123', description: 'Como criar filas' },
    });
    expect(res.status).toBe(200);
    const row = v.parse(FullHelp, res.body);
    expect(row).toMatchObject({
      title: 'Filas',
      video: 'abc123',
      description: 'Como criar filas',
      link: null,
    });
    expect(v.parse(HelpSchema, res.body).id).toBe(4);
  });

  it('PUT writes the fields given (an empty description too); 404 ERR_NO_HELP_FOUND; a bad id is a 500', async () => {
    const res = await call('PUT', '/helps/1', {
      token: superAdmin,
      body: { title: 'Começando', description: '', video: 'xyz' },
    });
    expect(res.status).toBe(200);
    expect(v.parse(FullHelp, res.body)).toMatchObject({
      id: 1,
      title: 'Começando',
      description: '',
      video: 'xyz',
    });
    expect((await call('PUT', '/helps/1', { token: superAdmin, body: { video: 'x' } })).body).toEqual({
      error: 'title is a required field',
    });
    expect((await call('PUT', '/helps/99', { token: superAdmin, body: { title: 'Nada' } })).body).toEqual({
      error: 'ERR_NO_HELP_FOUND',
    });
    expect((await call('PUT', '/helps/abc', { token: superAdmin, body: { title: 'Nada' } })).status).toBe(
      500,
    );
  });

  it('DELETE answers {message:"Help deleted"}, then 404; clearHelps empties the list', async () => {
    const res = await call('DELETE', '/helps/2', { token: superAdmin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Help deleted' } });
    expect((await call('DELETE', '/helps/2', { token: superAdmin })).body).toEqual({
      error: 'ERR_NO_HELP_FOUND',
    });
    expect(h.sandbox.control.clearHelps()).toBe(2);
    expect((await call('GET', '/helps/list', { token: admin })).body).toEqual([]);
  });

  describe('frames', () => {
    let sockets: Socket[] = [];
    afterEach(() => sockets.forEach((s) => s.close()));

    it('company-{cid}-help create / update / delete (a string id) to the saver’s company only', async () => {
      const heard = { own: [] as unknown[], other: [] as unknown[] };
      const mine = connect(admin);
      const theirs = connect(other);
      sockets = [mine, theirs];
      mine.on('company-1-help', (p: unknown) => heard.own.push(p));
      theirs.on('company-1-help', (p: unknown) => heard.other.push(p));
      theirs.on('company-2-help', (p: unknown) => heard.other.push(p));
      await waitFor(() => mine.connected && theirs.connected);
      await waitFor(() => h.core.sockets.rooms().length === 2);

      const created = v.parse(
        FullHelp,
        (await call('POST', '/helps', { token: superAdmin, body: { title: 'Ao vivo', video: 'v1' } })).body,
      );
      await call('PUT', `/helps/${created.id}`, { token: superAdmin, body: { title: 'Ao vivo 2' } });
      await call('DELETE', `/helps/${created.id}`, { token: superAdmin });
      await waitFor(() => heard.own.length === 3);
      expect(heard.own).toEqual([
        { action: 'create', record: created },
        { action: 'update', record: expect.objectContaining({ id: created.id, title: 'Ao vivo 2' }) },
        { action: 'delete', id: String(created.id) },
      ]);
      await new Promise((r) => setTimeout(r, 50));
      expect(heard.other).toEqual([]);
    });
  });
});
