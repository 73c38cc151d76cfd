import { ApiError } from '../../api/errors.ts';
import { createContactListsApi, type ContactListsApi } from '../../api/contact-lists.api.ts';
import type { AppServices } from '../../session/services.ts';

/** The contact-list calls on the app's one HTTP client (kept out of createApi: /login's core does not carry them). */
export function contactListsApi(services: Pick<AppServices, 'client'>): ContactListsApi {
  return createContactListsApi(services.client);
}

/** The backend's codes of these screens; S2 §8 names none, so they are this feature's texts, not the catalogue's. */
const CODES = [
  'ERR_CONTACTLIST_INVALID_NAME',
  'ERR_CONTACTLIST_REQUIRED',
  'ERR_NO_CONTACTLIST_FOUND',
  'ERR_CONTACTLISTITEM_INVALID_NAME',
  'ERR_CONTACTLISTITEM_REQUIRED',
  'ERR_NO_CONTACTLISTITEM_FOUND',
] as const;

/**
 * A failed call whose code is one of these screens' becomes the same failure carrying its translated sentence, so
 * the one toast path (describeError) says it instead of 'An error occurred!' (it never shows a raw code).
 */
export async function withOwnCodes<T>(
  services: Pick<AppServices, 'i18n'>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const known = CODES.find((c) => c === code);
    if (error instanceof ApiError && known !== undefined) {
      const text = services.i18n.t(`contactLists:codes.${known}`);
      throw new ApiError(error.message, error.status, text, error.body);
    }
    throw error;
  }
}

/** Postgres's ORDER BY name in the C collation (byte order), then id: the order GET pages come in. */
export function byName(a: { id: number; name: string }, b: { id: number; name: string }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}
