import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChatFrameSchema,
  QuickMessageFrameSchema,
  TagFrameSchema,
  TicketFrameSchema,
  frameFamilies,
  schemaFor,
} from './frames.ts';

/**
 * A frame family reads a payload with the option of its variant that the payload's discriminator names
 * (`schemaFor`), not the variant's probe of each option, which cost script per live event. The answers must be the
 * variant's, for every payload.
 */
const contact = { id: 3, name: 'Cliente', number: '5511999990001', email: '', profilePicUrl: '' };
const ticket = {
  id: 5,
  uuid: 'uuid-5',
  status: 'open',
  unreadMessages: 1,
  lastMessage: 'oi',
  contactId: 3,
  companyId: 1,
  updatedAt: '2026-01-01T10:00:00.000Z',
  contact,
};
const tag = { id: 4, name: 'VIP', color: '#ff0000', companyId: 1, kanban: 0 };

/** What a parse answered, without the schema objects valibot's issues point to. */
function answer(schema: v.GenericSchema, payload: unknown) {
  const result = v.safeParse(schema, payload);
  return result.success
    ? { ok: true, output: result.output }
    : {
        ok: false,
        issues: result.issues.map((issue) => ({
          message: issue.message,
          path: issue.path?.map((item) => item.key),
        })),
      };
}

const payloads: [string, v.GenericSchema, unknown[]][] = [
  [
    'ticket',
    TicketFrameSchema,
    [
      { action: 'update', ticket },
      { action: 'update', ticket: { ...ticket, chatbot: null } },
      { action: 'update', ticket: { ...ticket, id: 'x' } },
      { action: 'update' },
      { action: 'delete', ticketId: 5 },
      { action: 'delete', ticketId: '5' },
      { action: 'delete', ticketId: 'cinco' },
      { action: 'updateUnread', ticketId: '5' },
      { action: 'create', ticket },
      { ticket },
      { action: null },
      null,
      'update',
      [],
    ],
  ],
  [
    'tag (a picklist and a literal)',
    TagFrameSchema,
    [
      { action: 'create', tag },
      { action: 'update', tag },
      { action: 'update', tag: { ...tag, name: 7 } },
      { action: 'delete', tagId: '4' },
      { action: 'remove', tagId: '4' },
    ],
  ],
  [
    'quick message (a record frame)',
    QuickMessageFrameSchema,
    [{ action: 'delete', id: '9' }, { action: 'delete' }, { action: 'reload' }],
  ],
];

afterEach(() => vi.restoreAllMocks());

describe('schemaFor', () => {
  it.each(payloads)('%s: every payload gets the answer the variant gives', (_name, schema, cases) => {
    const read = schemaFor(schema);
    for (const payload of cases) expect(answer(read(payload), payload)).toEqual(answer(schema, payload));
  });

  it("reads a known discriminator with its option alone; an unknown one with the variant, which says what's wrong", () => {
    const probe = vi.spyOn(TicketFrameSchema, '~run');
    const read = schemaFor(TicketFrameSchema);
    for (const payload of [
      { action: 'update', ticket },
      { action: 'delete', ticketId: 5 },
      { action: 'updateUnread', ticketId: '5' },
    ])
      expect(v.safeParse(read(payload), payload).success).toBe(true);
    expect(probe).not.toHaveBeenCalled();
    expect(v.safeParse(read({ action: 'create' }), { action: 'create' }).success).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('keeps the variant when two options share a discriminator value (the chat frames: record or chat)', () => {
    expect(schemaFor(ChatFrameSchema)({ action: 'update' })).toBe(ChatFrameSchema);
    const family = frameFamilies(1, 7).find((f) => f.event === 'company-1-chat');
    const chat = { id: 2, uuid: 'chat-2', title: 'Equipe', ownerId: 7, lastMessage: '', users: [] };
    expect(family?.parse({ action: 'update', chat })).toMatchObject({ ok: true });
  });

  it("the ticket family's frames go through it: a delete never runs the variant", () => {
    const probe = vi.spyOn(TicketFrameSchema, '~run');
    const family = frameFamilies(1, 7).find((f) => f.event === 'company-1-ticket');
    expect(family?.parse({ action: 'delete', ticketId: '5' })).toEqual({
      ok: true,
      event: { type: 'server.ticket.deleted', ticketId: 5 },
    });
    expect(probe).not.toHaveBeenCalled();
  });
});
