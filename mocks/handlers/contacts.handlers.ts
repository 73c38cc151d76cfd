import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { ContactChanges } from '../db/events.ts';
import type { ContactRow } from '../db/rows.ts';
import { contactView } from '../db/views.ts';
import { body, idParam, json, own, page, type AuthedContext, type Router } from './route.ts';

/**
 * The contacts of S1 (the ticket workspace) and S2 §2 (/contacts), as the reference backend answers them:
 * - GET /contacts: ListContactsService, 30 a page by name, `hasMore = count > offset + rows`; the search is
 *   LOWER(name) LIKE or number LIKE the lower-cased, trimmed text (the email is not searched). Rows carry no
 *   extraInfo (the list does not include it).
 * - DELETE /contacts/:id: ShowContactService first, so an unknown id and another company's both answer 400 'Não é
 *   possível excluir registro de outra empresa' (its company check runs before its not-found check); then 200
 *   { message: 'Contact deleted' } and the frame { action: 'delete', contactId: '<id>' } (the route's string).
 *   The contact's tickets go with it (ON DELETE CASCADE), with no frame.
 * - POST /contacts/import (no body): ImportContactsService reads the default connection's phone book (Baileys'
 *   store): status@broadcast and groups are skipped, a number already known is renamed, a new one is created; no
 *   frame; 200 { message: 'contacts imported' }. With no default connection: 400 'ERR_NO_DEF_WAPP_FOUND in COMPANY
 *   {id}'. Differences chosen: the sandbox's phone book is PHONE_BOOK below, and the contacts are written before
 *   the answer (the backend's forEach(async) writes them after it).
 */
export const CONTACTS_PAGE_SIZE = 30;

/** The default connection's phone book in the sandbox (what Baileys' store holds on a real phone). */
export const PHONE_BOOK: readonly { id: string; name?: string; notify?: string }[] = [
  { id: 'status@broadcast', name: 'Status' },
  { id: '120363025000000001@g.us', name: 'Grupo da loja' },
  { id: '5511955550101@s.whatsapp.net', name: 'Agenda · Bruna Tavares' },
  { id: '5511955550102@s.whatsapp.net', notify: 'Caio Menezes' },
  { id: '5521955550103@s.whatsapp.net', name: 'Agenda · Débora Lins' },
  { id: '5531955550104@s.whatsapp.net', name: 'Agenda · Elias Prado' },
  { id: '5541955550105@s.whatsapp.net', notify: 'Fabi' },
  // A number the seed knows (contact 1's): the import renames it.
  { id: '5511901170475@s.whatsapp.net', name: 'Agenda · Henrique' },
];

const ContactBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(50)),
  number: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.replace(/\D/g, '')),
    ),
  ),
  email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.email())])),
  extraInfo: v.optional(
    v.array(v.object({ id: v.optional(v.number()), name: v.string(), value: v.string() })),
  ),
});

