import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/index.ts';
import { defaultSendAt, scheduleSchema } from './schedule-form.ts';

const i18n = createI18n('pt');
// The tickets namespace is not in the login's bundle: load it as the private layout does.
await import('../../../lib/i18n/locales/pt.ts').then(({ pt }) =>
  i18n.addResourceBundle('pt', 'tickets', pt.tickets),
);
const t = i18n.t;

describe('schedule rules (S1 §5)', () => {
  const schema = scheduleSchema(t);
  const valid = { body: 'Olá, tudo bem?', contact: { id: 1, name: 'Maria' }, sendAt: '2026-11-23T15:00' };
  const issue = (values: object) => {
    const result = v.safeParse(schema, { ...valid, ...values });
    if (result.success) return {};
    const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
    return Object.fromEntries(Object.entries(nested).map(([k, list]) => [k, list?.[0]]));
  };

  it('body at least 5 characters: "Mensagem muito curta"', () => {
    expect(issue({ body: 'Olá!' })).toEqual({ body: 'Mensagem muito curta' });
    expect(issue({ body: '  Oi   ' })).toEqual({ body: 'Mensagem muito curta' });
    expect(issue({ body: 'Olá!!' })).toEqual({});
  });

  it('contact and sendAt are required: "Obrigatório"', () => {
    expect(issue({ contact: null })).toEqual({ contact: 'Obrigatório' });
    expect(issue({ sendAt: '' })).toEqual({ sendAt: 'Obrigatório' });
  });

  it('the default send time is now plus 1 hour', () => {
    expect(defaultSendAt(new Date(2026, 10, 23, 9, 30))).toBe('2026-11-23T10:30');
    expect(defaultSendAt(new Date(2026, 11, 31, 23, 15))).toBe('2027-01-01T00:15');
  });
});
