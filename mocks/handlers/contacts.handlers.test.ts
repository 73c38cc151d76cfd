import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { ContactsPageSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';
import { PHONE_BOOK } from './contacts.handlers.ts';

/**
 * The contacts page's calls (S2 §2 'Contacts page') as the reference backend answers them (ContactController,
 * ListContactsService, DeleteContactService, ImportContactsService): 30 a page by name with hasMore; the search
 * on the lower-cased name or the number; DELETE's company check first; the import of the phone book; the
 * `company-{cid}-contact` frames.
 */
describe('contacts (S2 §2 Contacts page) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.disconnect());
    h.close();
  });

  const page = async (query: string) => {
    const res = await call('GET', `/contacts?${query}`, { token: admin });
    expect(res.status).toBe(200);
    return v.parse(ContactsPageSchema, res.body);
  };

  it('GET /contacts: 30 a page by name, hasMore while more rows follow, count of all', async () => {
    const rows = h.sandbox.control.rows('contacts', 1);
    const first = await page('searchParam=&pageNumber=1');
    expect(first.contacts).toHaveLength(30);
    expect(first.count).toBe(rows.length);
    expect(first.hasMore).toBe(rows.length > 30);
    const last = await page(`searchParam=&pageNumber=${Math.ceil(rows.length / 30)}`);
    expect(last.hasMore).toBe(false);
    const names = first.contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
  });

  it('GET /contacts: searchParam matches the lower-cased name or the number, not the email', async () => {
    const someone = h.sandbox.control.rows('contacts', 1).find((c) => c.email !== '');
    if (!someone) throw new Error('the seed has a contact with an email');
    const byName = await page(`searchParam=${encodeURIComponent(someone.name.toLowerCase())}&pageNumber=1`);
    expect(byName.contacts.map((c) => c.id)).toContain(someone.id);
    const byNumber = await page(`searchParam=${someone.number.slice(-6)}&pageNumber=1`);
    expect(byNumber.contacts.map((c) => c.id)).toContain(someone.id);
    const byEmail = await page(`searchParam=${encodeURIComponent(someone.email)}&pageNumber=1`);
    expect(byEmail.contacts.map((c) => c.id)).not.toContain(someone.id);
  });

  it('DELETE /contacts/:id: 200 {message}, the contact and its tickets gone; unknown or foreign: 400 as ShowContactService', async () => {
    const id = 21;
    expect(h.sandbox.control.rows('tickets', 1).some((t) => t.contactId === id)).toBe(true);
    const res = await call('DELETE', `/contacts/${id}`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Contact deleted' } });
    expect(h.sandbox.control.rows('contacts', 1).some((c) => c.id === id)).toBe(false);
    expect(h.sandbox.control.rows('tickets', 1).some((t) => t.contactId === id)).toBe(false);
    const again = await call('DELETE', `/contacts/${id}`, { token: admin });
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'Não é possível excluir registro de outra empresa' },
    });
    const foreign = h.sandbox.control.rows('contacts', 2)[0];
    const other = await call('DELETE', `/contacts/${foreign?.id ?? 0}`, { token: admin });
    expect(other.status).toBe(400);
  });

  it('POST /contacts/import: the phone book without status and groups; known numbers renamed, new ones created', async () => {
    const before = h.sandbox.control.rows('contacts', 1);
    const people = PHONE_BOOK.filter((x) => x.id !== 'status@broadcast' && !x.id.includes('g.us'));
    const known = people.filter((x) => before.some((c) => c.number === x.id.replace(/\D/g, '')));
    // The seed knows some of the phone book's numbers: those are renamed, the rest created.
    expect(known.length).toBeGreaterThan(0);
    expect(known.length).toBeLessThan(people.length);
    const res = await call('POST', '/contacts/import', { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'contacts imported' } });
    const after = h.sandbox.control.rows('contacts', 1);
    expect(after.length).toBe(before.length + people.length - known.length);
    for (const x of people) {
      const row = after.find((c) => c.number === x.id.replace(/\D/g, ''));
      expect(row?.name).toBe(x.name ?? x.notify);
    }
    expect(after.some((c) => c.number.startsWith('120363'))).toBe(false);
    // Again: nothing new, the same names.
    await call('POST', '/contacts/import', { token: admin });
    expect(h.sandbox.control.rows('contacts', 1).length).toBe(after.length);
  });

  it('frames: POST create, PUT update, DELETE and deleteContact (control) send company-{cid}-contact; import sends none', async () => {
    const s = connect(admin);
    sockets.push(s);
    const frames: unknown[] = [];
    let ready = false;
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (event === 'company-1-contact') frames.push(payload);
    });
    await waitFor(() => ready);
    const created = await call('POST', '/contacts', {
      token: admin,
      body: { name: 'Ao Vivo', number: '5511944443333', email: '' },
    });
    const id = (created.body as { id: number }).id;
    await call('POST', '/contacts/import', { token: admin });
    h.sandbox.control.updateContact(id, { name: 'Ao Vivo 2' });
    await call('DELETE', `/contacts/${id}`, { token: admin });
    await waitFor(() => frames.length >= 3);
    expect(frames).toMatchObject([
      { action: 'create', contact: { id, name: 'Ao Vivo' } },
      { action: 'update', contact: { id, name: 'Ao Vivo 2' } },
      { action: 'delete', contactId: String(id) },
    ]);
  });
});
