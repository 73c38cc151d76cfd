import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { ListItemValidation } from '../db/contact-list-events.ts';
import { contactListItemView, contactListView } from '../db/contact-list-views.ts';
import type { ContactListItemRow, ContactListRow } from '../db/rows.ts';
import { isWhatsappNumber } from '../db/whatsapp-numbers.ts';
import { body, json, type AuthedContext, type Router } from './route.ts';

/**
 * The contact-list screens' calls (S2 §2 'Contact lists', 'Contacts of a list') as the reference backend answers
 * them: ContactListController, ContactListItemController, their services and ImportContacts (Whaticket SaaS),
 * checked against a running one.
 *
 * - GET /contact-lists: ListService. 20 a page, by name (byte order), LOWER(name) LIKE `%search%` (lower-cased,
 *   trimmed), `contactsCount` a string (a SQL count), `count` the GROUP BY's array, so `hasMore`
 *   (`count > offset + records.length` with an array) is always false: only the first 20 lists ever show.
 * - GET /contact-lists/list: FindService by the query's companyId (without one Sequelize fails: 500), each with its
 *   `company` {id, name}; the sandbox answers the caller's company only.
 * - GET /contact-lists/:id: the model, or 404 ERR_NO_TICKETNOTE_FOUND (ShowService's code, as the reference).
 * - POST /contact-lists: yup `name is a required field` (400), then CreateService's min 3
 *   ERR_CONTACTLIST_INVALID_NAME; the model. PUT: yup's required, 404 ERR_NO_CONTACTLIST_FOUND, no minimum.
 *   DELETE: 404 ERR_NO_CONTACTLIST_FOUND or `{message:'Contact list deleted'}`; its items go with it.
 * - POST /contact-lists/:id/upload: multipart `file` (multer's `upload.array('file')`, the first file), read with
 *   the same spreadsheet library (loaded on demand): the first sheet, keyed by its first row, nome/Nome,
 *   numero/número/Numero/Número (digits only), email/e-mail/Email/E-mail; findOrCreate per number in the list (a
 *   number already there is skipped); answers the created items. No file, an unreadable one or an unknown list: 500.
 * - GET /contact-list-items: ListService. 20 a page, by name, (LOWER(name) LIKE or number LIKE) `%search%`, the
 *   company's and the list's; `{contacts, count (a number), hasMore}`. Without contactListId Sequelize fails: 500.
 * - GET /contact-list-items/list: FindService by the query's contactListId (optional), the caller's company.
 * - GET /contact-list-items/:id: the item or 404 ERR_NO_CONTACTLISTITEM_FOUND. POST: yup's required, then min 3
 *   ERR_CONTACTLISTITEM_INVALID_NAME; findOrCreate on number, company and list. PUT: 404, name, number, email.
 *   DELETE: `{message:'Contact deleted'}`.
 * - A route id that is not an integer: 500. Another company's list or item: 404 (the reference reads by primary
 *   key only; the sandbox does not show another tenant's rows, as for tags).
 *
 * Differences (docs/sandbox.md, 'Where the sandbox differs from the reference backend'): the reference checks each
 * number on WhatsApp (CheckContactNumber) before it answers, and sends an import's 'reload' once every number is
 * checked. The sandbox answers at once with isWhatsappValid null and checks VALIDATION_DELAY_MS later, by a fixed
 * rule (`isWhatsappNumber`): an item's answer comes as an 'update' frame, an import's as a second 'reload' on the
 * list's channel with the checked records.
 */
export const CONTACT_LISTS_PAGE_SIZE = 20;
export const VALIDATION_DELAY_MS = 400;
const NAME_MIN = 3;
const PG_INT_MAX = 2_147_483_647;

const NameBody = v.looseObject({ name: v.optional(v.unknown()) });
const ItemBody = v.looseObject({
  name: v.optional(v.unknown()),
  number: v.optional(v.unknown()),
  email: v.optional(v.unknown()),
  contactListId: v.optional(v.unknown()),
});

function internalError(): never {
  fail(500, 'Internal server error');
}

function intParam(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) internalError();
  const n = Number(raw);
  if (n > PG_INT_MAX) internalError();
  return n;
}

