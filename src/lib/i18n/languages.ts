export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Every namespace of the catalogue (./locales/pt.ts has one table for each). */
export const NAMESPACES = [
  'common',
  'auth',
  'layout',
  'tickets',
  'composer',
  'messages',
  'contacts',
  'dialogs',
  'notifications',
  'errors',
  'validation',
  'tags',
  'chats',
  'connections',
  'quickMessages',
  'schedules',
  'announcements',
  'contactLists',
  'campaigns',
  'dashboard',
  'kanban',
  'users',
  'messagesApi',
] as const;
