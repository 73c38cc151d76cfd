/**
 * Every key of the resource cache, in one place, so a realtime patch and a screen can never disagree on a key.
 * Lists are one entry each; a ticket is keyed by its uuid (the route's parameter), a contact by its id.
 */
export const queryKeys = {
  queues: ['queues'],
  users: ['users'],
  tags: ['tags'],
  settings: ['settings'],
  whatsapps: ['whatsapps'],
  plans: ['plans'],
  /** One contact list as GET /contact-lists/:id reads it (its items page's title). */
  contactList: (listId: number) => ['contactList', listId] as const,
  /** Prefix of the signed-in user's quick replies (./quick-messages.ts). */
  quickMessages: ['quickMessages'],
  /** Prefix of every ticket entry: events that carry only a ticket id search under it. */
  tickets: ['tickets'],
  ticketByUuid: (uuid: string) => ['tickets', 'uuid', uuid] as const,
  contacts: ['contacts'],
  contact: (contactId: number) => ['contacts', contactId] as const,
  /** One user as GET /users/:id reads it (not under ['users'], the company's list). */
  user: (userId: number) => ['user', userId] as const,
} as const;
