import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface ChatFormValues {
  title: string;
  /** The members picked (the owner joins by themselves). */
  users: { id: number; name: string }[];
}

export const emptyChatValues = (): ChatFormValues => ({ title: '', users: [] });

/**
 * The 'Conversa' dialog (S2 §2): the spec names no rule; the reference refuses an empty title and an empty user
 * list with these two messages (docs/decisions.md, 'Internal chat').
 */
export function chatSchema(t: TFunction) {
  return v.object({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(t('chats:dialog.titleRequired'))),
    users: v.pipe(
      v.array(v.object({ id: v.number(), name: v.string() })),
      v.minLength(1, t('chats:dialog.usersRequired')),
    ),
  });
}
