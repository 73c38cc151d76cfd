import { addHours, format } from 'date-fns';
import type { TFunction } from 'i18next';
import * as v from 'valibot';

export interface ScheduleContact {
  id: number;
  name: string;
}

export interface ScheduleFormValues {
  body: string;
  contact: ScheduleContact | null;
  /** As a datetime-local input holds it: local `yyyy-MM-ddTHH:mm`. */
  sendAt: string;
}

export interface ScheduleValues {
  body: string;
  contactId: number;
  /** ISO 8601, from the local time chosen. */
  sendAt: string;
}

/** The datetime-local form of a date. */
export const toLocalInput = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm");

/** S1 §5: the default send time is now plus 1 hour. */
export const defaultSendAt = (now: Date): string => toLocalInput(addHours(now, 1));

/**
 * S1 §5 schedule from a ticket: body at least 5 characters ('Mensagem muito curta'), contactId required, sendAt
 * required ('Obrigatório').
 */
export function scheduleSchema(t: TFunction) {
  const mandatory = t('validation:mandatory');
  return v.object({
    body: v.pipe(v.string(), v.trim(), v.minLength(5, t('validation:messageTooShort'))),
    contact: v.pipe(
      v.nullable(v.object({ id: v.number(), name: v.string() })),
      v.check((c) => c !== null, mandatory),
    ),
    sendAt: v.pipe(
      v.string(),
      v.nonEmpty(mandatory),
      v.check((s) => !Number.isNaN(new Date(s).getTime()), mandatory),
    ),
  });
}

/** The spec's status of a schedule that could not be sent (S1 §5). */
export const SEND_ERROR_STATUS = 'ERRO';
