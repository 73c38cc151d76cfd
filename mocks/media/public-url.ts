/**
 * The real backend stores a message's file name and answers `${BACKEND_URL}/public/<name>` (null without one).
 * The sandbox's rows store the name the same way, so a reload on another origin still finds its files; the
 * views make it absolute with the API base of the running sandbox (one sandbox per origin at a time).
 */
let publicBase = 'http://sandbox.test/api';

export function setPublicBase(baseUrl: string): void {
  publicBase = baseUrl.replace(/\/+$/, '');
}

/** `${baseUrl}/public/<name>` for a stored name; an absolute or data URL as it is; '' and null as null. */
export function publicUrl(stored: string | null): string | null {
  if (!stored) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(stored)) return stored;
  return `${publicBase}/public/${encodeURIComponent(stored)}`;
}

/** The stored name back from a `/public/<name>` path segment. */
export function publicName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
