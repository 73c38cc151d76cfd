import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  UserListSchema,
  UserSchema,
  UsersPageSchema,
  type Profile,
  type User,
  type UserListItem,
} from './schemas/index.ts';

export type UsersPage = v.InferOutput<typeof UsersPageSchema>;

export interface UserListParams {
  pageNumber?: number;
  searchParam?: string;
}

/**
 * What POST and PUT /users take (S3 §7: the form's fields, companyId, queueIds, whatsappId null when empty). The
 * reference's PUT refuses a body whose companyId is not the caller's company ('O usuário não pertence à esta
 * empresa'), so it is always sent. A password left out keeps the one the user has.
 */
export interface UserInput {
  name: string;
  email: string;
  password?: string;
  profile: Profile;
  companyId: number;
  queueIds: readonly number[];
  whatsappId: number | null;
}

export function createUsersApi(client: ApiClient) {
  return {
    /** GET /users/: 20 a page, newest first; searchParam matches the name or the email. */
    list(params: UserListParams = {}): Promise<UsersPage> {
      return client.request({
        method: 'GET',
        path: '/users/',
        schema: UsersPageSchema,
        query: { ...params },
      });
    },
    /** Every user of the company with id and name (transfer dialog, filters). */
    listAll(): Promise<UserListItem[]> {
      return client.request({ method: 'GET', path: '/users/list', schema: UserListSchema });
    },
    /**
     * GET /users/list?companyId=: every user of that company, id order (UserController.list); the super user's
     * Empresas tab opens the first one.
     */
    listByCompany(companyId: number): Promise<UserListItem[]> {
      return client.request({
        method: 'GET',
        path: '/users/list',
        schema: UserListSchema,
        query: { companyId },
      });
    },
    /** GET /users/:id: the user with queues and whatsappId (the list's rows carry no whatsappId). */
    get(userId: number): Promise<User> {
      return client.request({ method: 'GET', path: `/users/${userId}`, schema: UserSchema });
    },
    /** DELETE /users/:id answers { message: 'User deleted' }; the user's open tickets go back to pending. */
    ...recordCalls<UserInput, typeof UserSchema>(client, '/users', UserSchema),
  };
}
export type UsersApi = ReturnType<typeof createUsersApi>;
