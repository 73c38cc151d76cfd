/** Test data of the notifications rules and machine (tests only). */
import type { Contact, Message, Ticket } from '../../src/api/schemas/index.ts';

export function contact(over: Partial<Contact> = {}): Contact {
  return { id: 7, name: 'Mariana', number: '5511', email: '', profilePicUrl: '', isGroup: false, ...over };
}

export function ticket(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    uuid: 'uuid-1',
    status: 'pending',
    unreadMessages: 1,
    lastMessage: 'Olá',
    isGroup: false,
    userId: null,
    contactId: 7,
    whatsappId: 1,
    queueId: 1,
    chatbot: false,
    companyId: 1,
    updatedAt: '2026-11-21T10:00:00.000Z',
    contact: contact(),
    queue: null,
    user: null,
    whatsapp: null,
    tags: [],
    ...over,
  };
}

export function message(over: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    body: 'Olá',
    mediaType: 'conversation',
    mediaUrl: null,
    fromMe: false,
    isDeleted: false,
    isEdited: false,
    ack: 0,
    read: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    ticketId: 1,
    contactId: 7,
    quotedMsg: null,
    contact: null,
    ...over,
  };
}
