import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS } from '../../machines/common/timing.ts';
import { ApiError, describeError } from './errors.ts';

async function makeT() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['errors'],
    resources: {
      en: {
        errors: {
          generic: 'An error occurred!',
          ERR_INVALID_CREDENTIALS: 'Authentication error. Please try again.',
        },
      },
    },
  });
  return i18n.t;
}

describe('describeError (S1 §8)', () => {
  it('a code with a translation gives the translated text', async () => {
    const t = await makeT();
    expect(
      describeError(
        new ApiError('x', 401, 'ERR_INVALID_CREDENTIALS', { error: 'ERR_INVALID_CREDENTIALS' }),
        t,
      ),
    ).toBe('Authentication error. Please try again.');
    expect(describeError({ error: 'ERR_INVALID_CREDENTIALS' }, t)).toBe(
      'Authentication error. Please try again.',
    );
  });

  it('a sentence without translation is shown as it is; a code without one is never shown', async () => {
    const t = await makeT();
    expect(describeError(new ApiError('x', 400, 'Internal server error', {}), t)).toBe(
      'Internal server error',
    );
    expect(describeError(new ApiError('x', 400, 'ERR_TICKETNOTE_INVALID_NAME', {}), t)).toBe(
      'An error occurred!',
    );
    expect(describeError('ERR_UNKNOWN_THING', t)).toBe('An error occurred!');
    expect(describeError({ error: 'Campo obrigatório: nome.' }, t)).toBe('Campo obrigatório: nome.');
  });

  it('a plain string (thrown, rejected or a message) is shown as is; a bare code is still translated', async () => {
    const t = await makeT();
    expect(describeError('Sua conta foi acessada em outro computador.', t)).toBe(
      'Sua conta foi acessada em outro computador.',
    );
    // The case under test is exactly a promise rejected with a string.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const rejected: unknown = await Promise.reject('Conexão recusada pelo servidor').catch((e: unknown) => e);
    expect(describeError(rejected, t)).toBe('Conexão recusada pelo servidor');
    expect(describeError('ERR_INVALID_CREDENTIALS', t)).toBe('Authentication error. Please try again.');
  });

  it("the backend's sentence 'Fatura não encontrada.' is said by the catalogue, in the user's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      ns: ['errors'],
      resources: { en: { errors: { generic: 'An error occurred!', invoiceNotFound: 'Invoice not found.' } } },
    });
    expect(describeError(new ApiError('x', 404, 'Fatura não encontrada.', {}), i18n.t)).toBe(
      'Invoice not found.',
    );
  });

  it('a code followed by words (the reference backend: "ERR_NO_DEF_WAPP_FOUND in COMPANY 1") is read by its code', async () => {
    const t = await makeT();
    expect(describeError({ error: 'ERR_INVALID_CREDENTIALS in COMPANY 1' }, t)).toBe(
      'Authentication error. Please try again.',
    );
    expect(describeError(new ApiError('x', 400, 'ERR_NO_DEF_WAPP_FOUND in COMPANY 1', {}), t)).toBe(
      'An error occurred!',
    );
    expect(describeError({ error: 'ERR_NOT_A_CODEWORD' }, t)).toBe('An error occurred!');
  });

  it('an empty or blank string is not a message: generic text', async () => {
    const t = await makeT();
    expect(describeError('', t)).toBe('An error occurred!');
    expect(describeError('   ', t)).toBe('An error occurred!');
    expect(describeError({ error: '' }, t)).toBe('An error occurred!');
  });

  it('anything else gives the generic text', async () => {
    const t = await makeT();
    expect(describeError(new ApiError('x', 500, undefined, { error: { nested: true } }), t)).toBe(
      'An error occurred!',
    );
    expect(describeError({ error: 42 }, t)).toBe('An error occurred!');
    expect(describeError(new DOMException('denied', 'NotAllowedError'), t)).toBe('An error occurred!');
    expect(describeError(undefined, t)).toBe('An error occurred!');
    expect(describeError(new Error('Failed to fetch'), t)).toBe('An error occurred!');
    expect(describeError(42, t)).toBe('An error occurred!');
    expect(ERROR_TOAST_MS).toBe(2000);
  });
});
