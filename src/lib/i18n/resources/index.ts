import { en } from '../locales/en.ts';
import { es } from '../locales/es.ts';
import { pt } from '../locales/pt.ts';
import { demoTexts } from '../locales/demo.ts';

/**
 * The whole catalogue, the three languages side by side per namespace (for the completeness test and Storybook's
 * language switch). The app itself bundles only pt and loads en or es on demand (../index.ts).
 * To add a namespace: a file per language in ../locales/<lng>/, listed in ../locales/<lng>.ts.
 */
export const namespaces = {
  common: { pt: pt.common, en: en.common, es: es.common },
  auth: { pt: pt.auth, en: en.auth, es: es.auth },
  layout: { pt: pt.layout, en: en.layout, es: es.layout },
  tickets: { pt: pt.tickets, en: en.tickets, es: es.tickets },
  composer: { pt: pt.composer, en: en.composer, es: es.composer },
  messages: { pt: pt.messages, en: en.messages, es: es.messages },
  contacts: { pt: pt.contacts, en: en.contacts, es: es.contacts },
  dialogs: { pt: pt.dialogs, en: en.dialogs, es: es.dialogs },
  notifications: { pt: pt.notifications, en: en.notifications, es: es.notifications },
  errors: { pt: pt.errors, en: en.errors, es: es.errors },
  validation: { pt: pt.validation, en: en.validation, es: es.validation },
  tags: { pt: pt.tags, en: en.tags, es: es.tags },
  chats: { pt: pt.chats, en: en.chats, es: es.chats },
  connections: { pt: pt.connections, en: en.connections, es: es.connections },
  quickMessages: { pt: pt.quickMessages, en: en.quickMessages, es: es.quickMessages },
  billing: { pt: pt.billing, en: en.billing, es: es.billing },
  schedules: { pt: pt.schedules, en: en.schedules, es: es.schedules },
  announcements: { pt: pt.announcements, en: en.announcements, es: es.announcements },
  contactLists: { pt: pt.contactLists, en: en.contactLists, es: es.contactLists },
  campaigns: { pt: pt.campaigns, en: en.campaigns, es: es.campaigns },
  queues: { pt: pt.queues, en: en.queues, es: es.queues },
  workingHours: { pt: pt.workingHours, en: en.workingHours, es: es.workingHours },
  dashboard: { pt: pt.dashboard, en: en.dashboard, es: es.dashboard },
  kanban: { pt: pt.kanban, en: en.kanban, es: es.kanban },
  users: { pt: pt.users, en: en.users, es: es.users },
  messagesApi: { pt: pt.messagesApi, en: en.messagesApi, es: es.messagesApi },
  settings: { pt: pt.settings, en: en.settings, es: es.settings },
  admin: { pt: pt.admin, en: en.admin, es: es.admin },
  helps: { pt: pt.helps, en: en.helps, es: es.helps },
  // Only the demo (sandbox mode) shows it; checked here with the rest.
  demo: demoTexts,
} as const;

export const bundles = { pt, en, es } as const;

/** Every backend error code the catalogue knows (S1 §8, S3 §8). */
export const ERROR_CODES = Object.keys(pt.errors).filter((key) => key.startsWith('ERR_'));
