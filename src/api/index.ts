import type { ApiClient } from './http.ts';
import { createAuthApi } from './auth.api.ts';
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

export function createApi(client: ApiClient) {
  return {
    auth: createAuthApi(client),
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
  };
}
export type Api = ReturnType<typeof createApi>;

export {
  createApiClient,
  readStoredToken,
  STORAGE_KEYS,
  type ApiClient,
  type ApiClientOptions,
} from './http.ts';
export { ApiError, describeError, ERROR_TOAST_MS } from './errors.ts';
export type { Credentials } from './auth.api.ts';
export type { TicketListParams, TicketCreate, TicketUpdate } from './tickets.api.ts';
export type { MessageListParams, TextMessage, MediaMessage } from './messages.api.ts';
export type { ContactListParams, ContactInput, ContactsPage } from './contacts.api.ts';
export type { UserListParams, UsersPage } from './users.api.ts';
export type { TagListParams, TagInput, TagsPage } from './tags.api.ts';
export type { WhatsappListParams } from './whatsapp.api.ts';
export type { CompanySignup, CompanyRegistration } from './companies.api.ts';
export type { NoteListParams, NoteInput } from './notes.api.ts';
export type { QuickMessageListParams } from './quick-messages.api.ts';
export type { ScheduleInput } from './schedules.api.ts';
