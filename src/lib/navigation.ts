import type { Profile } from '../api/schemas/user.schema.ts';
import { can } from './permissions.ts';

/** Keys of `layout:items.*`. */
export type DrawerLabel =
  | 'dashboard'
  | 'tickets'
  | 'kanban'
  | 'quickMessages'
  | 'contacts'
  | 'schedules'
  | 'tags'
  | 'chats'
  | 'helps'
  | 'campaigns'
  | 'campaignsList'
  | 'contactLists'
  | 'campaignsConfig'
  | 'announcements'
  | 'connections'
  | 'queues'
  | 'users'
  | 'messagesApi'
  | 'financeiro'
  | 'settings';

export type DrawerIcon =
  | 'dashboard'
  | 'tickets'
  | 'kanban'
  | 'quickMessages'
  | 'contacts'
  | 'schedules'
  | 'tags'
  | 'chats'
  | 'helps'
  | 'campaigns'
  | 'list'
  | 'contactLists'
  | 'config'
  | 'announcements'
  | 'connections'
  | 'queues'
  | 'users'
  | 'api'
  | 'financeiro'
  | 'settings';

export interface DrawerLink {
  kind: 'link';
  path: string;
  label: DrawerLabel;
  icon: DrawerIcon;
  /** 'beta' shows the BETA label; 'connections' and 'chats' carry the live indicators (S1 §2.4). */
  tag?: 'beta' | 'connections' | 'chats';
  /** First item of the administration section. */
  admin?: boolean;
}
export interface DrawerGroup {
  kind: 'group';
  id: 'campaigns';
  label: DrawerLabel;
  icon: DrawerIcon;
  admin?: boolean;
  children: DrawerLink[];
}
export type DrawerItem = DrawerLink | DrawerGroup;

export interface DrawerContext {
  profile: Profile;
  isSuper: boolean;
  /** Value of the company setting campaignsEnabled; only the string 'true' enables campaigns. */
  campaignsEnabled?: string | null | undefined;
}

const link = (
  path: string,
  label: DrawerLabel,
  icon: DrawerIcon,
  extra: Partial<DrawerLink> = {},
): DrawerLink => ({
  kind: 'link',
  path,
  label,
  icon,
  ...extra,
});

/** S1 §2.4: the drawer items, in order, for this user. */
export function drawerItems({ profile, isSuper, campaignsEnabled }: DrawerContext): DrawerItem[] {
  const items: DrawerItem[] = [];
  if (can(profile, 'dashboard:view')) items.push(link('/', 'dashboard', 'dashboard'));
  items.push(
    link('/tickets', 'tickets', 'tickets'),
    link('/kanban', 'kanban', 'kanban', { tag: 'beta' }),
    link('/quick-messages', 'quickMessages', 'quickMessages'),
    link('/contacts', 'contacts', 'contacts'),
    link('/schedules', 'schedules', 'schedules'),
    link('/tags', 'tags', 'tags'),
    link('/chats', 'chats', 'chats', { tag: 'chats' }),
    link('/helps', 'helps', 'helps'),
  );
  if (!can(profile, 'drawer-admin-items:view')) return items;

  const admin: DrawerItem[] = [];
  if (campaignsEnabled === 'true') {
    admin.push({
      kind: 'group',
      id: 'campaigns',
      label: 'campaigns',
      icon: 'campaigns',
      children: [
        link('/campaigns', 'campaignsList', 'list'),
        link('/contact-lists', 'contactLists', 'contactLists'),
        link('/campaigns-config', 'campaignsConfig', 'config'),
      ],
    });
  }
  if (isSuper) admin.push(link('/announcements', 'announcements', 'announcements'));
  admin.push(
    link('/connections', 'connections', 'connections', { tag: 'connections' }),
    link('/queues', 'queues', 'queues'),
    link('/users', 'users', 'users'),
    link('/messages-api', 'messagesApi', 'api'),
    link('/financeiro', 'financeiro', 'financeiro'),
    link('/settings', 'settings', 'settings'),
  );
  const [first, ...rest] = admin;
  if (first) items.push({ ...first, admin: true }, ...rest);
  return items;
}

/** Every path in the items, groups flattened. */
export function drawerPaths(items: readonly DrawerItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children.map((c) => c.path) : [item.path]));
}

/** Whether `path` is the item's route or below it ('/tickets/abc' is under '/tickets'; '/' only matches itself). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
