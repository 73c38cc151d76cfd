import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AuthResponseSchema,
  ContactSchema,
  ContactsPageSchema,
  MeSchema,
  MessageSchema,
  MessagesPageSchema,
  PlanListSchema,
  QueueListSchema,
  QuickMessageListSchema,
  ScheduleSchema,
  SettingListSchema,
  TagListSchema,
  TagSchema,
  TagsPageSchema,
  TicketNoteListSchema,
  TicketNoteSchema,
  TicketSchema,
  TicketsPageSchema,
  UserListSchema,
  UsersPageSchema,
  WhatsappListSchema,
  CompanySchema,
} from '../../src/api/schemas/index.ts';
import { INVALID_TOKEN } from './route.ts';
import { call, login, startHarness, type Harness } from '../test-utils.ts';

const ok = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => v.parse(schema, body);

describe('sandbox HTTP handlers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 60_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
  });
  afterEach(() => h.close());

  it('logs in with the full company and rejects bad credentials', async () => {
    const res = await call('POST', '/auth/login', { body: { email: 'gestor@demo.com', password: '123456' } });
    const auth = ok(AuthResponseSchema, res.body);
    expect(auth.user.profile).toBe('admin');
    expect(auth.user.super).toBe(false);
    expect(auth.user.company?.settings?.find((s) => s.key === 'campaignsEnabled')?.value).toBe('true');
    expect(Date.parse(auth.user.company?.dueDate ?? '')).toBeGreaterThan(h.clock.now + 300 * 86_400_000);
    expect(res.headers.get('set-cookie')).toMatch(/^jrt=/);
    const bad = await call('POST', '/auth/login', { body: { email: 'gestor@demo.com', password: 'x' } });
    expect(bad).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_CREDENTIALS' } });
    expect((await call('POST', '/auth/login', { body: { email: 1 } })).status).toBe(400);
    const att = ok(
      AuthResponseSchema,
      (await call('POST', '/auth/login', { body: { email: 'atendente@demo.com', password: '123456' } })).body,
    );
    expect(att.user.profile).toBe('user');
    expect(att.user.queues.map((q) => q.id)).toEqual([1, 2]);
  });

  it('401 without a header, 403 with a bad or expired token, then refresh via the jar', async () => {
    expect(await call('GET', '/queue')).toMatchObject({
      status: 401,
      body: { error: 'ERR_SESSION_EXPIRED' },
    });
    expect(await call('GET', '/queue', { token: 'nope' })).toMatchObject({
      status: 403,
      body: { error: INVALID_TOKEN },
    });
    expect((await call('GET', '/queue', { token: attendant })).status).toBe(200);
    h.clock.now += 60_001;
    expect((await call('GET', '/queue', { token: attendant })).status).toBe(403);
    // The jar holds the cookie of the last login (the attendant's).
    const refreshed = await call('POST', '/auth/refresh_token');
    const auth = ok(AuthResponseSchema, refreshed.body);
    expect(auth.user.id).toBe(3);
    expect(auth.user.company).toEqual({ id: 1, name: 'Atende Demo' });
    expect((await call('GET', '/queue', { token: auth.token })).status).toBe(200);
    // expireTokens: every access token is now a 403.
    h.sandbox.control.expireTokens();
    expect((await call('GET', '/queue', { token: auth.token })).status).toBe(403);
    // The cookie header wins over the jar; logout clears the jar; no cookie → 401.
    const again = ok(AuthResponseSchema, (await call('POST', '/auth/refresh_token')).body);
    expect((await call('DELETE', '/auth/logout', { token: again.token })).status).toBe(200);
    expect((await call('POST', '/auth/refresh_token')).status).toBe(401);
    const cookieLogin = await call('POST', '/auth/login', {
      body: { email: 'admin@admin.com', password: '123456' },
    });
    const cookie = (cookieLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await call('POST', '/auth/login', { body: { email: 'atendente@demo.com', password: '123456' } });
    const viaCookie = ok(AuthResponseSchema, (await call('POST', '/auth/refresh_token', { cookie })).body);
    expect(viaCookie.user.id).toBe(1);
  });

  it('GET /auth/me, plans, settings, queues, whatsapp, users, tags, quick messages parse', async () => {
    expect(ok(MeSchema, (await call('GET', '/auth/me', { token: admin })).body)).toEqual({
      id: 1,
      profile: 'admin',
      super: true,
    });
    expect(ok(PlanListSchema, (await call('GET', '/plans/list')).body).length).toBeGreaterThanOrEqual(2);
    const settings = ok(SettingListSchema, (await call('GET', '/settings', { token: admin })).body);
    expect(settings.map((s) => s.key)).toContain('campaignsEnabled');
    expect(
      ok(QueueListSchema, (await call('GET', '/queue', { token: admin })).body).map((q) => q.name),
    ).toEqual(['Suporte', 'Vendas', 'Financeiro']);
    const wa = ok(WhatsappListSchema, (await call('GET', '/whatsapp/?session=0', { token: admin })).body);
    expect(wa.map((w) => [w.status, w.isDefault])).toEqual([
      ['CONNECTED', true],
      ['qrcode', false],
    ]);
    expect(wa[1]?.qrcode).toBeTruthy();
    const users = ok(UsersPageSchema, (await call('GET', '/users?searchParam=carla', { token: admin })).body);
    expect(users.users.map((u) => u.email)).toEqual(['atendente@demo.com']);
    expect(ok(UserListSchema, (await call('GET', '/users/list', { token: admin })).body)).toHaveLength(3);
    const tags = ok(TagsPageSchema, (await call('GET', '/tags', { token: admin })).body);
    expect(tags.tags.length).toBe(45);
    ok(TagListSchema, (await call('GET', '/tags/list', { token: admin })).body);
    const qm = ok(
      QuickMessageListSchema,
      (await call('GET', '/quick-messages/list?companyId=1&userId=3', { token: attendant })).body,
    );
    expect(qm.map((m) => m.shortcode)).toContain('aguarde');
    expect(qm.map((m) => m.shortcode)).not.toContain('obrigado');
  });

  it('lists tickets 40 a page, newest first, with the queue rules', async () => {
    const q = '/tickets?status=closed&showAll=true&queueIds=[1,2,3]';
    const p1 = ok(TicketsPageSchema, (await call('GET', `${q}&pageNumber=1`, { token: admin })).body);
    const all = [...p1.tickets];
    expect(p1.tickets.length).toBeLessThanOrEqual(40);
    let page = 1;
    let last = p1;
    while (last.hasMore) {
      page += 1;
      last = ok(TicketsPageSchema, (await call('GET', `${q}&pageNumber=${page}`, { token: admin })).body);
      all.push(...last.tickets);
    }
    expect(all.length).toBe(p1.count);
    const stamps = all.map((t) => t.updatedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    // Total across statuses with showAll: 80 seeded tickets for company 1, 40 a page.
    const everything = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3]', { token: admin })).body,
    );
    expect(everything.count).toBe(80);
    expect(everything.tickets).toHaveLength(40);
    expect(everything.hasMore).toBe(true);
    // Without queueIds only tickets with no queue.
    const noQueue = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true', { token: admin })).body,
    );
    expect(noQueue.count).toBeGreaterThan(0);
    expect(noQueue.tickets.every((t) => t.queueId === null)).toBe(true);
    // The attendant never sees queue 3 nor queue-less tickets, except her closed ones.
    const mine = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=pending&queueIds=[1,2,3]', { token: attendant })).body,
    );
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.tickets.every((t) => t.queueId === 1 || t.queueId === 2)).toBe(true);
    const open = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=open&queueIds=[1,2,3]', { token: attendant })).body,
    );
    expect(open.count).toBeGreaterThan(0);
    expect(open.tickets.every((t) => t.userId === 3)).toBe(true);
    // Unread, search, tags and user filters.
    const unread = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?withUnreadMessages=true&queueIds=[1,2,3]', { token: admin })).body,
    );
    expect(unread.tickets.every((t) => t.unreadMessages > 0)).toBe(true);
    const tagged = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3]&tags=[1]', { token: admin })).body,
    );
    expect(tagged.count).toBeGreaterThan(0);
    expect(tagged.tickets.every((t) => t.tags.some((tag) => tag.id === 1))).toBe(true);
    const byUser = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3]&users=[3]', { token: admin })).body,
    );
    expect(byUser.tickets.every((t) => t.userId === 3)).toBe(true);
    const name = everything.tickets[0]!.contact.name.split(' ')[0]!.toLowerCase();
    const search = ok(
      TicketsPageSchema,
      (
        await call('GET', `/tickets?showAll=true&queueIds=[1,2,3]&searchParam=${encodeURIComponent(name)}`, {
          token: admin,
        })
      ).body,
    );
    expect(search.count).toBeGreaterThan(0);
    expect((await call('GET', '/tickets?queueIds=notjson', { token: admin })).status).toBe(400);
  });

  it('gets a ticket by id and uuid with extraInfo; other companies are 400', async () => {
    const t = ok(TicketSchema, (await call('GET', '/tickets/1', { token: admin })).body);
    expect(t.contact.extraInfo?.length).toBeGreaterThan(0);
    const byUuid = ok(TicketSchema, (await call('GET', `/tickets/u/${t.uuid}`, { token: admin })).body);
    expect(byUuid.id).toBe(1);
    expect(t.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await call('GET', '/tickets/999', { token: admin })).status).toBe(404);
  });

  it('isolates companies', async () => {
    const two = (await login('admin@empresa2.com')).token;
    const list = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[4]', { token: two })).body,
    );
    expect(list.count).toBe(6);
    expect(list.tickets.every((t) => t.companyId === 2)).toBe(true);
    const contacts1 = ok(
      ContactsPageSchema,
      (await call('GET', '/contacts?searchParam=(E2)', { token: admin })).body,
    );
    expect(contacts1.count).toBe(0);
    const foreign = list.tickets[0]!;
    expect((await call('GET', `/tickets/${foreign.id}`, { token: admin })).status).toBe(400);
    expect((await call('GET', `/messages/${foreign.id}`, { token: admin })).status).toBe(400);
    expect(
      (await call('PUT', `/tickets/${foreign.id}`, { token: admin, body: { status: 'closed', userId: 1 } }))
        .status,
    ).toBe(400);
    expect((await call('GET', `/contacts/${foreign.contactId}`, { token: admin })).status).toBe(400);
    const users2 = ok(UsersPageSchema, (await call('GET', '/users', { token: two })).body);
    expect(users2.users.map((u) => u.email)).toEqual(['admin@empresa2.com']);
    const mine = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3,4]', { token: admin })).body,
    );
    expect(mine.tickets.every((t) => t.companyId === 1)).toBe(true);
  });

  it('pages messages 20 at a time, newest page first, ascending, and marks the ticket read', async () => {
    // Reading: unread goes to 0 (and updatedAt does not move).
    const pending = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=pending&queueIds=[1,2,3]', { token: admin })).body,
    ).tickets.find((t) => t.unreadMessages > 0)!;
    const read = ok(
      MessagesPageSchema,
      (await call('GET', `/messages/${pending.id}`, { token: admin })).body,
    );
    expect(read.ticket.unreadMessages).toBe(0);
    expect(read.ticket.updatedAt).toBe(pending.updatedAt);
    expect(
      ok(TicketSchema, (await call('GET', `/tickets/${pending.id}`, { token: admin })).body).unreadMessages,
    ).toBe(0);
    const list = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3]', { token: admin })).body,
    );
    // The showcase conversation is the longest.
    const counts = await Promise.all(
      list.tickets.map(async (t) => ({
        t,
        page: ok(MessagesPageSchema, (await call('GET', `/messages/${t.id}`, { token: admin })).body),
      })),
    );
    const longest = counts.sort((a, b) => b.page.count - a.page.count)[0]!;
    expect(longest.page.count).toBeGreaterThan(40);
    const p1 = longest.page;
    expect(p1.messages).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    const p2 = ok(
      MessagesPageSchema,
      (await call('GET', `/messages/${longest.t.id}?pageNumber=2`, { token: admin })).body,
    );
    const p3 = ok(
      MessagesPageSchema,
      (await call('GET', `/messages/${longest.t.id}?pageNumber=3`, { token: admin })).body,
    );
    const all = [...p3.messages, ...p2.messages, ...p1.messages];
    expect(all.length).toBe(Math.min(60, p1.count));
    const stamps = all.map((m) => m.createdAt);
    expect([...stamps].sort()).toEqual(stamps);
    const types = new Set(all.map((m) => m.mediaType));
    for (const type of [
      'conversation',
      'extendedTextMessage',
      'image',
      'audio',
      'video',
      'application',
      'vcard',
      'locationMessage',
      'call_log',
    ]) {
      expect(types).toContain(type);
    }
    expect(all.some((m) => m.isDeleted)).toBe(true);
    expect(all.some((m) => m.quotedMsg !== null)).toBe(true);
    expect(new Set(all.filter((m) => m.fromMe).map((m) => m.ack))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.find((m) => m.mediaType === 'locationMessage')?.body.split('|')).toHaveLength(3);
  });

  it('sends text and media, and deletes own messages', async () => {
    const t = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=open&queueIds=[1,2,3]', { token: admin })).body,
    ).tickets[0]!;
    const sent = await call('POST', `/messages/${t.id}`, {
      token: admin,
      body: { body: 'Olá, tudo certo?' },
    });
    expect(sent).toMatchObject({ status: 200, body: null });
    expect((await call('POST', `/messages/${t.id}`, { token: admin, body: { text: 'x' } })).status).toBe(400);
    const form = new FormData();
    form.append('medias', new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' }));
    form.append('body', 'foto.png');
    expect((await call('POST', `/messages/${t.id}`, { token: admin, form })).status).toBe(200);
    const page = ok(MessagesPageSchema, (await call('GET', `/messages/${t.id}`, { token: admin })).body);
    const [text, image] = page.messages.slice(-2);
    expect(text).toMatchObject({ body: 'Olá, tudo certo?', fromMe: true, mediaType: 'conversation' });
    expect(image?.mediaType).toBe('image');
    expect(image?.mediaUrl).toMatch(/^http:\/\/sandbox\.test\/api\/public\/\d+-foto\.png$/);
    expect(page.ticket.lastMessage).toBe('foto.png');
    const quoted = await call('POST', `/messages/${t.id}`, {
      token: admin,
      body: { body: 'Respondendo', quotedMsg: { id: text!.id } },
    });
    expect(quoted.status).toBe(200);
    const del = await call('DELETE', `/messages/${text!.id}`, { token: admin });
    expect(ok(MessageSchema, del.body).isDeleted).toBe(true);
    const theirs = page.messages.find((m) => !m.fromMe)!;
    expect((await call('DELETE', `/messages/${theirs.id}`, { token: admin })).status).toBe(400);
  });

  it('creates tickets once per contact and connection, and updates them', async () => {
    const contact = ok(
      ContactSchema,
      (
        await call('POST', '/contacts', {
          token: admin,
          body: { name: 'Novo Cliente', number: '55 11 91234-0000', email: '' },
        })
      ).body,
    );
    const created = ok(
      TicketSchema,
      (
        await call('POST', '/tickets', {
          token: admin,
          body: { contactId: contact.id, status: 'open', userId: 1, queueId: null },
        })
      ).body,
    );
    expect(created).toMatchObject({ status: 'open', userId: 1, whatsappId: 1 });
    expect(
      await call('POST', '/tickets', {
        token: admin,
        body: { contactId: contact.id, status: 'open', userId: 1, queueId: 1 },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_OTHER_OPEN_TICKET' },
    });
    const closed = ok(
      TicketSchema,
      (await call('PUT', `/tickets/${created.id}`, { token: admin, body: { status: 'closed', userId: 1 } }))
        .body,
    );
    expect(closed.status).toBe('closed');
    const reopened = ok(
      TicketSchema,
      (
        await call('POST', '/tickets', {
          token: admin,
          body: { contactId: contact.id, status: 'open', userId: 1, queueId: 2 },
        })
      ).body,
    );
    expect(reopened.id).toBe(created.id);
    expect(reopened).toMatchObject({ status: 'open', queueId: 2 });
    const back = ok(
      TicketSchema,
      (
        await call('PUT', `/tickets/${created.id}`, {
          token: admin,
          body: { status: 'pending', userId: null },
        })
      ).body,
    );
    expect(back).toMatchObject({ status: 'pending', userId: null });
    const transfer = ok(
      TicketSchema,
      (
        await call('PUT', `/tickets/${created.id}`, {
          token: admin,
          body: { queueId: 1, userId: 3, status: 'open' },
        })
      ).body,
    );
    expect(transfer).toMatchObject({ queueId: 1, userId: 3, status: 'open' });
    expect(
      (await call('PUT', `/tickets/${created.id}`, { token: admin, body: { status: 'weird' } })).status,
    ).toBe(400);
    expect((await call('DELETE', `/tickets/${created.id}`, { token: attendant })).status).toBe(400);
    expect((await call('DELETE', `/tickets/${created.id}`, { token: admin })).status).toBe(200);
    expect((await call('GET', `/tickets/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('contacts: 30 a page by name, duplicates refused, updates keep extraInfo', async () => {
    const p1 = ok(ContactsPageSchema, (await call('GET', '/contacts', { token: admin })).body);
    expect(p1.contacts).toHaveLength(30);
    expect(p1.count).toBe(60);
    const names = p1.contacts.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    const one = ok(
      ContactSchema,
      (await call('GET', `/contacts/${p1.contacts[0]!.id}`, { token: admin })).body,
    );
    expect(one.extraInfo?.length).toBeGreaterThan(0);
    expect(
      await call('POST', '/contacts', { token: admin, body: { name: 'Cópia', number: one.number } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_DUPLICATED_CONTACT' },
    });
    expect((await call('POST', '/contacts', { token: admin, body: { name: 'X' } })).status).toBe(400);
    const upd = ok(
      ContactSchema,
      (
        await call('PUT', `/contacts/${one.id}`, {
          token: admin,
          body: {
            name: 'Nome Novo',
            number: one.number,
            email: 'novo@exemplo.com',
            extraInfo: [{ name: 'Cidade', value: 'Natal' }],
          },
        })
      ).body,
    );
    expect(upd).toMatchObject({ name: 'Nome Novo', email: 'novo@exemplo.com' });
    expect(upd.extraInfo?.map((x) => x.value)).toEqual(['Natal']);
  });

  it('tags, notes and schedules', async () => {
    const tag = ok(
      TagSchema,
      (await call('POST', '/tags', { token: admin, body: { name: 'Urgente', color: '#ff0000' } })).body,
    );
    const synced = await call('POST', '/tags/sync', {
      token: admin,
      body: { ticketId: 2, tags: [{ id: tag.id }, { id: 1 }] },
    });
    // The reference answers the ticket as it was before the sync; the tags are read back from the ticket.
    const answer = ok(TicketSchema, synced.body);
    expect(answer.id).toBe(2);
    expect(answer.tags.map((t) => t.name)).not.toContain('Urgente');
    expect(
      ok(TicketSchema, (await call('GET', '/tickets/2', { token: admin })).body).tags.map((t) => t.name),
    ).toEqual(['Urgente', 'VIP']);
    const note = ok(
      TicketNoteSchema,
      (
        await call('POST', '/ticket-notes', {
          token: admin,
          body: { note: 'Ligar amanhã', ticketId: 2, contactId: 2 },
        })
      ).body,
    );
    expect(
      (await call('POST', '/ticket-notes', { token: admin, body: { note: 'x', ticketId: 2, contactId: 2 } }))
        .status,
    ).toBe(400);
    const notes = ok(
      TicketNoteListSchema,
      (await call('GET', '/ticket-notes/list?ticketId=2&contactId=2', { token: admin })).body,
    );
    expect(notes.map((n) => n.note)).toEqual(['Ligar amanhã']);
    expect(notes[0]?.user?.name).toBe('Admin');
    expect((await call('DELETE', `/ticket-notes/${note.id}`, { token: admin })).status).toBe(200);
    expect(
      ok(
        TicketNoteListSchema,
        (await call('GET', '/ticket-notes/list?ticketId=2&contactId=2', { token: admin })).body,
      ),
    ).toEqual([]);
    const sendAt = new Date(h.clock.now + 3_600_000).toISOString();
    const s = ok(
      ScheduleSchema,
      (
        await call('POST', '/schedules', {
          token: admin,
          body: { body: 'Lembrete da reunião', contactId: 2, sendAt },
        })
      ).body,
    );
    expect(
      (await call('POST', '/schedules', { token: admin, body: { body: 'oi', contactId: 2, sendAt } })).status,
    ).toBe(400);
    const upd = ok(
      ScheduleSchema,
      (
        await call('PUT', `/schedules/${s.id}`, {
          token: admin,
          body: { body: 'Lembrete alterado', contactId: 2, sendAt },
        })
      ).body,
    );
    expect(upd.body).toBe('Lembrete alterado');
    expect(ok(ScheduleSchema, (await call('GET', `/schedules/${s.id}`, { token: admin })).body).id).toBe(
      s.id,
    );
  });

  it('sign-up and company registration', async () => {
    const res = await call('POST', '/companies/cadastro', {
      body: { name: 'Loja Nova', email: 'dono@lojanova.com', password: 'segredo1', planId: 1 },
    });
    expect(res.status).toBe(200);
    ok(CompanySchema, res.body);
    const auth = ok(
      AuthResponseSchema,
      (await call('POST', '/auth/login', { body: { email: 'dono@lojanova.com', password: 'segredo1' } }))
        .body,
    );
    expect(auth.user.company?.name).toBe('Loja Nova');
    const tickets = ok(
      TicketsPageSchema,
      (await call('GET', '/tickets?showAll=true&queueIds=[1,2,3]', { token: auth.token })).body,
    );
    expect(tickets.count).toBe(0);
    expect(
      (
        await call('POST', '/companies/cadastro', {
          body: { name: 'Outra', email: 'dono@lojanova.com', password: 'segredo1', planId: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/companies/cadastro', {
          body: { name: 'Outra', email: 'bad', password: 'segredo1', planId: 1 },
        })
      ).status,
    ).toBe(400);
    const reg = await call('POST', '/companies', { body: { name: 'Filial', planId: 2, token: 'abc' } });
    expect(ok(CompanySchema, reg.body).name).toBe('Filial');
  });

  it('fault switches: failNext, latency, request log', async () => {
    h.sandbox.control.failNext({ method: 'get', path: '/queue', status: 500, error: 'Boom' });
    expect(await call('GET', '/queue', { token: admin })).toMatchObject({
      status: 500,
      body: { error: 'Boom' },
    });
    expect((await call('GET', '/queue', { token: admin })).status).toBe(200);
    // With `bare`, the body is the JSON string alone.
    h.sandbox.control.failNext({
      method: 'GET',
      path: '/queue',
      status: 400,
      error: 'Limite atingido',
      bare: true,
    });
    expect(await call('GET', '/queue', { token: admin })).toMatchObject({
      status: 400,
      body: 'Limite atingido',
    });
    h.sandbox.control.failNext({
      method: 'PUT',
      path: '/tickets/:ticketId',
      status: 400,
      error: 'ERR_NO_PERMISSION',
    });
    expect((await call('PUT', '/tickets/1', { token: admin, body: { status: 'closed' } })).status).toBe(400);
    // With `query`, only the request whose query string holds it fails: one list among those on a path.
    h.sandbox.control.failNext({
      method: 'GET',
      path: '/tickets',
      query: 'status=open',
      status: 500,
      error: 'x',
    });
    expect((await call('GET', '/tickets?status=pending', { token: admin })).status).toBe(200);
    expect((await call('GET', '/tickets?status=open', { token: admin })).status).toBe(500);
    expect((await call('GET', '/tickets?status=open', { token: admin })).status).toBe(200);
    h.sandbox.control.setLatency(60);
    const started = Date.now();
    await call('GET', '/queue', { token: admin });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    h.sandbox.control.setLatency(0);
    const log = h.sandbox.control.requests().filter((r) => r.path === '/queue');
    expect(log.map((r) => r.status)).toEqual([500, 200, 400, 200]);
  });

  it('incomingMessage creates contact and ticket; setConnectionStatus; reset restores the seed', async () => {
    const before = h.sandbox.control.events().length;
    const { ticketId } = h.sandbox.control.incomingMessage({
      contactNumber: '5511955554444',
      body: 'Olá, quero comprar',
    });
    const t = ok(TicketSchema, (await call('GET', `/tickets/${ticketId}`, { token: admin })).body);
    expect(t).toMatchObject({
      status: 'pending',
      userId: null,
      unreadMessages: 1,
      lastMessage: 'Olá, quero comprar',
      whatsappId: 1,
    });
    h.sandbox.control.incomingMessage({ ticketId, body: 'Alô?' });
    expect(
      ok(TicketSchema, (await call('GET', `/tickets/${ticketId}`, { token: admin })).body).unreadMessages,
    ).toBe(2);
    h.sandbox.control.setConnectionStatus(2, 'CONNECTED');
    const wa = ok(WhatsappListSchema, (await call('GET', '/whatsapp', { token: admin })).body);
    expect(wa[1]).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    expect(h.sandbox.control.events().length).toBeGreaterThan(before);
    await h.sandbox.control.reset();
    // Only the seed is left: sign-ins before this test are gone too.
    expect(h.sandbox.control.events().length).toBe(h.core.store.seedLength);
    // The seed imports rows one by one, or in bulk (rows.imported: the contact lists' thousands of items).
    expect(
      h.sandbox.control.events().every((e) => e.type === 'row.imported' || e.type === 'rows.imported'),
    ).toBe(true);
    expect(before).toBeGreaterThan(h.core.store.seedLength);
    const fresh = (await login('admin@admin.com')).token;
    expect((await call('GET', `/tickets/${ticketId}`, { token: fresh })).status).toBe(404);
  });

  it('the seed is deterministic for a given clock', () => {
    const first = h.sandbox.control.events().slice(0, h.core.store.seedLength);
    h.close();
    h = startHarness({ accessTokenTtlMs: 60_000 });
    expect(first.length).toBeGreaterThan(500);
    expect(h.sandbox.control.events().slice(0, h.core.store.seedLength)).toEqual(first);
  });
});
