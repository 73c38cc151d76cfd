import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { UserListSchema, UsersPageSchema, type UserListItem } from './schemas/index.ts';

export type UsersPage = v.InferOutput<typeof UsersPageSchema>;

export interface UserListParams {
  pageNumber?: number;
  searchParam?: string;
}

export function createUsersApi(client: ApiClient) {
  return {
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
  };
}
export type UsersApi = ReturnType<typeof createUsersApi>;
