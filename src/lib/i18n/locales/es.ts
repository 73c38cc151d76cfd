import { common } from './es/common.ts';
import { auth } from './es/auth.ts';
import { layout } from './es/layout.ts';
import { tickets } from './es/tickets.ts';
import { composer } from './es/composer.ts';
import { messages } from './es/messages.ts';
import { contacts } from './es/contacts.ts';
import { dialogs } from './es/dialogs.ts';
import { notifications } from './es/notifications.ts';
import { errors } from './es/errors.ts';
import { validation } from './es/validation.ts';
import { tags } from './es/tags.ts';
import { chats } from './es/chats.ts';
import { connections } from './es/connections.ts';
import { quickMessages } from './es/quickMessages.ts';
import { billing } from './es/billing.ts';
import { schedules } from './es/schedules.ts';
import { announcements } from './es/announcements.ts';
import { contactLists } from './es/contactLists.ts';
import { campaigns } from './es/campaigns.ts';
import { queues } from './es/queues.ts';
import { workingHours } from './es/workingHours.ts';
import { dashboard } from './es/dashboard.ts';
import { kanban } from './es/kanban.ts';
import { users } from './es/users.ts';
import { messagesApi } from './es/messagesApi.ts';
import { settings } from './es/settings.ts';
import { admin } from './es/admin.ts';
import { helps } from './es/helps.ts';

/** The whole catalogue in es, one key per namespace. */
export const es = {
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
