import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import { messageView, ticketView } from '../db/views.ts';
import { empty, idParam, json, own, page, parse, type Router } from './route.ts';

export const MESSAGES_PAGE_SIZE = 20;

const SendBody = v.object({
  body: v.string(),
  fromMe: v.optional(v.boolean()),
  read: v.optional(v.union([v.boolean(), v.number()])),
  mediaUrl: v.optional(v.nullable(v.string())),
  quotedMsg: v.optional(v.nullable(v.looseObject({ id: v.string() }))),
});

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

function mediaTypeOf(file: File): string {
  const major = (file.type || 'application/octet-stream').split('/')[0] ?? 'application';
  return ['image', 'audio', 'video'].includes(major) ? major : 'application';
}

export function messageHandlers(r: Router): HttpHandler[] {
  return [
    // Page 1 is the newest page, each page ascending; reading marks the ticket read (updatedAt unchanged).
    r.get('/messages/:ticketId', (ctx) => {
      const { core } = ctx;
      let t = own(core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      const all = [...core.state.tables.messages.values()]
        .filter((m) => m.ticketId === t.id)
        .sort((a, b) =>
          a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1,
        );
      const p = page(ctx);
      const end = Math.max(0, all.length - (p - 1) * MESSAGES_PAGE_SIZE);
      const start = Math.max(0, end - MESSAGES_PAGE_SIZE);
      const slice = all.slice(start, end);
      if (t.unreadMessages > 0) {
        core.commit(t.companyId, [{ type: 'ticket.unreadReset', ticketId: t.id }]);
        t = core.ticket(t.id) ?? t;
      }
      const state = core.state;
      return json({
        count: all.length,
        messages: slice.map((m) => messageView(state, state.tables.messages.get(m.id) ?? m)),
        ticket: ticketView(state, t),
        hasMore: start > 0,
      });
    }),

    // JSON {body, quotedMsg?} or multipart `medias` (+ body): 200 without a body; the message arrives by socket.
    r.post('/messages/:ticketId', async (ctx) => {
      const { core, request } = ctx;
      const t = own(core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      const type = request.headers.get('content-type') ?? '';
      if (type.includes('multipart/form-data')) {
        const form = await request.formData();
        const files = form.getAll('medias').filter((f): f is File => typeof f !== 'string');
        if (files.length === 0) fail(400, 'ERR_INVALID_BODY: medias is required');
        const text = form.get('body');
        for (const file of files) {
          core.addMessage(core.ticket(t.id) ?? t, {
            body: typeof text === 'string' && text ? text : file.name,
            fromMe: true,
            mediaType: mediaTypeOf(file),
            mediaUrl: await toDataUrl(file),
          });
        }
        return empty();
      }
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        fail(400, 'ERR_INVALID_BODY: not JSON');
      }
      const b = parse(raw, SendBody);
      if (!b.body.trim()) fail(400, 'ERR_INVALID_BODY: body is empty');
      const quotedId = b.quotedMsg?.id ?? null;
      if (quotedId !== null) {
        const q = core.state.tables.messages.get(quotedId);
        if (!q || q.companyId !== t.companyId) fail(400, 'ERR_INVALID_BODY: quotedMsg not found');
      }
      core.addMessage(t, { body: b.body, fromMe: true, quotedMsgId: quotedId });
      return empty();
    }),

    // Only own messages can be deleted: they stay, flagged isDeleted, and an update goes out.
    r.delete('/messages/:messageId', (ctx) => {
      const { core } = ctx;
      const m = own(
        core.state.tables.messages.get(ctx.params['messageId'] ?? ''),
        ctx,
        'ERR_NO_MESSAGE_FOUND',
      );
      if (!m.fromMe) fail(400, 'ERR_DELETE_WAPP_MSG');
      core.commit(m.companyId, [{ type: 'message.deleted', messageId: m.id, updatedAt: core.store.iso() }]);
      const next = core.state.tables.messages.get(m.id) ?? m;
      return json(messageView(core.state, next));
    }),
  ];
}
