import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessagesPageSchema, TicketsPageSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

describe('DELETE /messages/:messageId', () => {
  let h: Harness;
  let socket: Socket | undefined;
  beforeEach(() => {
    h = startHarness();
  });
  afterEach(() => {
    socket?.close();
    h.close();
  });

  it('flags an own message deleted and sends the appMessage update to the ticket’s chat room', async () => {
    const { token } = await login('admin@admin.com');
    const ticket = v.parse(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=open&queueIds=[1,2,3]', { token })).body,
    ).tickets[0];
    if (!ticket) throw new Error('no open ticket seeded');
    await call('POST', `/messages/${ticket.id}`, { token, body: { body: 'Vou apagar esta' } });
    const page = v.parse(MessagesPageSchema, (await call('GET', `/messages/${ticket.id}`, { token })).body);
    const mine = page.messages.at(-1);
    expect(mine).toMatchObject({ body: 'Vou apagar esta', fromMe: true, isDeleted: false });

    socket = connect(token);
    const frames: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => frames.push({ event, payload }));
    await waitFor(() => frames.some((f) => f.event === 'ready'));
    socket.emit('joinChatBox', String(ticket.id));
    await waitFor(() => h.core.sockets.rooms().some((rooms) => rooms.includes(String(ticket.id))));

    const answer = await call('DELETE', `/messages/${mine?.id ?? ''}`, { token });
    expect(answer.status).toBe(200);
    await waitFor(() => frames.some((f) => f.event === 'company-1-appMessage'));
    expect(frames.filter((f) => f.event === 'company-1-appMessage').map((f) => f.payload)).toEqual([
      { action: 'update', message: expect.objectContaining({ id: mine?.id, isDeleted: true }) },
    ]);
  });

  it('refuses a contact’s message (400 ERR_DELETE_WAPP_MSG) and sends nothing', async () => {
    const { token } = await login('admin@admin.com');
    const theirs = [...h.core.state.tables.messages.values()].find((m) => m.companyId === 1 && !m.fromMe);
    const before = h.core.store.events().length;
    const answer = await call('DELETE', `/messages/${theirs?.id ?? ''}`, { token });
    expect(answer).toMatchObject({ status: 400, body: { error: 'ERR_DELETE_WAPP_MSG' } });
    expect(h.core.store.events()).toHaveLength(before);
  });
});
