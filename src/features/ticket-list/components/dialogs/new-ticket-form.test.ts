import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n/index.ts';
import { hasNumber, newTicketSchema, queueError } from './new-ticket-form.ts';

const i18n = createI18n('pt');
// The tickets namespace is not in the login's bundle: load it as the private layout does.
await import('../../../../lib/i18n/locales/pt.ts').then(({ pt }) =>
  i18n.addResourceBundle('pt', 'tickets', pt.tickets),
);
const t = i18n.t;

describe('new ticket rules (S1 §2.8, §5, §6)', () => {
  it('users must pick a queue; admins may leave it empty (sent as null)', () => {
    expect(queueError(t, true, null)).toBe('Selecione uma fila');
    expect(queueError(t, true, 3)).toBeUndefined();
    expect(queueError(t, false, null)).toBeUndefined();
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
  });
});
