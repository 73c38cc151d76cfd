/**
 * Every private screen's code by route name (./routes.ts `privateScreen`). Loaded with the first private route, never
 * on /login: each import here carries its preload list, which would otherwise weigh on /login's budget.
 * A new screen: one line here, and its route in ./routes.ts.
 */
import type { ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType<object> }>;

export const privateScreens: Readonly<Record<string, () => ScreenModule>> = {
  dashboard: () => import('../features/dashboard/dashboard.screen.tsx'),
  kanban: () => import('../features/kanban/kanban.screen.tsx'),
  connections: () => import('../features/connections/connections.screen.tsx'),
  quickMessages: () => import('../features/quick-messages/quick-messages.screen.tsx'),
  schedules: () => import('../features/schedules/schedules.screen.tsx'),
  tags: () => import('../features/tags/tags.screen.tsx'),
  financeiro: () => import('../features/billing/invoices.screen.tsx'),
  subscription: () => import('../features/billing/subscription.screen.tsx'),
  contacts: () => import('./compose/contacts.route.tsx'),
  users: () => import('../features/users/users.screen.tsx'),
  settings: () => import('../features/settings/settings.screen.tsx'),
  messagesApi: () => import('../features/messages-api/messages-api.screen.tsx'),
  queues: () => import('../features/queues/queues.screen.tsx'),
  announcements: () => import('../features/announcements/announcements.screen.tsx'),
  chats: () => import('../features/chats/chats.screen.tsx'),
  contactLists: () => import('../features/contact-lists/contact-lists.screen.tsx'),
  contactListItems: () => import('../features/contact-lists/contact-list-items.screen.tsx'),
  campaignsList: () => import('../features/campaigns/campaigns.screen.tsx'),
  campaignReport: () => import('../features/campaigns/campaign-report.screen.tsx'),
  campaignsConfig: () => import('../features/campaigns/campaign-settings.screen.tsx'),
  helps: () => import('../features/helps/helps.screen.tsx'),
};
