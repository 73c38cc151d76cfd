import { common } from './en/common.ts';
import { auth } from './en/auth.ts';
import { layout } from './en/layout.ts';
import { tickets } from './en/tickets.ts';
import { composer } from './en/composer.ts';
import { messages } from './en/messages.ts';
import { contacts } from './en/contacts.ts';
import { dialogs } from './en/dialogs.ts';
import { notifications } from './en/notifications.ts';
import { errors } from './en/errors.ts';
import { validation } from './en/validation.ts';
import { tags } from './en/tags.ts';
import { chats } from './en/chats.ts';
import { connections } from './en/connections.ts';
import { quickMessages } from './en/quickMessages.ts';
import { billing } from './en/billing.ts';
import { schedules } from './en/schedules.ts';
import { announcements } from './en/announcements.ts';
import { contactLists } from './en/contactLists.ts';
import { campaigns } from './en/campaigns.ts';
import { queues } from './en/queues.ts';
import { workingHours } from './en/workingHours.ts';
import { dashboard } from './en/dashboard.ts';
import { kanban } from './en/kanban.ts';
import { users } from './en/users.ts';
import { messagesApi } from './en/messagesApi.ts';
import { settings } from './en/settings.ts';
import { admin } from './en/admin.ts';
import { helps } from './en/helps.ts';

/** The whole catalogue in en, one key per namespace. */
export const en = {
  common,
  auth,
  layout,
  tickets,
  composer,
  messages,
  contacts,
  dialogs,
  notifications,
  errors,
  validation,
  tags,
  chats,
  connections,
  quickMessages,
  billing,
  schedules,
  announcements,
  contactLists,
  campaigns,
  queues,
  workingHours,
  dashboard,
  kanban,
  users,
  messagesApi,
  settings,
  admin,
  helps,
} as const;
