import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/index.ts';
import { checkLogin } from './LoginForm.tsx';

const t = createI18n('pt').t;

describe('the login rules (S1 §5)', () => {
  it('asks for both fields', () => {
    expect(checkLogin(t, { email: '  ', password: '' })).toEqual({
      email: t('validation:required'),
      password: t('validation:required'),
    });
  });

  it('refuses a malformed email and accepts a well-formed one with spaces around it', () => {
    expect(checkLogin(t, { email: 'ana@', password: 'x' }).email).toBe(t('validation:invalidEmail'));
    expect(checkLogin(t, { email: 'ana@empresa', password: 'x' }).email).toBe(t('validation:invalidEmail'));
    expect(checkLogin(t, { email: ' ana.souza+1@empresa.com.br ', password: 'x' })).toEqual({
      email: undefined,
      password: undefined,
    });
  });
});
