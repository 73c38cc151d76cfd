import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { ContactChanges } from '../db/events.ts';
import type { ContactRow } from '../db/rows.ts';
import { contactView } from '../db/views.ts';
import { body, idParam, json, own, page, type AuthedContext, type Router } from './route.ts';

export const CONTACTS_PAGE_SIZE = 30;

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
        .filter(
          (c) =>
            !search ||
            c.name.toLowerCase().includes(search) ||
            c.number.includes(search) ||
            c.email.toLowerCase().includes(search),
        )
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
  ];
}
