/**
 * What a signed-in session keeps in local storage, read the same way by the session machine and the API client
 * (src/api/http.ts), so both agree on whether a token is stored.
 */

/** Local storage keys (docs/architecture.md, the API client). */
export const STORAGE_KEYS = { token: 'token', companyId: 'companyId', userId: 'userId' } as const;

/** The reference frontend stores `JSON.stringify(token)`; accept that and a raw token. */
export function readStoredToken(storage: Pick<Storage, 'getItem'>): string | null {
  const raw = storage.getItem(STORAGE_KEYS.token);
  if (raw === null || raw === '') return null;
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' && parsed !== '' ? parsed : null;
    } catch {
      return raw;
    }
  }
  return raw;
}
