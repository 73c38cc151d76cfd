/**
 * What "unread" means for the announcements bell (S2 §4: "Unread dot … shown when announcements exist and have not
 * been opened"; "Announcement create or update also marks it unread"). The spec does not say how long a read lasts:
 * here it lasts across reloads, per user.
 *
 * - Opening the popover reads everything it lists: the newest stamp (updatedAt, else createdAt) of the listed
 *   announcements is kept per user in local storage (`announcements:seen:{userId}`).
 * - The dot shows while a listed announcement is newer than that stamp (a first visit has none: any announcement
 *   lights it), or after a live create or update arrived since the last opening (the reference lights it on every
 *   such frame, even one whose stamp did not move).
 * Server stamps only are compared, never the browser's clock, so a skewed clock cannot hide or invent news.
 */
export interface Stamped {
  createdAt: string;
  updatedAt?: string | undefined;
}

export const seenKey = (userId: number): string => `announcements:seen:${userId}`;

/** The stamp of an announcement: its last write. */
export function stampOf(item: Stamped): number {
  const updated = item.updatedAt === undefined ? NaN : Date.parse(item.updatedAt);
  const created = Date.parse(item.createdAt);
  const stamp = Math.max(
    Number.isNaN(updated) ? -Infinity : updated,
    Number.isNaN(created) ? -Infinity : created,
  );
  return Number.isFinite(stamp) ? stamp : 0;
}

/** The newest stamp among `items`, or `seen` when that is newer (a read never goes back). */
export function newestStamp(items: readonly Stamped[], seen: number | null): number | null {
  let newest = seen;
  for (const item of items) {
    const stamp = stampOf(item);
    if (newest === null || stamp > newest) newest = stamp;
  }
  return newest;
}

export function hasUnread(items: readonly Stamped[], seen: number | null, liveSinceOpened: boolean): boolean {
  if (items.length === 0) return false;
  if (liveSinceOpened) return true;
  if (seen === null) return true;
  return items.some((item) => stampOf(item) > seen);
}

/** The stored stamp, or null when none (or unreadable). */
export function readSeen(storage: Pick<Storage, 'getItem'>, userId: number): number | null {
  const raw = storage.getItem(seenKey(userId));
  if (raw === null) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}
