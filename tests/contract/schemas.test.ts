import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DashboardSchema } from '../../src/api/schemas/dashboard.schema.ts';
import {
  AuthResponseSchema,
  CompanySchema,
  ContactsPageSchema,
  ContactSchema,
  ErrorBodySchema,
  MeSchema,
  MessagesPageSchema,
  PlanListSchema,
  QueueListSchema,
  QueueOptionListSchema,
  QuickMessageListSchema,
  QuickMessagesPageSchema,
  SchedulesPageSchema,
  SettingListSchema,
  TagListSchema,
  TagsPageSchema,
  TicketNoteListSchema,
  TicketSchema,
  TicketsPageSchema,
  UserListSchema,
  UsersPageSchema,
  WhatsappListSchema,
  WhatsappSchema,
} from '../../src/api/schemas/index.ts';
import {
  AnnouncementListSchema,
  AnnouncementsPageSchema,
  CampaignSettingListSchema,
  CampaignsPageSchema,
  ChatMessagesPageSchema,
  ChatSchema,
  ChatsPageSchema,
  ContactListsPageSchema,
  HelpsPageSchema,
} from '../../src/api/schemas/s2.ts';

const samplesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/contract/samples',
);

/** Every entity answer the app reads, with the schema that reads it. */
const entitySamples: Record<string, v.GenericSchema> = {
  'GET_announcements.json': AnnouncementsPageSchema,
  'GET_announcements_list_companyId_1.json': AnnouncementListSchema,
  'GET_auth_me.json': MeSchema,
  'GET_campaign_settings.json': CampaignSettingListSchema,
  'GET_campaigns.json': CampaignsPageSchema,
  'GET_chats.json': ChatsPageSchema,
  'GET_chats_1_messages.json': ChatMessagesPageSchema,
  'GET_chats_2697a519_8ae4_48c4_a004_0846fe051833.json': ChatSchema,
  'GET_contact_lists.json': ContactListsPageSchema,
  'GET_helps.json': HelpsPageSchema,
  'POST_auth_login.json': AuthResponseSchema,
  'GET_companies_1.json': CompanySchema,
  'GET_dashboard.json': DashboardSchema,
  'GET_contacts.json': ContactsPageSchema,
  'GET_contacts_list.json': v.array(ContactSchema),
  'GET_messages_1.json': MessagesPageSchema,
  'GET_plans_list.json': PlanListSchema,
  'GET_queue.json': QueueListSchema,
  'GET_queue_options.json': QueueOptionListSchema,
  'GET_quick_messages_list_companyId_1_userId_1.json': QuickMessageListSchema,
  'GET_quick_messages_userId_1.json': QuickMessagesPageSchema,
  'GET_schedules.json': SchedulesPageSchema,
  'GET_settings.json': SettingListSchema,
  'GET_tags.json': TagsPageSchema,
  'GET_tags_list.json': TagListSchema,
  'GET_ticket_notes_list_contactId_1_ticketId_1.json': TicketNoteListSchema,
  'GET_tickets.json': TicketsPageSchema,
  'GET_tickets_1.json': TicketSchema,
  'GET_tickets_49201_reopened_chatbot_null.json': TicketSchema,
  'GET_tickets_searchParam_abc.json': TicketsPageSchema,
  'GET_tickets_status_closed_showAll_true.json': TicketsPageSchema,
  'GET_tickets_status_closed_showAll_true_queueIds_5B1_5D.json': TicketsPageSchema,
  'GET_tickets_status_open.json': TicketsPageSchema,
  'GET_tickets_withUnreadMessages_true.json': TicketsPageSchema,
  'GET_ticket_kanban.json': TicketsPageSchema,
  'GET_users.json': UsersPageSchema,
  'GET_users_list.json': UserListSchema,
  'GET_whatsapp_.json': WhatsappListSchema,
  'GET_whatsapp_1.json': WhatsappSchema,
};

/** Error answers captured from the reference backend. */
const errorSamples = ['GET_announcements_list.json', 'GET_chats_1.json', 'GET_quick_messages.json'];

/** Answers of areas no screen reads yet (dashboard, companies, files, ...): no schema in src/api yet. */
const notYetModelled = [
  'GET_companies.json',
  'GET_companiesPlan.json',
  'GET_companies_listPlan_1.json',
  'GET_files.json',
  'GET_invoices_all.json',
  'GET_prompt.json',
  'GET_queueIntegration.json',
  'GET_tags_kanban.json',
  'GET_version.json',
];

function load(file: string): unknown {
  return JSON.parse(readFileSync(path.join(samplesDir, file), 'utf8'));
}

describe('contract samples', () => {
  it('every sample is classified (a new sample needs a schema or a reason)', () => {
    const files = readdirSync(samplesDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    const known = [...Object.keys(entitySamples), ...errorSamples, ...notYetModelled].sort();
    expect(files).toEqual(known);
  });

  it.each(Object.entries(entitySamples))('%s parses with its schema, no record dropped', (file, schema) => {
    // A record that cannot be shown is dropped and logged, not failed: a sample must lose none.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = v.safeParse(schema, load(file));
    const dropped = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(result.success ? 'ok' : v.summarize(result.issues)).toBe('ok');
    expect(dropped).toEqual([]);
  });

  it('S2 samples: a tag’s ticketsCount (a SQL count, sent as text) is a number; a chat’s members and messages', () => {
    expect(v.parse(TagsPageSchema, load('GET_tags.json')).tags[0]?.ticketsCount).toBe(1);
    const chats = v.parse(ChatsPageSchema, load('GET_chats.json'));
    expect(chats.records[0]?.users.map((u) => [u.userId, u.unreads, u.user?.name])).toEqual([
      [1, 0, 'Admin'],
      [1, 0, 'Admin'],
    ]);
    const messages = v.parse(ChatMessagesPageSchema, load('GET_chats_1_messages.json'));
    expect(messages.records[0]).toMatchObject({ chatId: 1, senderId: 1, message: 'oi time' });
    expect(v.parse(ChatSchema, load('GET_chats_2697a519_8ae4_48c4_a004_0846fe051833.json')).users).toEqual(
      [],
    );
  });

  it.each(errorSamples)('%s is an error body with a string error', (file) => {
    const result = v.safeParse(ErrorBodySchema, load(file));
    expect(result.success && typeof result.output.error === 'string').toBe(true);
  });

  it('the login answer carries the company with dueDate and settings; the ticket list embeds contact and queue', () => {
    const login = v.parse(AuthResponseSchema, load('POST_auth_login.json'));
    expect(login.user.company?.settings?.length).toBeGreaterThan(0);
    expect(login.user.company?.dueDate).toBeTypeOf('string');
    const page = v.parse(
      TicketsPageSchema,
      load('GET_tickets_status_closed_showAll_true_queueIds_5B1_5D.json'),
    );
    expect(page.tickets[0]?.contact.id).toBe(1);
    expect(page.tickets[0]?.queue?.id).toBe(1);
    // A ticket taken out of 'closed' comes back with chatbot null: read as false, not a failed page.
    expect(v.parse(TicketSchema, load('GET_tickets_49201_reopened_chatbot_null.json')).chatbot).toBe(false);
    const messages = v.parse(MessagesPageSchema, load('GET_messages_1.json'));
    expect(typeof messages.messages[0]?.id).toBe('string');
  });
});
