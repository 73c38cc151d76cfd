import type { ApiClient } from './http.ts';
import { AuthResponseSchema, MeSchema, type AuthResponse, type Me } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export interface Credentials {
  email: string;
  password: string;
}

export function createAuthApi(client: ApiClient) {
  return {
    /**
     * Bad credentials: ApiError 401 ERR_INVALID_CREDENTIALS. Stores nothing: the session machine decides (a past
     * due date blocks the login, S1 §5) and then calls `client.storeSession`.
     */
    login(credentials: Credentials): Promise<AuthResponse> {
      return client.request({
        method: 'POST',
        path: '/auth/login',
        schema: AuthResponseSchema,
        body: credentials,
      });
    },
    /** The shared single-flight refresh (cookie only); a failure ends the session. */
    refresh(): Promise<AuthResponse> {
      return client.refresh();
    },
    async logout(): Promise<void> {
      try {
        await client.request({ method: 'DELETE', path: '/auth/logout', schema: IgnoredAnswerSchema });
      } finally {
        client.clearSession();
      }
    },
    me(): Promise<Me> {
      return client.request({ method: 'GET', path: '/auth/me', schema: MeSchema });
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
