import { common } from './pt/common.ts';
import { auth } from './pt/auth.ts';
import { layout } from './pt/layout.ts';
import { tickets } from './pt/tickets.ts';
import { composer } from './pt/composer.ts';
import { messages } from './pt/messages.ts';
import { contacts } from './pt/contacts.ts';
import { dialogs } from './pt/dialogs.ts';
import { notifications } from './pt/notifications.ts';
import { errors } from './pt/errors.ts';
import { validation } from './pt/validation.ts';
import { tags } from './pt/tags.ts';
import { chats } from './pt/chats.ts';
import { connections } from './pt/connections.ts';
import { quickMessages } from './pt/quickMessages.ts';
import { billing } from './pt/billing.ts';
import { schedules } from './pt/schedules.ts';
import { announcements } from './pt/announcements.ts';
import { contactLists } from './pt/contactLists.ts';
import { campaigns } from './pt/campaigns.ts';
import { queues } from './pt/queues.ts';
import { workingHours } from './pt/workingHours.ts';
import { dashboard } from './pt/dashboard.ts';
import { kanban } from './pt/kanban.ts';
import { users } from './pt/users.ts';
import { messagesApi } from './pt/messagesApi.ts';
import { settings } from './pt/settings.ts';
import { admin } from './pt/admin.ts';
import { helps } from './pt/helps.ts';

/** The whole catalogue in pt, one key per namespace. */
export const pt = {
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
