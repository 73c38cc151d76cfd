/**
 * The workspace's input from the signed-in user and what this browser remembers (an admin's company queue ids), apart
 * from the workspace's code: a reload of /tickets computes the first lists from it before that code is in
 * (src/app/lists-ahead.ts).
 */
import type { WorkspaceInput } from '../../machines/workspace/workspace.machine.ts';
import type { User } from '../api/schemas/index.ts';

export function workspaceInputOf(user: User, rememberedQueueIds?: readonly number[]): WorkspaceInput {
  return {
    user: { id: user.id, profile: user.profile, queueIds: user.queues.map((q) => q.id) },
    companyId: user.companyId,
    ...(user.profile === 'admin' && rememberedQueueIds !== undefined ? { rememberedQueueIds } : {}),
  };
}

export type QueueMemoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where this browser keeps a company's queue ids as GET /queue last answered them (not a secret: ids only). */
export const queueMemoryKey = (companyId: number) => `companyQueueIds:${companyId}`;

/** The company's queue ids as last read here; undefined when never read or unreadable. */
export function rememberedQueueIds(
  storage: QueueMemoryStorage | undefined,
  companyId: number,
): readonly number[] | undefined {
  try {
    const raw = storage?.getItem(queueMemoryKey(companyId));
    if (raw == null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id))
      ? (parsed as number[])
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The queue ids an admin's lists start with before GET /queue answers: the company's as this browser last read them;
 * on a browser's first sign-in, the admin's own queues from the login answer (what the reference frontend filters
 * everyone's lists by). GET /queue confirms them and a different answer refilters. An admin with no queue of their
 * own waits for GET /queue: their own would show only the tickets without a queue.
 */
export function startingQueueIds(
  storage: QueueMemoryStorage | undefined,
  user: Pick<User, 'profile' | 'companyId' | 'queues'>,
): readonly number[] | undefined {
  const remembered = rememberedQueueIds(storage, user.companyId);
  if (remembered !== undefined || user.profile !== 'admin' || user.queues.length === 0) return remembered;
  return user.queues.map((q) => q.id);
}
