import type { UserRow } from './rows.ts';

/** What PUT /users/:id writes (UpdateUserService): the fields sent; queueIds always (left out: none). */
export type UserChanges = Partial<
  Pick<
    UserRow,
    'name' | 'email' | 'password' | 'profile' | 'whatsappId' | 'allTicket' | 'queueIds' | 'updatedAt'
  >
>;

/**
 * The Users screen's facts (S3 §2.3; UserController, CreateUserService, UpdateUserService, DeleteUserService). The
 * sign-up's `user.created` (mocks/db/events.ts) announces nothing; these do, on `company-{cid}-user`
 * (mocks/socket/user-frames.ts).
 */
export type UserEventDraft =
  /** POST /users by an admin: `{action:'create', user}`. */
  | { type: 'user.added'; user: UserRow }
  /** PUT /users/:id: `{action:'update', user}`. */
  | { type: 'user.updated'; userId: number; changes: UserChanges }
  /**
   * DELETE /users/:id: `{action:'delete', userId}` (the route's string). The user's open tickets were sent back to
   * pending before (their own events); what still points at the user loses it (tickets' userId SET NULL) or goes
   * with it (quick messages, ON DELETE CASCADE).
   */
  | { type: 'user.deleted'; userId: number };

export const USER_EVENT_TYPES = ['user.added', 'user.updated', 'user.deleted'] as const;
