import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n/index.ts';
import { transferSchema } from './transfer-form.ts';

const i18n = createI18n('pt');
// The tickets namespace is not in the login's bundle: load it as the private layout does.
await import('../../../../lib/i18n/locales/pt.ts').then(({ pt }) =>
  i18n.addResourceBundle('pt', 'tickets', pt.tickets),
);
const t = i18n.t;

const firstIssue = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? undefined : result.issues[0].message;

describe('transfer rules (S1 §5)', () => {
  it('needs a queue: "Selecione uma fila"; the user may be left out (null)', () => {
    expect(firstIssue(v.safeParse(transferSchema(t), { queueId: null, userId: null }))).toBe(
      'Selecione uma fila',
    );
    expect(v.safeParse(transferSchema(t), { queueId: 2, userId: null }).success).toBe(true);
    expect(v.safeParse(transferSchema(t), { queueId: 2, userId: 5 }).success).toBe(true);
  });
});
