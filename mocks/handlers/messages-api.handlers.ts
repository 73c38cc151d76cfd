import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import type { SandboxCore } from '../core.ts';
import { fail } from '../core.ts';
import type { ContactRow, TicketRow, WhatsappRow } from '../db/rows.ts';
import { uploadName, uploadsOf } from '../media/uploads.ts';
import { json, parse, type Router } from './route.ts';

/**
 * The message API of S3 §2.13 (messageRoutes' POST /api/messages/send with tokenAuth, MessageController.send of
 * Whaticket SaaS 4.8.5): the bearer is a connection's token, not a session's.
 *
 * - A token no connection has (or none, or an empty one): 401 'Acesso não permitido'.
 * - No number: 400 'O número é obrigatório'. A number WhatsApp does not know: 400 ERR_CHECK_NUMBER (the sandbox's
 *   check: digits only, 10 to 15 of them; a mask or a letter fails, as onWhatsApp fails on them).
 * - A connection that is not CONNECTED cannot send: 400 ERR_WAPP_NOT_INITIALIZED (getWbot).
 * - Then the contact is found or created by number (named by it), its ticket on that connection found or created
 *   pending (a closed one comes back pending with no user, as when a contact writes in: a sandbox choice, so the
 *   message is seen), and the message is sent from the company: text as `body`, each file of `medias` as a media
 *   message whose body is the text sent or the file's name. The message and ticket frames are those of any sent
 *   message. Answers `{mensagem:'Mensagem enviada'}`.
 */
const NUMBER = /^\d{10,15}$/;

const TextBody = v.looseObject({
  number: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  body: v.optional(v.nullable(v.string())),
});

function mediaTypeOf(file: File): string {
  const major = (file.type || 'application/octet-stream').split('/')[0] ?? 'application';
  return ['image', 'audio', 'video'].includes(major) ? major : 'application';
}

/** tokenAuth: the connection whose token is the bearer. */
function connectionOf(core: SandboxCore, request: Request): WhatsappRow {
  const header = request.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  const w =
    token === '' ? undefined : [...core.state.tables.whatsapps.values()].find((x) => x.token === token);
  if (!w) fail(401, 'Acesso não permitido');
  return w;
}

/** CreateOrUpdateContactService and FindOrCreateTicketService, as the API's send uses them. */
function ticketFor(core: SandboxCore, w: WhatsappRow, number: string): TicketRow {
  const companyId = w.companyId;
  let contact = [...core.state.tables.contacts.values()].find(
    (c) => c.companyId === companyId && c.number === number,
  );
  if (!contact) {
    const at = core.store.iso();
    const row: ContactRow = {
      id: core.store.nextId('contacts'),
      companyId,
      name: number,
      number,
      email: '',
      profilePicUrl: '',
      isGroup: false,
      extraInfo: [],
      createdAt: at,
      updatedAt: at,
    };
    core.commit(companyId, [{ type: 'contact.created', contact: row }]);
    contact = row;
  }
  const contactId = contact.id;
  const existing = [...core.state.tables.tickets.values()]
    .filter((t) => t.companyId === companyId && t.contactId === contactId && t.whatsappId === w.id)
    .sort((a, b) => b.id - a.id)[0];
  if (existing && existing.status !== 'closed') return existing;
  if (existing) return core.moveTicket(existing, { status: 'pending', userId: null, unreadMessages: 0 });
  const at = core.store.iso();
  const id = core.store.nextId('tickets');
  const row: TicketRow = {
    id,
    uuid: core.store.uuid(`ticket:${companyId}:${id}`),
    companyId,
    status: 'pending',
    unreadMessages: 0,
    lastMessage: '',
    isGroup: false,
    userId: null,
    contactId,
    whatsappId: w.id,
    queueId: null,
    chatbot: false,
    createdAt: at,
    updatedAt: at,
  };
  // Announced by the message's frame, which carries the ticket (as a contact's first message does).
  core.commit(companyId, [{ type: 'ticket.created', ticket: row, source: 'incoming' }]);
  return core.ticket(id) ?? row;
}

function checkedNumber(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') fail(400, 'O número é obrigatório');
  const number = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!NUMBER.test(number)) fail(400, 'ERR_CHECK_NUMBER');
  return number;
}

export function messagesApiHandlers(r: Router): HttpHandler[] {
  return [
    r.publicPost('/api/messages/send', async ({ core, request }) => {
      const w = connectionOf(core, request);
      const type = request.headers.get('content-type') ?? '';
      if (type.includes('multipart/form-data')) {
        const form = await request.formData();
        const number = checkedNumber(form.get('number'));
        const files = form.getAll('medias').filter((f): f is File => typeof f !== 'string');
        const text = form.get('body');
        if (w.status !== 'CONNECTED') fail(400, 'ERR_WAPP_NOT_INITIALIZED');
        const ticket = ticketFor(core, w, number);
        if (files.length === 0) {
          // No file: the reference sends the body as a text message.
          core.addMessage(core.ticket(ticket.id) ?? ticket, {
            body: typeof text === 'string' ? text : '',
            fromMe: true,
          });
        }
        const uploads = uploadsOf(core, core.options.persistence);
        for (const file of files) {
          const name = uploadName(core.store.tick(), file.name);
          await uploads.put(name, {
            contentType: file.type || 'application/octet-stream',
            bytes: new Uint8Array(await file.arrayBuffer()),
          });
          core.addMessage(core.ticket(ticket.id) ?? ticket, {
            body: typeof text === 'string' && text ? text : file.name,
            fromMe: true,
            mediaType: mediaTypeOf(file),
            mediaUrl: name,
          });
        }
        return json({ mensagem: 'Mensagem enviada' });
      }
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        raw = {};
      }
      const b = parse(raw, TextBody);
      const number = checkedNumber(b.number);
      if (w.status !== 'CONNECTED') fail(400, 'ERR_WAPP_NOT_INITIALIZED');
      const ticket = ticketFor(core, w, number);
      core.addMessage(ticket, { body: b.body ?? '', fromMe: true });
      return json({ mensagem: 'Mensagem enviada' });
    }),
  ];
}
