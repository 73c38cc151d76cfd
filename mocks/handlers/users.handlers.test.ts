import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { UserListSchema, UserSchema, UsersPageSchema } from '../../src/api/schemas/index.ts';
import { UserFrameSchema } from '../../src/realtime/frames.ts';
import { DEMO_API_TOKEN } from '../seed/demo.seed.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Users screen's calls (S3 §2.3, §7) and the message API (S3 §2.13) as the reference backend answers them, with
 * the `company-{cid}-user` frames the app parses.
 */
describe('users (S3 §2.3) and the message API (S3 §2.13) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  let gestor: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
    gestor = (await login('gestor@demo.com')).token;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  async function listen(pattern: RegExp, token = admin, join?: string): Promise<[string, unknown][]> {
    const s = connect(token);
    sockets.push(s);
    const frames: [string, unknown][] = [];
    let ready = false;
    s.onAny((event: string, payload: unknown) => {
      if (event === 'ready') ready = true;
      else if (pattern.test(event)) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    if (join) {
      s.emit(join);
      await waitFor(() => h.core.sockets.rooms().some((rooms) => rooms.includes('company-1-notification')));
    }
    return frames;
  }

  const valid = {
    name: 'Rita Nova',
    email: 'rita@demo.com',
    password: '12345',
    profile: 'user',
    companyId: 1,
  };

  it('GET /users pages newest first and searches name or email; GET /users/:id reads one of the company', async () => {
    await call('POST', '/users', { token: admin, body: valid });
    const page = v.parse(UsersPageSchema, (await call('GET', '/users/?pageNumber=1', { token: admin })).body);
    expect(page.users[0]?.email).toBe('rita@demo.com');
    expect(page.count).toBe(4);
    const found = v.parse(
      UsersPageSchema,
      (await call('GET', '/users/?searchParam=gestor', { token: admin })).body,
    );
    expect(found.users.map((u) => u.email)).toEqual(['gestor@demo.com']);
    const one = await call('GET', '/users/3', { token: admin });
    expect(v.parse(UserSchema, one.body)).toMatchObject({ id: 3, profile: 'user', whatsappId: null });
    expect(one.body).toMatchObject({ queues: [{ id: 1 }, { id: 2 }], company: { id: 1 } });
    // Another company's user: not found for an admin who is not super (a sandbox choice).
    expect(await call('GET', '/users/4', { token: gestor })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
  });

  it('POST /users: a user profile is refused; the rules in order; the plan limit; the create frame', async () => {
    const frames = await listen(/-user$/);
    expect(await call('POST', '/users', { token: attendant, body: valid })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const post = (body: object, token = admin) =>
      call('POST', '/users', { token, body: { ...valid, ...body } });
    expect((await post({ name: 'R' })).body).toEqual({ error: 'name must be at least 2 characters' });
    expect((await post({ email: 'rita' })).body).toEqual({ error: 'email must be a valid email' });
    expect((await post({ email: 'gestor@demo.com' })).body).toEqual({
      error: 'An user with this email already exists.',
    });
    expect((await post({ password: undefined })).body).toEqual({ error: 'password is a required field' });
    // Another company's user: only a super user may (gestor is an admin, not super).
    expect((await post({ companyId: 2 }, gestor)).body).toEqual({ error: 'ERR_NO_SUPER' });
    const created = await post({ queueIds: [1, 4], whatsappId: 1 });
    expect(created.status).toBe(200);
    const user = v.parse(UserSchema, created.body);
    expect(user).toMatchObject({ name: 'Rita Nova', profile: 'user', super: false, companyId: 1 });
    // Another company's queue is not kept.
    expect(user.queues.map((q) => q.id)).toEqual([1]);
    expect(h.sandbox.control.rows('users').find((u) => u.id === user.id)?.whatsappId).toBe(1);
    await waitFor(() => frames.length === 1);
    expect(frames[0]?.[0]).toBe('company-1-user');
    expect(v.parse(UserFrameSchema, frames[0]?.[1])).toMatchObject({
      action: 'create',
      user: { id: user.id },
    });
    // Company 2's plan takes 3 users: it has one; two more, then the limit.
    const post2 = (n: number) =>
      call('POST', '/users', {
        token: other,
        body: { ...valid, email: `u${n}@e2.com`, companyId: 2 },
      });
    expect((await post2(1)).status).toBe(200);
    expect((await post2(2)).status).toBe(200);
    expect((await post2(3)).body).toEqual({ error: 'Número máximo de usuários já alcançado: 3' });
  });

  it('PUT /users/:id: refused to a user profile and across companies; an empty password keeps the old one', async () => {
    const frames = await listen(/-user$/);
    const body = {
      name: 'Carla Souza',
      email: 'atendente@demo.com',
      password: '',
      profile: 'admin',
      companyId: 1,
    };
    expect(await call('PUT', '/users/3', { token: attendant, body })).toMatchObject({ status: 403 });
    expect((await call('PUT', '/users/3', { token: gestor, body: { ...body, companyId: 2 } })).body).toEqual({
      error: 'O usuário não pertence à esta empresa',
    });
    expect((await call('PUT', '/users/4', { token: gestor, body })).status).toBe(404);
    const res = await call('PUT', '/users/3', { token: admin, body: { ...body, queueIds: [2] } });
    expect(v.parse(UserSchema, res.body)).toMatchObject({ name: 'Carla Souza', profile: 'admin' });
    const row = h.sandbox.control.rows('users').find((u) => u.id === 3);
    expect(row).toMatchObject({ password: '123456', queueIds: [2], whatsappId: null });
    await waitFor(() => frames.length === 1);
    expect(v.parse(UserFrameSchema, frames[0]?.[1])).toMatchObject({
      action: 'update',
      user: { id: 3, name: 'Carla Souza' },
    });
    // The new password signs in.
    await call('PUT', '/users/3', { token: admin, body: { ...body, password: 'nova-senha' } });
    expect(
      (await call('POST', '/auth/login', { body: { email: 'atendente@demo.com', password: 'nova-senha' } }))
        .status,
    ).toBe(200);
  });

  it('DELETE /users/:id: refused to a user profile; the open tickets go back to pending; the delete frame', async () => {
    const frames = await listen(/-user$/);
    const open = h.sandbox.control.rows('tickets').filter((t) => t.userId === 3 && t.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(await call('DELETE', '/users/3', { token: attendant })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await call('DELETE', '/users/4', { token: admin })).status).toBe(404);
    expect(await call('DELETE', '/users/3', { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'User deleted' },
    });
    expect(h.sandbox.control.rows('users').some((u) => u.id === 3)).toBe(false);
    const after = h.sandbox.control.rows('tickets').filter((t) => open.some((o) => o.id === t.id));
    expect(after.every((t) => t.status === 'pending' && t.userId === null)).toBe(true);
    await waitFor(() => frames.length === 1);
    expect(frames[0]).toEqual(['company-1-user', { action: 'delete', userId: '3' }]);
    expect(v.parse(UserFrameSchema, frames[0]?.[1])).toEqual({ action: 'delete', userId: 3 });
  });

  it('POST /api/messages/send: the bearer is a connection token; the message lands in the ticket of that number', async () => {
    const frames = await listen(/-appMessage$/, admin, 'joinNotification');
    const send = (token: string | null, body: unknown) => call('POST', '/api/messages/send', { token, body });
    expect(await send('nope', { number: '5511988887777', body: 'Oi' })).toMatchObject({
      status: 401,
      body: { error: 'Acesso não permitido' },
    });
    expect(await send(null, { number: '5511988887777', body: 'Oi' })).toMatchObject({ status: 401 });
    expect((await send(DEMO_API_TOKEN, { body: 'Oi' })).body).toEqual({ error: 'O número é obrigatório' });
    expect((await send(DEMO_API_TOKEN, { number: '+55 (11) 98888-7777', body: 'Oi' })).body).toEqual({
      error: 'ERR_CHECK_NUMBER',
    });
    expect(await send(DEMO_API_TOKEN, { number: '5511988887777', body: 'Olá pela API' })).toMatchObject({
      status: 200,
      body: { mensagem: 'Mensagem enviada' },
    });
    const contact = h.sandbox.control.rows('contacts').find((c) => c.number === '5511988887777');
    const ticket = h.sandbox.control.rows('tickets').find((t) => t.contactId === contact?.id);
    expect(ticket).toMatchObject({ status: 'pending', whatsappId: 1, lastMessage: 'Olá pela API' });
    const message = h.sandbox.control.rows('messages').find((m) => m.ticketId === ticket?.id);
    expect(message).toMatchObject({ body: 'Olá pela API', fromMe: true });
    await waitFor(() => frames.length === 1);
    expect(frames[0]?.[1]).toMatchObject({ action: 'create', message: { body: 'Olá pela API' } });

    // Media: the file under `medias`, its name as the body.
    const form = new FormData();
    form.append('number', '5511988887777');
    form.append('body', 'foto.png');
    form.append('medias', new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' }));
    expect(await call('POST', '/api/messages/send', { token: DEMO_API_TOKEN, form })).toMatchObject({
      status: 200,
    });
    const media = h.sandbox.control.rows('messages').filter((m) => m.ticketId === ticket?.id);
    expect(media.at(-1)).toMatchObject({ body: 'foto.png', mediaType: 'image', fromMe: true });
  });
  it("GET /users/list?companyId= lists that company's users in id order; a super user reads and updates one of them (the Empresas tab's 'Usuário', S3 §2.5)", async () => {
    const list = v.parse(
      UserListSchema,
      (await call('GET', '/users/list?companyId=2', { token: admin })).body,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((u) => u.id)).toEqual([...list.map((u) => u.id)].sort((a, b) => a - b));
    const rows = h.sandbox.control.rows('users');
    expect(list.map((u) => u.id)).toEqual(
      rows
        .filter((u) => u.companyId === 2)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    );
    // No companyId: the caller's own company, as before.
    const own = v.parse(UserListSchema, (await call('GET', '/users/list', { token: admin })).body);
    expect(own.map((u) => u.id)).toEqual(
      rows
        .filter((u) => u.companyId === 1)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    );
    const first = list[0]!;
    expect(
      v.parse(UserSchema, (await call('GET', `/users/${first.id}`, { token: admin })).body),
    ).toMatchObject({
      id: first.id,
      companyId: 2,
    });
    const res = await call('PUT', `/users/${first.id}`, {
      token: admin,
      body: { name: 'Novo Nome', email: first.email, profile: 'admin', companyId: 2, queueIds: [] },
    });
    expect(v.parse(UserSchema, res.body)).toMatchObject({ id: first.id, name: 'Novo Nome', companyId: 2 });
    expect(h.sandbox.control.rows('users').find((u) => u.id === first.id)).toMatchObject({
      name: 'Novo Nome',
    });
    // Delete stays within the caller's company.
    expect((await call('DELETE', `/users/${first.id}`, { token: admin })).status).toBe(404);
  });
});
