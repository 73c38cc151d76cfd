import { describe, expect, it } from 'vitest';
import { hasUnread, newestStamp, readSeen, seenKey, stampOf } from './announcements.unread.ts';

const at = (iso: string, updated?: string) => ({
  createdAt: iso,
  ...(updated ? { updatedAt: updated } : {}),
});
const T1 = '2026-01-01T10:00:00.000Z';
const T2 = '2026-01-02T10:00:00.000Z';
const T3 = '2026-01-03T10:00:00.000Z';

describe('announcements unread (S2 §4)', () => {
  it('no announcement: no dot, whatever else', () => {
    expect(hasUnread([], null, true)).toBe(false);
  });

  it('never opened: any announcement lights the dot', () => {
    expect(hasUnread([at(T1)], null, false)).toBe(true);
  });

  it('opened: read up to the newest stamp; a newer create or edit lights it again', () => {
    const seen = newestStamp([at(T1), at(T2)], null);
    expect(seen).toBe(Date.parse(T2));
    expect(hasUnread([at(T1), at(T2)], seen, false)).toBe(false);
    expect(hasUnread([at(T3), at(T1), at(T2)], seen, false)).toBe(true);
    expect(hasUnread([at(T1, T3), at(T2)], seen, false)).toBe(true);
  });

  it('a live create or update since the last opening lights it even without a newer stamp', () => {
    const seen = Date.parse(T2);
    expect(hasUnread([at(T1), at(T2)], seen, true)).toBe(true);
  });

  it('a read never goes back: an older list keeps the stamp', () => {
    expect(newestStamp([at(T1)], Date.parse(T3))).toBe(Date.parse(T3));
  });

  it('stamps: the last write; a bad date counts as 0', () => {
    expect(stampOf(at(T1, T2))).toBe(Date.parse(T2));
    expect(stampOf({ createdAt: 'x' })).toBe(0);
  });

  it('reads the stored stamp per user; garbage reads as never opened', () => {
    const store = new Map([
      [seenKey(1), String(Date.parse(T2))],
      [seenKey(2), 'abc'],
    ]);
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(readSeen(storage, 1)).toBe(Date.parse(T2));
    expect(readSeen(storage, 2)).toBe(null);
    expect(readSeen(storage, 3)).toBe(null);
  });
});