function checkNumber(ctx: AuthedContext, number: string, selfId: number | null): void {
  if (!number) return;
  if (number.length < 8 || number.length > 50) fail(400, 'ERR_INVALID_BODY: number must have 8 to 50 digits');
  const clash = [...ctx.core.state.tables.contacts.values()].find(
    (c) => c.companyId === ctx.session.companyId && c.number === number && c.id !== selfId,
  );
  if (clash) fail(400, 'ERR_DUPLICATED_CONTACT');
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function contactHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/contacts', (ctx) => {
      const search = (ctx.url.searchParams.get('searchParam') ?? '').trim().toLowerCase();
      const all = [...ctx.core.state.tables.contacts.values()]
        .filter((c) => c.companyId === ctx.session.companyId)
        // LOWER(name) LIKE %s% OR number LIKE %s% (ListContactsService): the email is not searched.
        .filter((c) => !search || c.name.toLowerCase().includes(search) || c.number.includes(search))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
      const p = page(ctx);
      const slice = all.slice((p - 1) * CONTACTS_PAGE_SIZE, p * CONTACTS_PAGE_SIZE);
      return json({
        contacts: slice.map((c) => contactView(c, false)),
        count: all.length,
        hasMore: all.length > p * CONTACTS_PAGE_SIZE,
      });
    }),

    r.get('/contacts/list', (ctx) =>
      json(
        [...ctx.core.state.tables.contacts.values()]
          .filter((c) => c.companyId === ctx.session.companyId)
          .sort((a, b) => collator.compare(a.name, b.name))
          .map((c) => ({ id: c.id, name: c.name, number: c.number, email: c.email })),
      ),
    ),

    r.get('/contacts/:contactId', (ctx) =>
      json(
        contactView(
          own(ctx.core.state.tables.contacts.get(idParam(ctx, 'contactId')), ctx, 'ERR_NO_CONTACT_FOUND'),
        ),
      ),
    ),

    r.post('/contacts', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, ContactBody);
      const number = b.number ?? '';
      checkNumber(ctx, number, null);
      const at = core.store.iso();
      const id = core.store.nextId('contacts');
      let extraId = id * 100;
      const row: ContactRow = {
        id,
        companyId: session.companyId,
        name: b.name,
        number,
        email: b.email ?? '',
        profilePicUrl: '',
        isGroup: false,
        extraInfo: (b.extraInfo ?? []).map((x) => ({ id: extraId++, name: x.name, value: x.value })),
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'contact.created', contact: row }]);
      return json(contactView(row));
    }),

    r.put('/contacts/:contactId', async (ctx) => {
      const { core } = ctx;
      const c = own(core.state.tables.contacts.get(idParam(ctx, 'contactId')), ctx, 'ERR_NO_CONTACT_FOUND');
      const b = await body(ctx.request, ContactBody);
      const number = b.number ?? c.number;
      checkNumber(ctx, number, c.id);
      let extraId = c.id * 100 + c.extraInfo.length + 50;
      const changes: ContactChanges = {
        name: b.name,
        number,
        email: b.email ?? c.email,
        updatedAt: core.store.iso(),
        ...(b.extraInfo
          ? { extraInfo: b.extraInfo.map((x) => ({ id: x.id ?? extraId++, name: x.name, value: x.value })) }
          : {}),
      };
      core.commit(c.companyId, [{ type: 'contact.updated', contactId: c.id, changes }]);
      const next = core.state.tables.contacts.get(c.id) ?? c;
      return json(contactView(next));
    }),

    r.delete('/contacts/:contactId', (ctx) => {
      const c = ctx.core.state.tables.contacts.get(idParam(ctx, 'contactId'));
      if (c === undefined || c.companyId !== ctx.session.companyId)
        fail(400, 'Não é possível excluir registro de outra empresa');
      ctx.core.commit(c.companyId, [{ type: 'contact.deleted', contactId: c.id }]);
      return json({ message: 'Contact deleted' });
    }),

    r.post('/contacts/import', (ctx) => {
      const { core, session } = ctx;
      if (!core.defaultWhatsapp(session.companyId))
        fail(400, `ERR_NO_DEF_WAPP_FOUND in COMPANY ${session.companyId}`);
      const known = new Map(
        [...core.state.tables.contacts.values()]
          .filter((c) => c.companyId === session.companyId)
          .map((c) => [c.number, c]),
      );
      const at = core.store.iso();
      const created: ContactRow[] = [];
      // nextId reads the table, which changes only at the commit: the new rows take the ids after it in turn.
      const firstId = core.store.nextId('contacts');
      const renamed: { contactId: number; name: string }[] = [];
      for (const entry of PHONE_BOOK) {
        if (entry.id === 'status@broadcast' || entry.id.includes('g.us')) continue;
        const number = entry.id.replace(/\D/g, '');
        const name = entry.name || entry.notify || '';
        const existing = known.get(number);
        if (existing) {
          renamed.push({ contactId: existing.id, name });
          continue;
        }
        const row: ContactRow = {
          id: firstId + created.length,
          companyId: session.companyId,
          name,
          number,
          email: '',
          profilePicUrl: '',
          isGroup: false,
          extraInfo: [],
          createdAt: at,
          updatedAt: at,
        };
        known.set(number, row);
        created.push(row);
      }
      core.commit(session.companyId, [{ type: 'contacts.imported', created, renamed }]);
      return json({ message: 'contacts imported' });
    }),
  ];
}
