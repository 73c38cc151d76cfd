import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from '../../api/errors.ts';
import { createI18n, hasCatalogue, loadCatalogue } from './index.ts';
import { bundles, ERROR_CODES, namespaces } from './resources/index.ts';
import { LANGUAGES, NAMESPACES } from './languages.ts';

/** Flattens a nested table into dotted keys with their string values. */
function flatten(table: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof table !== 'object' || table === null) return out;
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

describe('i18n catalogue', () => {
  for (const [ns, table] of Object.entries(namespaces)) {
    const pt = flatten(table.pt);
    for (const lng of LANGUAGES) {
      it(`${ns}: every pt key exists in ${lng} with a non-empty string`, () => {
        const other = flatten(table[lng]);
        for (const key of pt.keys()) {
          const value = other.get(key);
          expect(typeof value, `${ns}:${key} in ${lng}`).toBe('string');
          expect(String(value).trim(), `${ns}:${key} in ${lng}`).not.toBe('');
        }
        // and nothing extra that pt lacks
        for (const key of other.keys()) expect(pt.has(key), `${ns}:${key} only in ${lng}`).toBe(true);
      });
    }
  }

  it('lists every namespace of the catalogue, and bundles only the login ones', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(bundles.pt).sort());
    const core = createI18n('pt');
    expect(core.exists('auth:loginSuccess')).toBe(true);
    expect(core.exists('tickets:deleted')).toBe(false);
  });

  it('loads the rest of pt once, and en with pt as its fallback', async () => {
    const i18n = createI18n('pt');
    await loadCatalogue(i18n, 'en');
    expect(hasCatalogue(i18n, 'pt')).toBe(true);
    expect(hasCatalogue(i18n, 'en')).toBe(true);
    expect(i18n.getFixedT('pt')('tickets:deleted')).toBe('Ticket deleted sucessfully.');
  });

  it('has the keys the machines emit', () => {
    const i18n = createI18n('pt', { pt: bundles.pt });
    const keys = [
      'auth:loginSuccess',
      'auth:subscriptionExpired',
      'auth:subscriptionWarning',
      'auth:signedInElsewhere',
      'auth:signupDone',
      'auth:companyRegistered',
      'tickets:deleted',
      'tags:saved',
      'tags:deleted',
      'common:entity.deletedElsewhere',
      'errors:generic',
      ...ERROR_CODES.map((code) => `errors:${code}`),
    ];
    for (const key of keys) expect(i18n.exists(key), key).toBe(true);
  });

  it('quotes the spec texts exactly (pt)', () => {
    const t = createI18n('pt', { pt: bundles.pt }).t;
    expect(t('layout:greeting', { name: 'Ana' })).toBe('Olá Ana, Seja bem-vindo.');
    expect(t('auth:subscriptionExpired', { date: '01/02/2026' })).toBe(
      'Opss! Sua assinatura venceu 01/02/2026. Entre em contato com o Suporte para mais informações!',
    );
    expect(t('auth:subscriptionWarning', { n: 3 })).toBe('Sua assinatura vence em 3 dia(s)');
    expect(t('auth:signedInElsewhere')).toBe('Sua conta foi acessada em outro computador.');
    expect(t('tickets:deleted')).toBe('Ticket deleted sucessfully.');
    expect(t('tickets:selectQueue')).toBe('Selecione uma fila');
    expect(t('tickets:selectTicket')).toBe('Selecionar Ticket');
    expect(t('errors:generic')).toBe('An error occurred!');
    expect(t('errors:ERR_INVALID_CREDENTIALS')).toBe('Erro de autenticação. Por favor, tente novamente.');
  });

  it('keeps the form messages as the spec quotes them in every language', () => {
    for (const lng of LANGUAGES) {
      const t = createI18n(lng, bundles).t;
      expect([
        t('validation:tooShort'),
        t('validation:tooLong'),
        t('validation:required'),
        t('validation:invalidEmail'),
      ]).toEqual(['Too Short!', 'Too Long!', 'Required', 'Invalid email']);
    }
  });

  it('lists every error code of S1 §8 and S3 §8', () => {
    const spec = [
      'ERR_NO_OTHER_WHATSAPP',
      'ERR_NO_DEF_WAPP_FOUND',
      'ERR_WAPP_NOT_INITIALIZED',
      'ERR_WAPP_CHECK_CONTACT',
      'ERR_WAPP_INVALID_CONTACT',
      'ERR_WAPP_DOWNLOAD_MEDIA',
      'ERR_INVALID_CREDENTIALS',
      'ERR_SENDING_WAPP_MSG',
      'ERR_DELETE_WAPP_MSG',
      'ERR_OTHER_OPEN_TICKET',
      'ERR_SESSION_EXPIRED',
      'ERR_USER_CREATION_DISABLED',
      'ERR_NO_PERMISSION',
      'ERR_DUPLICATED_CONTACT',
      'ERR_NO_SETTING_FOUND',
      'ERR_NO_CONTACT_FOUND',
      'ERR_NO_TICKET_FOUND',
      'ERR_NO_USER_FOUND',
      'ERR_NO_WAPP_FOUND',
      'ERR_CREATING_MESSAGE',
      'ERR_CREATING_TICKET',
      'ERR_FETCH_WAPP_MSG',
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      'ERR_WAPP_GREETING_REQUIRED',
    ];
    // Beyond the spec's list: codes the reference backend answers that the screens meet (the message API's number
    // check, CheckContactNumber; the help videos' HelpServices, S3 §8 'help save failure'; the company and plan
    // services, S3 §8 'company save failure' and its plan version).
    const measured = [
      'ERR_CHECK_NUMBER',
      'ERR_HELP_INVALID_NAME',
      'ERR_HELP_REQUIRED',
      'ERR_NO_HELP_FOUND',
      'ERR_COMPANY_INVALID_NAME',
      'ERR_COMPANY_NAME_ALREADY_EXISTS',
      'ERR_PLAN_INVALID_NAME',
      'ERR_PLAN_NAME_ALREADY_EXISTS',
      'ERR_NO_COMPANY_FOUND',
      'ERR_NO_PLAN_FOUND',
      'ERR_CAMPAIGN_INVALID_NAME',
      'ERR_NO_CAMPAIGN_FOUND',
    ];
    expect([...ERROR_CODES].sort()).toEqual([...spec, ...measured].sort());
  });

  it('a campaign name of 2 letters, allowed by the dialog (S2 §5), refused by the backend (ERR_CAMPAIGN_INVALID_NAME), is said in each language, not as the generic text', () => {
    for (const lng of LANGUAGES) {
      const t = createI18n(lng, bundles).t;
      const said = describeError(
        new ApiError('x', 400, 'ERR_CAMPAIGN_INVALID_NAME', { error: 'ERR_CAMPAIGN_INVALID_NAME' }),
        t,
      );
      expect(said, lng).not.toBe(t('errors:generic'));
      expect(said, lng).toMatch(/3/);
    }
    const pt = createI18n('pt', bundles).t;
    expect(describeError({ error: 'ERR_CAMPAIGN_INVALID_NAME' }, pt)).toBe(
      'O nome da campanha deve ter pelo menos 3 caracteres.',
    );
    expect(describeError({ error: 'ERR_NO_CAMPAIGN_FOUND' }, pt)).toBe('Campanha não encontrada.');
  });
});
