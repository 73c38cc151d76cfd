import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { TagListSchema, TagSchema, TagsPageSchema, TicketSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Tags screen's calls (S2 §2 'Tags') as the reference backend answers them (TagController, TagServices,
 * checked against a running 4.8.5): one page of up to 5000 tags by name in byte order, `count` an array of
 * per-tag join counts, `hasMore` always false, a case-sensitive LIKE on name or colour; the full row from
 * POST, PUT and GET /tags/:id; `{message:'Tag deleted'}`; frames `tag` to `company-{cid}-mainchannel`.
 */
const ok = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => v.parse(schema, body);

const FullTag = v.strictObject({
  id: v.number(),
  name: v.string(),
  color: v.string(),
  companyId: v.number(),
  kanban: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
const ListedTag = v.strictObject({
  id: v.number(),
  name: v.string(),
  color: v.string(),
  ticketsCount: v.string(),
});
const TagsPage = v.strictObject({
  tags: v.array(ListedTag),
  count: v.array(v.strictObject({ id: v.number(), count: v.string() })),
  hasMore: v.boolean(),
});

/** Byte order, as Postgres's C collation sorts (uppercase before lowercase, accented letters last). */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('tags (S2 §2 Tags) as the reference backend answers', () => {
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

  const list = async (query = 'searchParam=&pageNumber=1', token = admin) =>
    call('GET', `/tags?${query}`, { token });

  it('GET /tags: every tag of the company in one page by name (byte order), ticketsCount, count array, hasMore false', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const page = ok(TagsPageSchema, res.body);
    const raw = v.parse(TagsPage, res.body);
    const rows = h.sandbox.control.rows('tags', 1);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(page.tags).toHaveLength(rows.length);
    expect(page.hasMore).toBe(false);
    expect(raw.tags.map((t) => t.name)).toEqual(rows.map((t) => t.name).sort(byteOrder));
    // ticketsCount is the number of tickets carrying the tag, as a string (a SQL count).
    const tagged = h.sandbox.control.rows('ticketTags', 1);
    for (const t of raw.tags) {
      const n = tagged.filter((x) => x.tagIds.includes(t.id)).length;
      expect(t.ticketsCount, t.name).toBe(String(n));
    }
    // count: one entry per tag, the rows of its join (at least 1: the LEFT JOIN's null row), by id.
    expect(raw.count).toEqual(
      [...raw.tags]
        .sort((a, b) => a.id - b.id)
        .map((t) => ({ id: t.id, count: String(Math.max(1, Number(t.ticketsCount))) })),
    );
    // The seed gives varied colours and counts, and keeps the first tags.
    expect(new Set(raw.tags.map((t) => t.color)).size).toBeGreaterThan(20);
    expect(new Set(raw.tags.map((t) => t.ticketsCount)).size).toBeGreaterThan(2);
    expect(rows.slice(0, 5).map((t) => [t.id, t.name])).toEqual([
      [1, 'VIP'],
      [2, 'Orçamento'],
      [3, 'Reclamação'],
      [4, 'Retorno'],
      [5, 'Novo cliente'],
    ]);
    // Another company sees only its own.
    expect(ok(TagsPageSchema, (await list(undefined, other)).body).tags.map((t) => t.name)).toEqual([
      'Prioridade',
    ]);
  });

  it('GET /tags: page 2 is empty with the same count; a bad page number is a 500; no pageNumber is page 1', async () => {
    const p2 = v.parse(TagsPage, (await list('searchParam=&pageNumber=2')).body);
    expect(p2.tags).toEqual([]);
    expect(p2.hasMore).toBe(false);
    expect(p2.count.length).toBe(h.sandbox.control.rows('tags', 1).length);
    expect(await list('pageNumber=0')).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
    expect(await list('pageNumber=abc')).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
    expect(ok(TagsPageSchema, (await call('GET', '/tags', { token: admin })).body).tags.length).toBe(
      h.sandbox.control.rows('tags', 1).length,
    );
  });

  it('GET /tags: searchParam is a case-sensitive LIKE on name or colour (% and _ are wildcards)', async () => {
    const names = async (q: string) =>
      ok(TagsPageSchema, (await list(`searchParam=${encodeURIComponent(q)}&pageNumber=1`)).body).tags.map(
        (t) => t.name,
      );
    expect(await names('VIP')).toEqual(['VIP']);
    expect(await names('vip')).toEqual([]);
    expect(await names('#e53935')).toEqual(['VIP']);
    expect(await names('V_P')).toEqual(['VIP']);
    expect((await names('%')).length).toBe(h.sandbox.control.rows('tags', 1).length);
    expect(await names('Or%mento')).toEqual(['Orçamento']);
  });

  it('GET /tags/list: the full rows by name, searchParam as GET /tags', async () => {
    const res = await call('GET', '/tags/list', { token: admin });
    ok(TagListSchema, res.body);
    const rows = v.parse(v.array(FullTag), res.body);
    expect(rows.map((t) => t.name)).toEqual(
      h.sandbox.control
        .rows('tags', 1)
        .map((t) => t.name)
        .sort(byteOrder),
    );
    expect(rows.find((t) => t.id === 1)).toMatchObject({ id: 1, name: 'VIP', companyId: 1, kanban: 0 });
    const found = v.parse(
      v.array(FullTag),
      (await call('GET', '/tags/list?searchParam=Reclama', { token: admin })).body,
    );
    expect(found.map((t) => t.name)).toEqual(['Reclamação']);
  });

  it('POST /tags: the full row (default colour #A4CCCC, kanban 0); the same name, colour and kanban again is the same tag', async () => {
    const res = await call('POST', '/tags', {
      token: attendant,
      body: { name: 'Atendimento QA', color: '#123456' },
    });
    expect(res.status).toBe(200);
    ok(TagSchema, res.body);
    const tag = v.parse(FullTag, res.body);
    expect(tag).toMatchObject({ name: 'Atendimento QA', color: '#123456', companyId: 1, kanban: 0 });
    const again = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: admin, body: { name: 'Atendimento QA', color: '#123456' } }))
        .body,
    );
    expect(again).toEqual(tag);
    const otherColour = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: admin, body: { name: 'Atendimento QA', color: '#654321' } }))
        .body,
    );
    expect(otherColour.id).not.toBe(tag.id);
    const plain = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: admin, body: { name: 'Sem cor' } })).body,
    );
    expect(plain.color).toBe('#A4CCCC');
  });

  it('POST /tags validates the name as yup does', async () => {
    const post = (body: unknown) => call('POST', '/tags', { token: admin, body });
    expect(await post({})).toMatchObject({ status: 400, body: { error: 'name is a required field' } });
    expect(await post({ name: '' })).toMatchObject({
      status: 400,
      body: { error: 'name is a required field' },
    });
    expect(await post({ name: 'ab' })).toMatchObject({
      status: 400,
      body: { error: 'name must be at least 3 characters' },
    });
    // Three spaces are three characters: the reference stores them.
    expect((await post({ name: '   ' })).status).toBe(200);
  });

  it('GET /tags/:id: the full row; unknown or another company’s: 404 ERR_NO_TAG_FOUND; not a number: 500', async () => {
    const res = await call('GET', '/tags/1', { token: attendant });
    expect(res.status).toBe(200);
    ok(TagSchema, res.body);
    expect(v.parse(FullTag, res.body)).toMatchObject({ id: 1, name: 'VIP', color: '#e53935', companyId: 1 });
    expect(await call('GET', '/tags/9999', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect(await call('GET', '/tags/6', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect(await call('GET', '/tags/abc', { token: admin })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
  });

  it('PUT /tags/:id: admins only; the full row; what is left out stays; the name at least 3 characters', async () => {
    const put = (id: number | string, body: unknown, token = admin) =>
      call('PUT', `/tags/${id}`, { token, body });
    expect(await put(4, { name: 'Retorno 2' }, attendant)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const before = v.parse(FullTag, (await call('GET', '/tags/4', { token: admin })).body);
    h.clock.now += 60_000;
    const res = await put(4, { name: 'Retornar ligação', color: '#00897b' });
    expect(res.status).toBe(200);
    ok(TagSchema, res.body);
    const after = v.parse(FullTag, res.body);
    expect(after).toMatchObject({
      id: 4,
      name: 'Retornar ligação',
      color: '#00897b',
      createdAt: before.createdAt,
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const colourOnly = v.parse(FullTag, (await put(4, { color: '#111111' })).body);
    expect(colourOnly).toMatchObject({ name: 'Retornar ligação', color: '#111111' });
    // Nothing changed: nothing saved, updatedAt stays.
    expect(v.parse(FullTag, (await put(4, {})).body)).toEqual(colourOnly);
    expect(await put(4, { name: 'ab' })).toMatchObject({
      status: 400,
      body: { error: 'name must be at least 3 characters' },
    });
    expect(await put(4, { name: '' })).toMatchObject({
      status: 400,
      body: { error: 'name must be at least 3 characters' },
    });
    expect(await put(9999, { name: 'Qualquer' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect(await put(6, { name: 'Qualquer' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    // The tickets carrying it show the new name.
    const carrying = h.sandbox.control.rows('ticketTags', 1).find((x) => x.tagIds.includes(4));
    if (!carrying) throw new Error('the seed tags a ticket with tag 4');
    const ticket = ok(TicketSchema, (await call('GET', `/tickets/${carrying.id}`, { token: admin })).body);
    expect(ticket.tags.find((t) => t.id === 4)?.name).toBe('Retornar ligação');
  });

  it('DELETE /tags/:id: {message:"Tag deleted"}; the tag leaves every ticket; then 404; any profile may', async () => {
    const carrying = h.sandbox.control.rows('ticketTags', 1).filter((x) => x.tagIds.includes(2));
    expect(carrying.length).toBeGreaterThan(0);
    const res = await call('DELETE', '/tags/2', { token: attendant });
    expect(res).toMatchObject({ status: 200, body: { message: 'Tag deleted' } });
    expect(h.sandbox.control.rows('tags', 1).some((t) => t.id === 2)).toBe(false);
    expect(h.sandbox.control.rows('ticketTags', 1).some((x) => x.tagIds.includes(2))).toBe(false);
    for (const x of carrying) {
      const t = ok(TicketSchema, (await call('GET', `/tickets/${x.id}`, { token: admin })).body);
      expect(t.tags.map((tag) => tag.id)).toEqual(x.tagIds.filter((id) => id !== 2));
    }
    expect(await call('DELETE', '/tags/2', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect(await call('DELETE', '/tags/6', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect(await call('DELETE', '/tags/abc', { token: admin })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error' },
    });
    expect(h.sandbox.control.events().at(-1)).toMatchObject({ type: 'tag.deleted', tagId: 2 });
  });

  it('updateTag / deleteTag (control API): the tag changed or deleted elsewhere, with the frames of PUT and DELETE', () => {
    const c = h.sandbox.control;
    const updated = c.updateTag(3, { name: 'Reclamação grave', color: '#b71c1c' });
    expect(updated).toMatchObject({ id: 3, name: 'Reclamação grave', color: '#b71c1c' });
    expect(c.rows('tags', 1).find((t) => t.id === 3)?.name).toBe('Reclamação grave');
    expect(c.events().at(-1)).toMatchObject({ type: 'tag.updated', tagId: 3 });
    c.deleteTag(3);
    expect(c.rows('tags', 1).some((t) => t.id === 3)).toBe(false);
    expect(() => c.updateTag(3, { name: 'Outra' })).toThrow(/no tag 3/);
    expect(() => c.deleteTag(3)).toThrow(/no tag 3/);
  });
});

describe('tag frames with the real socket.io-client', () => {
  let h: Harness;
  const sockets: Socket[] = [];
  beforeEach(() => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  /** A socket of that user, with the `tag` frames it receives. */
  async function listen(email: string): Promise<{ token: string; frames: [string, unknown][] }> {
    const { token } = await login(email);
    const s = connect(token);
    sockets.push(s);
    const frames: [string, unknown][] = [];
    let ready = false;
    // The `tag` frames (logins meanwhile send `company-{cid}-auth`, not the subject here).
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (event === 'tag') frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return { token, frames };
  }

  it('POST, PUT and DELETE send `tag` to the company mainchannel: the full row, then the tagId as a string', async () => {
    const a = await listen('admin@admin.com');
    const colleague = await listen('atendente@demo.com');
    const stranger = await listen('admin@empresa2.com');
    const created = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: a.token, body: { name: 'Ao vivo', color: '#abcdef' } })).body,
    );
    const updated = v.parse(
      FullTag,
      (await call('PUT', `/tags/${created.id}`, { token: a.token, body: { name: 'Ao vivo 2' } })).body,
    );
    await call('DELETE', `/tags/${created.id}`, { token: a.token });
    const expected = [
      ['tag', { action: 'create', tag: created }],
      ['tag', { action: 'update', tag: updated }],
      ['tag', { action: 'delete', tagId: String(created.id) }],
    ];
    await waitFor(() => a.frames.length >= 3 && colleague.frames.length >= 3);
    expect(a.frames).toEqual(expected);
    expect(colleague.frames).toEqual(expected);
    expect(stranger.frames).toEqual([]);
    // The same tag again: the reference finds it and still announces a create.
    const again = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: a.token, body: { name: 'Ao vivo 2', color: '#abcdef' } })).body,
    );
    const same = v.parse(
      FullTag,
      (await call('POST', '/tags', { token: a.token, body: { name: 'Ao vivo 2', color: '#abcdef' } })).body,
    );
    expect(same).toEqual(again);
    await waitFor(() => a.frames.length >= 5);
    expect(a.frames.slice(3)).toEqual([
      ['tag', { action: 'create', tag: again }],
      ['tag', { action: 'create', tag: again }],
    ]);
  });

  it('a failed write sends nothing', async () => {
    const a = await listen('admin@admin.com');
    const attendant = (await login('atendente@demo.com')).token;
    await call('POST', '/tags', { token: a.token, body: { name: 'ab' } });
    await call('PUT', '/tags/1', { token: attendant, body: { name: 'VIP 2' } });
    await call('DELETE', '/tags/9999', { token: a.token });
    await call('PUT', '/tags/1', { token: a.token, body: { color: '#000000' } });
    await waitFor(() => a.frames.length >= 1);
    expect(a.frames).toHaveLength(1);
    expect(a.frames[0]).toMatchObject(['tag', { action: 'update', tag: { id: 1, color: '#000000' } }]);
  });

  it('updateTag and deleteTag (control API) send what PUT and DELETE send', async () => {
    const a = await listen('admin@admin.com');
    const tag = h.sandbox.control.updateTag(5, { color: '#0d47a1' });
    h.sandbox.control.deleteTag(5);
    await waitFor(() => a.frames.length >= 2);
    expect(a.frames).toEqual([
      ['tag', { action: 'update', tag: v.parse(FullTag, tag) }],
      ['tag', { action: 'delete', tagId: '5' }],
    ]);
  });
});
