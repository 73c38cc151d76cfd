import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n/index.ts';
import {
  hasNumber,
  newTicketFormSchema,
  newTicketSchema,
  type NewTicketFormValues,
} from './new-ticket-form.ts';

const i18n = createI18n('pt');
// The tickets namespace is not in the login's bundle: load it as the private layout does.
await import('../../../../lib/i18n/locales/pt.ts').then(({ pt }) => {
  i18n.addResourceBundle('pt', 'tickets', pt.tickets);
  i18n.addResourceBundle('pt', 'dialogs', pt.dialogs);
});
const t = i18n.t;
const maria = { id: 1, name: 'Maria', number: '5511999990001' };
/** The form's first message, or undefined when its rules hold. */
const refusal = (queueRequired: boolean, values: NewTicketFormValues) => {
  const result = v.safeParse(newTicketFormSchema(t, queueRequired), values);
  return result.success ? undefined : result.issues[0].message;
};

describe('new ticket rules (S1 §2.8, §5, §6)', () => {
  it('users must pick a queue; admins may leave it empty (sent as null)', () => {
    expect(refusal(true, { contact: maria, queueId: null })).toBe('Selecione uma fila');
    expect(refusal(true, { contact: maria, queueId: 3 })).toBeUndefined();
    expect(refusal(false, { contact: maria, queueId: null })).toBeUndefined();
    expect(v.parse(newTicketSchema(t, false), { contactId: 1, queueId: null })).toEqual({
      contactId: 1,
      queueId: null,
    });
  });

  it('OK needs a contact with a number', () => {
    expect(hasNumber(null)).toBe(false);
    expect(hasNumber({ id: 1, name: 'Sem número', number: '' })).toBe(false);
    expect(hasNumber({ id: 1, name: 'Sem número', number: '  ' })).toBe(false);
    expect(hasNumber({ id: 1, name: 'Maria', number: '5511999990001' })).toBe(true);
    expect(refusal(false, { contact: { id: 2, name: 'Sem número', number: '' }, queueId: null })).toBe(
      'Este contato não tem número',
    );
    expect(refusal(false, { contact: null, queueId: null })).toBe('Este contato não tem número');
  });
});
