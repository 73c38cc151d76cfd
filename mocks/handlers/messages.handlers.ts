import { HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import { messagesOf } from '../db/projection.ts';
import type { MessageRow } from '../db/rows.ts';
import { messageView, ticketView } from '../db/views.ts';
import { staticPublicFile } from '../media/public-files.ts';
import { publicName } from '../media/public-url.ts';
import { uploadName, uploadsOf } from '../media/uploads.ts';
import { empty, idParam, json, own, page, parse, type Router } from './route.ts';

export const MESSAGES_PAGE_SIZE = 20;

const SendBody = v.object({
  body: v.string(),
  fromMe: v.optional(v.boolean()),
  read: v.optional(v.union([v.boolean(), v.number()])),
  mediaUrl: v.optional(v.nullable(v.string())),
  quotedMsg: v.optional(v.nullable(v.looseObject({ id: v.string() }))),
});

const byTime = (a: MessageRow, b: MessageRow) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function isSorted<T>(items: readonly T[], order: (a: T, b: T) => number): boolean {
  for (let i = 1; i < items.length; i++) if (order(items[i - 1] as T, items[i] as T) > 0) return false;
  return true;
}

function mediaTypeOf(file: File): string {
  const major = (file.type || 'application/octet-stream').split('/')[0] ?? 'application';
  return ['image', 'audio', 'video'].includes(major) ? major : 'application';
}

export function messageHandlers(r: Router): HttpHandler[] {
  return [
    // The public folder, as the backend serves it (no authentication): seeded samples and uploads, real bytes.
    r.publicGet('/public/:file', async ({ core, params }) => {
      const name = publicName(params['file'] ?? '');
      const file = staticPublicFile(name) ?? (await uploadsOf(core, core.options.persistence).get(name));
      if (!file) fail(404, 'ERR_FILE_NOT_FOUND');
      return new HttpResponse(file.bytes, {
        status: 200,
        headers: { 'content-type': file.contentType, 'content-length': String(file.bytes.length) },
      });
    }),

    // Page 1 is the newest page, each page ascending; reading marks the ticket read (updatedAt unchanged).
    r.get('/messages/:ticketId', (ctx) => {
      const { core } = ctx;
      let t = own(core.ticket(idParam(ctx, 'ticketId')), ctx, 'ERR_NO_TICKET_FOUND');
      const all = messagesOf(core.state, t.id);
      // Added in time order as a rule (the index keeps that order); sorted only when an import was not.
      if (!isSorted(all, byTime)) all.sort(byTime);
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
        const uploads = uploadsOf(core, core.options.persistence);
        for (const file of files) {
          const name = uploadName(core.store.tick(), file.name);
          const contentType = file.type || 'application/octet-stream';
          await uploads.put(name, { contentType, bytes: new Uint8Array(await file.arrayBuffer()) });
          core.addMessage(core.ticket(t.id) ?? t, {
            body: typeof text === 'string' && text ? text : file.name,
            fromMe: true,
            mediaType: mediaTypeOf(file),
            mediaUrl: name,
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
