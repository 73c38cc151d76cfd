import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/index.ts';
import { contactSchema, emptyContactValues, type ContactFormValues } from './contact-form.ts';

const t = createI18n('pt').t;
const schema = contactSchema(t);

/** The message the form shows per field (its first issue: `firstError`), S1 §5 rules, S1 §8 texts. */
function messages(values: Partial<ContactFormValues>): Record<string, string[]> {
  const result = v.safeParse(schema, { ...emptyContactValues, name: 'Maria', ...values });
  if (result.success) return {};
  const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([k, list]) => [k, (list ?? []).slice(0, 1)]));
}

describe('contact form rules (S1 §5)', () => {
  it('name is required, 2 to 50 characters', () => {
    expect(messages({ name: '' })).toEqual({ name: ['Required'] });
    expect(messages({ name: '   ' })).toEqual({ name: ['Required'] });
    expect(messages({ name: 'A' })).toEqual({ name: ['Too Short!'] });
    expect(messages({ name: 'Ab' })).toEqual({});
    expect(messages({ name: 'x'.repeat(50) })).toEqual({});
    expect(messages({ name: 'x'.repeat(51) })).toEqual({ name: ['Too Long!'] });
  });

  it('number is optional, 8 to 50 characters when given', () => {
    expect(messages({ number: '' })).toEqual({});
    expect(messages({ number: '1234567' })).toEqual({ number: ['Too Short!'] });
    expect(messages({ number: '12345678' })).toEqual({});
    expect(messages({ number: '1'.repeat(50) })).toEqual({});
    expect(messages({ number: '1'.repeat(51) })).toEqual({ number: ['Too Long!'] });
  });

  it('email is optional and must be valid when given', () => {
    expect(messages({ email: '' })).toEqual({});
    expect(messages({ email: 'maria@' })).toEqual({ email: ['Invalid email'] });
    expect(messages({ email: 'maria@example.com' })).toEqual({});
  });
});