function pageNumber(ctx: AuthedContext): number {
  const raw = ctx.url.searchParams.get('pageNumber');
  const n = raw === null ? 1 : Number(raw);
  if (!Number.isFinite(n) || n < 1) internalError();
  return n;
}

/** What yup's `string()` makes of a field: numbers and booleans become strings. */
function str(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}

function byName<T extends { id: number; name: string }>(a: T, b: T): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}

function listOf(ctx: AuthedContext, raw = ctx.params['id']): ContactListRow {
  const l = ctx.core.state.tables.contactLists.get(intParam(raw));
  if (!l || l.companyId !== ctx.session.companyId) fail(404, 'ERR_NO_CONTACTLIST_FOUND');
  return l;
}

function itemOf(ctx: AuthedContext): ContactListItemRow {
  const i = ctx.core.state.tables.contactListItems.get(intParam(ctx.params['id']));
  if (!i || i.companyId !== ctx.session.companyId) fail(404, 'ERR_NO_CONTACTLISTITEM_FOUND');
  return i;
}

function itemsOf(core: SandboxCore, contactListId: number): ContactListItemRow[] {
  return [...core.state.tables.contactListItems.values()].filter((i) => i.contactListId === contactListId);
}

/** After VALIDATION_DELAY_MS, the check of these items' numbers (items gone meanwhile are skipped). */
export function scheduleValidation(
  core: SandboxCore,
  contactListId: number,
  ids: number[],
  via: 'item' | 'import',
) {
  if (ids.length === 0) return;
  setTimeout(() => {
    const results: ListItemValidation[] = ids.flatMap((id) => {
      const i = core.state.tables.contactListItems.get(id);
      if (!i) return [];
      const digits = i.number.replace(/\D/g, '');
      return [{ itemId: id, isWhatsappValid: isWhatsappNumber(digits), number: digits }];
    });
    if (results.length === 0) return;
    const companyId = core.state.tables.contactLists.get(contactListId)?.companyId ?? null;
    core.commit(companyId, [
      { type: 'contactListItems.validated', contactListId, results, via, updatedAt: core.store.iso() },
    ]);
  }, VALIDATION_DELAY_MS);
}

/** The QA control 'a list validation marks a number invalid': the item becomes invalid, with an 'update' frame. */
export function invalidateListItem(core: SandboxCore, itemId: number): ContactListItemRow {
  const i = core.state.tables.contactListItems.get(itemId);
  if (!i) throw new Error(`invalidateListItem: no list item ${itemId}`);
  core.commit(i.companyId, [
    {
      type: 'contactListItems.validated',
      contactListId: i.contactListId,
      results: [{ itemId, isWhatsappValid: false, number: i.number }],
      via: 'item',
      updatedAt: core.store.iso(),
    },
  ]);
  return core.state.tables.contactListItems.get(itemId) ?? i;
}

type SheetModule = typeof import('@e965/xlsx');
const has = (row: Record<string, unknown>, key: string) => Object.hasOwn(row, key);
const first = (row: Record<string, unknown>, keys: string[]): unknown => {
  for (const k of keys) if (row[k]) return row[k];
  return undefined;
};
const text = (value: unknown): string => str(value) ?? '';

/** ImportContacts' reading of the first sheet (see the header). */
export function contactsOfSheet(
  xlsx: SheetModule,
  bytes: Uint8Array,
): { name: string; number: string; email: string }[] {
  const book = xlsx.read(bytes, { type: 'array' });
  const sheet = Object.values(book.Sheets)[0];
  if (!sheet) internalError();
  const rows = xlsx.utils.sheet_to_json<Record<string, unknown>>(sheet, { header: 0 });
  return rows.map((row) => {
    const name = has(row, 'nome') || has(row, 'Nome') ? text(first(row, ['nome', 'Nome'])) : '';
    const numberKeys = ['numero', 'número', 'Numero', 'Número'];
    const number = numberKeys.some((k) => has(row, k)) ? text(first(row, numberKeys)).replace(/\D/g, '') : '';
    const emailKeys = ['email', 'e-mail', 'Email', 'E-mail'];
    const email = emailKeys.some((k) => has(row, k)) ? text(first(row, emailKeys)) : '';
    return { name, number, email };
  });
}

