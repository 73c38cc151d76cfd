import type { ApiClient } from './http.ts';
import { createTicketsApi } from './tickets.api.ts';
import { createMessagesApi } from './messages.api.ts';
import { createContactsApi } from './contacts.api.ts';
import { createQueuesApi } from './queues.api.ts';
import { createUsersApi } from './users.api.ts';
import { createTagsApi } from './tags.api.ts';
import { createWhatsappApi } from './whatsapp.api.ts';
import { createSettingsApi } from './settings.api.ts';
import { createPlansApi } from './plans.api.ts';
import { createCompaniesApi } from './companies.api.ts';
import { createNotesApi } from './notes.api.ts';
import { createQuickMessagesApi } from './quick-messages.api.ts';
import { createSchedulesApi } from './schedules.api.ts';
import { createMediaApi } from './media.api.ts';
import { createAnnouncementsApi } from './announcements.api.ts';
import { createDashboardApi } from './dashboard.api.ts';
import { createMessagesApiApi } from './messages-api.api.ts';
import { createBillingApi } from './billing.api.ts';
import { createHelpsApi } from './helps.api.ts';

/**
 * Every entity's calls but the session's (auth): loaded after /login's first paint (./index.ts, `createApi`), so
 * the screens behind the login never weigh on /login's budget. Add a new entity's calls here.
 */
export function createEntityApis(client: ApiClient) {
  return {
    tickets: createTicketsApi(client),
    messages: createMessagesApi(client),
    contacts: createContactsApi(client),
    queues: createQueuesApi(client),
    users: createUsersApi(client),
    tags: createTagsApi(client),
    whatsapp: createWhatsappApi(client),
    settings: createSettingsApi(client),
    plans: createPlansApi(client),
    companies: createCompaniesApi(client),
    notes: createNotesApi(client),
    quickMessages: createQuickMessagesApi(client),
    schedules: createSchedulesApi(client),
    media: createMediaApi(client),
    announcements: createAnnouncementsApi(client),
    dashboard: createDashboardApi(client),
    messagesApi: createMessagesApiApi(client),
    billing: createBillingApi(client),
    helps: createHelpsApi(client),
  };
}
export type EntityApis = ReturnType<typeof createEntityApis>;
