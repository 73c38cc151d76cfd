import type { TFunction } from 'i18next';
import * as v from 'valibot';

/** S1 §5 transfer: a queue must be chosen ('Selecione uma fila', S1 §8); the user is optional (none: pending). */
export function transferSchema(t: TFunction) {
  return v.object({
    queueId: v.pipe(
      v.nullable(v.number()),
      v.check((id) => id !== null, t('tickets:selectQueue')),
    ),
    userId: v.nullable(v.number()),
  });
}

export interface TransferValues {
  queueId: number;
  /** null: to the queue with no user, so the ticket becomes pending (S1 §4.2). */
  userId: number | null;
}