export function contactListHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/contact-lists/list', (ctx) => {
      const companyId = ctx.url.searchParams.get('companyId');
      if (companyId === null || companyId === '') internalError();
      const state = ctx.core.state;
      const company = state.tables.companies.get(ctx.session.companyId);
      return json(
        [...state.tables.contactLists.values()]
          .filter((l) => l.companyId === ctx.session.companyId && String(l.companyId) === companyId)
          .sort(byName)
          .map((l) => ({
            ...contactListView(l),
            company: company ? { id: company.id, name: company.name } : null,
          })),
      );
    }),

    r.get('/contact-lists', (ctx) => {
      const p = pageNumber(ctx);
      const search = (ctx.url.searchParams.get('searchParam') ?? '').toLowerCase().trim();
      const state = ctx.core.state;
      const counts = new Map<number, number>();
      for (const i of state.tables.contactListItems.values())
        if (i.companyId === ctx.session.companyId)
          counts.set(i.contactListId, (counts.get(i.contactListId) ?? 0) + 1);
      const all = [...state.tables.contactLists.values()]
        .filter(
          (l) =>
            l.companyId === ctx.session.companyId && (search === '' || l.name.toLowerCase().includes(search)),
        )
        .sort(byName);
      const offset = (p - 1) * CONTACT_LISTS_PAGE_SIZE;
      return json({
        records: all.slice(offset, offset + CONTACT_LISTS_PAGE_SIZE).map((l) => ({
          id: l.id,
          name: l.name,
          contactsCount: String(counts.get(l.id) ?? 0),
        })),
        count: [...all]
          .sort((a, b) => a.id - b.id)
          .map((l) => ({ id: l.id, count: String(Math.max(1, counts.get(l.id) ?? 0)) })),
        // `count > offset + records.length` with `count` an array: never true.
        hasMore: false,
      });
    }),

    r.get('/contact-lists/:id', (ctx) => {
      const l = ctx.core.state.tables.contactLists.get(intParam(ctx.params['id']));
      if (!l || l.companyId !== ctx.session.companyId) fail(404, 'ERR_NO_TICKETNOTE_FOUND');
      return json(contactListView(l));
    }),

    r.post('/contact-lists', async (ctx) => {
      const { core, session } = ctx;
      const name = str((await body(ctx.request, NameBody)).name);
      if (!name) fail(400, 'name is a required field');
      if (name.length < NAME_MIN) fail(400, 'ERR_CONTACTLIST_INVALID_NAME');
      const at = core.store.iso();
      const list: ContactListRow = {
        id: core.store.nextId('contactLists'),
        companyId: session.companyId,
        name,
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'contactList.created', list }]);
      return json(contactListView(core.state.tables.contactLists.get(list.id) ?? list));
    }),

    r.put('/contact-lists/:id', async (ctx) => {
      const name = str((await body(ctx.request, NameBody)).name);
      if (!name) fail(400, 'name is a required field');
      const l = listOf(ctx);
      ctx.core.commit(l.companyId, [
        { type: 'contactList.updated', contactListId: l.id, name, updatedAt: ctx.core.store.iso() },
      ]);
      return json(contactListView(ctx.core.state.tables.contactLists.get(l.id) ?? l));
    }),

    r.delete('/contact-lists/:id', (ctx) => {
      const l = listOf(ctx);
      ctx.core.commit(l.companyId, [{ type: 'contactList.deleted', contactListId: l.id }]);
      return json({ message: 'Contact list deleted' });
    }),

    r.post('/contact-lists/:id/upload', async (ctx) => {
      const { core, session } = ctx;
      const id = intParam(ctx.params['id']);
      const list = core.state.tables.contactLists.get(id);
      let form: FormData;
      try {
        form = await ctx.request.formData();
      } catch {
        internalError();
      }
      const file = form.getAll('file').find((f): f is File => typeof f !== 'string');
      if (!file) internalError();
      const xlsx = await import('@e965/xlsx');
      let contacts: { name: string; number: string; email: string }[];
      try {
        contacts = contactsOfSheet(xlsx, new Uint8Array(await file.arrayBuffer()));
      } catch {
        internalError();
      }
      // The items' foreign key: an unknown list (or another company's) fails the insert.
      if (!list || list.companyId !== session.companyId) internalError();
      const known = new Set(itemsOf(core, id).map((i) => i.number));
      const at = core.store.iso();
      let nextId = core.store.nextId('contactListItems');
      const created: ContactListItemRow[] = [];
      for (const c of contacts) {
        if (known.has(c.number)) continue;
        known.add(c.number);
        created.push({
          id: nextId,
          companyId: session.companyId,
          contactListId: id,
          name: c.name,
          number: c.number,
          email: c.email,
          isWhatsappValid: null,
          createdAt: at,
          updatedAt: at,
        });
        nextId += 1;
      }
      core.commit(session.companyId, [
        { type: 'contactListItems.imported', contactListId: id, items: created },
      ]);
      scheduleValidation(
        core,
        id,
        created.map((i) => i.id),
        'import',
      );
      return json(created.map(contactListItemView));
    }),

    r.get('/contact-list-items/list', (ctx) => {
      const raw = ctx.url.searchParams.get('contactListId');
      const listId = raw === null || raw === '' ? null : intParam(raw);
      return json(
        [...ctx.core.state.tables.contactListItems.values()]
          .filter(
            (i) => i.companyId === ctx.session.companyId && (listId === null || i.contactListId === listId),
          )
          .sort(byName)
          .map(contactListItemView),
      );
    }),

    r.get('/contact-list-items', (ctx) => {
      const p = pageNumber(ctx);
      const listId = intParam(ctx.url.searchParams.get('contactListId'));
      const search = (ctx.url.searchParams.get('searchParam') ?? '').toLowerCase().trim();
      const all = itemsOf(ctx.core, listId)
        .filter(
          (i) =>
            i.companyId === ctx.session.companyId &&
            (search === '' || i.name.toLowerCase().includes(search) || i.number.includes(search)),
        )
        .sort(byName);
      const offset = (p - 1) * CONTACT_LISTS_PAGE_SIZE;
      const contacts = all.slice(offset, offset + CONTACT_LISTS_PAGE_SIZE);
      return json({
        contacts: contacts.map(contactListItemView),
        count: all.length,
        hasMore: all.length > offset + contacts.length,
      });
    }),

    r.get('/contact-list-items/:id', (ctx) => json(contactListItemView(itemOf(ctx)))),

    r.post('/contact-list-items', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, ItemBody);
      const name = str(b.name);
      if (!name) fail(400, 'name is a required field');
      if (name.length < NAME_MIN) fail(400, 'ERR_CONTACTLISTITEM_INVALID_NAME');
      const list = listOf(ctx, str(b.contactListId));
      const number = str(b.number) ?? '';
      const found = itemsOf(core, list.id).find((i) => i.number === number);
      let item = found;
      if (!item) {
        const at = core.store.iso();
        item = {
          id: core.store.nextId('contactListItems'),
          companyId: session.companyId,
          contactListId: list.id,
          name,
          number,
          email: str(b.email) ?? '',
          isWhatsappValid: null,
          createdAt: at,
          updatedAt: at,
        };
        core.commit(session.companyId, [{ type: 'contactListItem.created', item }]);
      }
      scheduleValidation(core, list.id, [item.id], 'item');
      return json(contactListItemView(core.state.tables.contactListItems.get(item.id) ?? item));
    }),

    r.put('/contact-list-items/:id', async (ctx) => {
      const b = await body(ctx.request, ItemBody);
      const name = str(b.name);
      if (!name) fail(400, 'name is a required field');
      const i = itemOf(ctx);
      const changes = {
        name,
        number: str(b.number) ?? i.number,
        email: str(b.email) ?? i.email,
        updatedAt: ctx.core.store.iso(),
      };
      ctx.core.commit(i.companyId, [{ type: 'contactListItem.updated', itemId: i.id, changes }]);
      scheduleValidation(ctx.core, i.contactListId, [i.id], 'item');
      return json(contactListItemView(ctx.core.state.tables.contactListItems.get(i.id) ?? i));
    }),

    r.delete('/contact-list-items/:id', (ctx) => {
      const i = itemOf(ctx);
      ctx.core.commit(i.companyId, [{ type: 'contactListItem.deleted', itemId: i.id }]);
      return json({ message: 'Contact deleted' });
    }),
  ];
}
