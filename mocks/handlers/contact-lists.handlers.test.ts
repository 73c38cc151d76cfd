import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { utils, write } from '@e965/xlsx';
import type { Socket } from 'socket.io-client';
import {
  ContactListItemListSchema,
  ContactListItemSchema,
  ContactListItemsPageSchema,
  ContactListSchema,
  ContactListsPageSchema,
} from '../../src/api/schemas/s2.ts';
import { BIG_LIST_ID, BIG_LIST_SIZE } from '../seed/contact-lists.seed.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';
import { isWhatsappNumber } from '../db/whatsapp-numbers.ts';
import { VALIDATION_DELAY_MS } from './contact-lists.handlers.ts';

/**
 * The contact-list screens' calls as the reference backend answers them (ContactListController,
 * ContactListItemController, ImportContacts; shapes checked against a running one), and the sandbox's number check.
 */
function xlsx(rows: unknown[][]): Blob {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Planilha1');
  const out = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([out]);
}

describe('contact lists and their items (S2 §2) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let other: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
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
      else if (event.includes('ContactList')) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return frames;
  }

  it('GET /contact-lists: 20 by name with contactsCount as text, count an array, hasMore false; search lower-cased', async () => {
    const res = await call('GET', '/contact-lists?searchParam=&pageNumber=1', { token: admin });
    expect(res.status).toBe(200);
    const page = v.parse(ContactListsPageSchema, res.body);
    const names = page.records.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(page.hasMore).toBe(false);
    expect(Array.isArray((res.body as { count: unknown }).count)).toBe(true);
    const big = (res.body as { records: { id: number; contactsCount: unknown }[] }).records.find(
      (r) => r.id === BIG_LIST_ID,
    );
    expect(big?.contactsCount).toBe(String(BIG_LIST_SIZE));
    // Another company's list is not listed.
    expect(names).not.toContain('Lista da Empresa 2');
    const found = v.parse(
      ContactListsPageSchema,
      (await call('GET', '/contact-lists?searchParam=BASE&pageNumber=1', { token: admin })).body,
    );
    expect(found.records.map((r) => r.name)).toEqual(['Base completa']);
  });

  it('lists: POST needs a name of 3 (ERR_CONTACTLIST_INVALID_NAME), PUT renames, DELETE takes the items too; frames', async () => {
    const frames = await listen(admin);
    expect((await call('POST', '/contact-lists', { token: admin, body: {} })).body).toEqual({
      error: 'name is a required field',
    });
    expect((await call('POST', '/contact-lists', { token: admin, body: { name: 'ab' } })).body).toEqual({
      error: 'ERR_CONTACTLIST_INVALID_NAME',
    });
    const created = await call('POST', '/contact-lists', { token: admin, body: { name: 'Nova lista' } });
    const list = v.parse(ContactListSchema, created.body);
    expect(list.contactsCount).toBeUndefined();
    await call('POST', '/contact-list-items', {
      token: admin,
      body: { name: 'Fulano', number: '5511999990000', contactListId: list.id },
    });
    const renamed = v.parse(
      ContactListSchema,
      (await call('PUT', `/contact-lists/${list.id}`, { token: admin, body: { name: 'X' } })).body,
    );
    expect(renamed.name).toBe('X');
    expect((await call('DELETE', `/contact-lists/${list.id}`, { token: admin })).body).toEqual({
      message: 'Contact list deleted',
    });
    expect(h.sandbox.control.rows('contactListItems', 1).some((i) => i.contactListId === list.id)).toBe(
      false,
    );
    expect((await call('GET', `/contact-lists/${list.id}`, { token: admin })).body).toEqual({
      error: 'ERR_NO_TICKETNOTE_FOUND',
    });
    expect((await call('DELETE', `/contact-lists/${list.id}`, { token: admin })).status).toBe(404);
    await waitFor(() => frames.filter(([e]) => e === 'company-1-ContactList').length === 3);
    const actions = frames
      .filter(([e]) => e === 'company-1-ContactList')
      .map(([, p]) => p as { action: string; id?: unknown });
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(actions[2]?.id).toBe(String(list.id));
    // Another company cannot touch it.
    expect(
      (await call('PUT', `/contact-lists/${BIG_LIST_ID}`, { token: other, body: { name: 'Hack' } })).status,
    ).toBe(404);
  });

  it('items: paged 20 by name within the list, search on name or number; a new item is checked after a delay (update frame)', async () => {
    const frames = await listen(admin);
    const page1 = v.parse(
      ContactListItemsPageSchema,
      (
        await call('GET', `/contact-list-items?searchParam=&pageNumber=1&contactListId=${BIG_LIST_ID}`, {
          token: admin,
        })
      ).body,
    );
    expect(page1.contacts).toHaveLength(20);
    expect(page1.hasMore).toBe(true);
    expect((await call('GET', '/contact-list-items?pageNumber=1', { token: admin })).status).toBe(500);
    const created = v.parse(
      ContactListItemSchema,
      (
        await call('POST', '/contact-list-items', {
          token: admin,
          body: { name: 'Zé Teste', number: '5513912344321', email: '', contactListId: 5 },
        })
      ).body,
    );
    expect(created.isWhatsappValid).toBeNull();
    const bad = v.parse(
      ContactListItemSchema,
      (
        await call('POST', '/contact-list-items', {
          token: admin,
          body: { name: 'Curto', number: '1234', contactListId: 5 },
        })
      ).body,
    );
    await waitFor(
      () =>
        frames.filter(
          ([e, p]) => e === 'company-1-ContactListItem' && (p as { action: string }).action === 'update',
        ).length === 2,
    );
    const rows = h.sandbox.control.rows('contactListItems', 1);
    expect(rows.find((i) => i.id === created.id)?.isWhatsappValid).toBe(true);
    expect(rows.find((i) => i.id === bad.id)?.isWhatsappValid).toBe(false);
    const search = v.parse(
      ContactListItemsPageSchema,
      (
        await call('GET', '/contact-list-items?searchParam=13912344&pageNumber=1&contactListId=5', {
          token: admin,
        })
      ).body,
    );
    expect(search.contacts.map((c) => c.name)).toEqual(['Zé Teste']);
    expect(
      (
        await call('POST', '/contact-list-items', {
          token: admin,
          body: { name: 'Zé', number: '5513900000000', contactListId: 5 },
        })
      ).body,
    ).toEqual({
      error: 'ERR_CONTACTLISTITEM_INVALID_NAME',
    });
    expect((await call('DELETE', `/contact-list-items/${created.id}`, { token: admin })).body).toEqual({
      message: 'Contact deleted',
    });
    expect((await call('GET', `/contact-list-items/${created.id}`, { token: admin })).body).toEqual({
      error: 'ERR_NO_CONTACTLISTITEM_FOUND',
    });
  });

  it('upload: the spreadsheet becomes items (numbers in the list skipped), reload with null, then reload checked; control invalidates', async () => {
    const frames = await listen(admin);
    const form = new FormData();
    form.append(
      'file',
      xlsx([
        ['nome', 'numero', 'e-mail'],
        ['Maria Import', '+55 (11) 98888-7777', 'maria@x.com'],
        ['Sem Número', '', ''],
        ['Curto', 12345, ''],
        ['Repetida', '5511988887777', ''],
      ]),
      'contatos.xlsx',
    );
    const res = await call('POST', '/contact-lists/5/upload', { token: admin, form });
    expect(res.status).toBe(200);
    const created = v.parse(ContactListItemListSchema, res.body);
    expect(created.map((c) => [c.name, c.number, c.isWhatsappValid])).toEqual([
      ['Maria Import', '5511988887777', null],
      ['Sem Número', '', null],
      ['Curto', '12345', null],
    ]);
    await waitFor(() => frames.filter(([e]) => e === 'company-1-ContactListItem-5').length === 2);
    const [first, second] = frames
      .filter(([e]) => e === 'company-1-ContactListItem-5')
      .map(([, p]) => p as { action: string; records: { isWhatsappValid: unknown }[] });
    expect(first?.action).toBe('reload');
    expect(first?.records.map((r) => r.isWhatsappValid)).toEqual([null, null, null]);
    expect(second?.records.map((r) => r.isWhatsappValid)).toEqual([true, false, false]);
    // The delay is the sandbox's (the reference checks before it answers).
    expect(VALIDATION_DELAY_MS).toBeGreaterThan(0);
    // Not a spreadsheet at all: the library reads it as text (as the reference's readFile does), so nothing is
    // imported: the screen refuses such a file before sending it.
    const junk = new FormData();
    junk.append('file', new Blob([new Uint8Array([0, 1, 2, 3, 255, 254])]), 'x.xlsx');
    const answer = await call('POST', '/contact-lists/5/upload', { token: admin, form: junk });
    expect([answer.status, answer.body]).toEqual([200, []]);

    const maria = created[0];
    if (!maria) throw new Error('no item');
    h.sandbox.control.invalidateListItem(maria.id);
    expect(
      h.sandbox.control.rows('contactListItems', 1).find((i) => i.id === maria.id)?.isWhatsappValid,
    ).toBe(false);
    await waitFor(() =>
      frames.some(
        ([e, p]) =>
          e === 'company-1-ContactListItem' &&
          (p as { record?: { id: number; isWhatsappValid: unknown } }).record?.id === maria.id &&
          (p as { record: { isWhatsappValid: unknown } }).record.isWhatsappValid === false,
      ),
    );
  });

  it('the number rule: 55 and 10 or 11 digits', () => {
    expect(isWhatsappNumber('5513912344321')).toBe(true);
    expect(isWhatsappNumber('551391234432')).toBe(true);
    expect(isWhatsappNumber('13912344321')).toBe(false);
    expect(isWhatsappNumber('')).toBe(false);
  });
});
