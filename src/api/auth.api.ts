import type { ApiClient } from './http.ts';
import type { AuthResponse, Me } from './schemas/auth.schema.ts';
import { authSchemas } from './auth-schemas.ts';

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
        schema: authSchemas().then((m) => m.AuthResponseSchema),
        body: credentials,
      });
    },
    /** The shared single-flight refresh (cookie only); a failure ends the session. */
    refresh(): Promise<AuthResponse> {
      return client.refresh();
    },
    /**
     * Tells the server that the session of `token` ended. The browser has forgotten it already (the session machine
     * signs out locally first), so this call carries that token as it is and touches nothing of the stored session:
     * no refresh on a 403, no sign-out on a 401, and a session started meanwhile is left alone.
     */
    async logout(token: string | null): Promise<void> {
      if (token === null) return;
      await client.request({
        method: 'DELETE',
        path: '/auth/logout',
        schema: import('./void.ts').then((m) => m.IgnoredAnswerSchema),
        bearer: token,
      });
    },
    me(): Promise<Me> {
      return client.request({
        method: 'GET',
        path: '/auth/me',
        schema: authSchemas().then((m) => m.MeSchema),
      });
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
