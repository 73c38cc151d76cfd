import type { Profile } from '../../src/api/schemas/user.schema.ts';

/** S1 §6 / S3 §6: the static permission table. */
export const PERMISSIONS = [
  'dashboard:view',
  'drawer-admin-items:view',
  'tickets-manager:showall',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'ticket-options:deleteTicket',
  'contacts-page:deleteContact',
  'connections-page:actionButtons',
  'connections-page:addConnection',
  'connections-page:editOrDeleteConnection',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Rules as data: the profile → static permissions. "A user has no special permissions." */
export const RULES: Readonly<Record<Profile, { readonly static: readonly Permission[] }>> = {
  admin: { static: PERMISSIONS },
  user: { static: [] },
};

/** Whether a profile holds a permission. An unknown or missing profile holds none. */
export function can(profile: Profile | null | undefined, permission: Permission): boolean {
  if (!profile) return false;
  return RULES[profile].static.includes(permission);
}
