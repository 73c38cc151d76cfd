import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, describeError, ERROR_TOAST_MS } from './errors.ts';

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

  it('a string without translation is shown raw', async () => {
    const t = await makeT();
    expect(describeError(new ApiError('x', 400, 'Internal server error', {}), t)).toBe(
      'Internal server error',
    );
    expect(describeError(new ApiError('x', 400, 'ERR_UNKNOWN_THING', {}), t)).toBe('ERR_UNKNOWN_THING');
    expect(describeError({ error: 'Campo obrigatório: nome.' }, t)).toBe('Campo obrigatório: nome.');
  });

  it('anything else gives the generic text', async () => {
    const t = await makeT();
    expect(describeError(new ApiError('x', 500, undefined, { error: { nested: true } }), t)).toBe(
      'An error occurred!',
    );
    expect(describeError({ error: 42 }, t)).toBe('An error occurred!');
    expect(describeError(new DOMException('denied', 'NotAllowedError'), t)).toBe('An error occurred!');
    expect(describeError(undefined, t)).toBe('An error occurred!');
    expect(ERROR_TOAST_MS).toBe(2000);
  });
});
