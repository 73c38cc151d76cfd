import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createI18n } from './i18n/index.ts';
import { notify, notifyError, setErrorTranslator } from './toast.ts';

const sonner = vi.hoisted(() => {
  const level = () => vi.fn<(text: string, options: { duration: number }) => void>();
  return {
    toast: { error: level(), success: level(), warning: level(), info: level() },
    Toaster: () => null,
  };
});
vi.mock('sonner', () => sonner);

/** The toast calls once sonner (loaded on demand) has run them. */
async function shown() {
  await vi.waitFor(() =>
    expect(sonner.toast.error.mock.calls.length + sonner.toast.success.mock.calls.length).toBeGreaterThan(0),
  );
  return { error: sonner.toast.error.mock.calls, success: sonner.toast.success.mock.calls };
}

afterEach(() => {
  vi.clearAllMocks();
  setErrorTranslator(null);
});

describe('the one error path (S1 §8)', () => {
  it('a failure with a code is worded by the catalogue, in a 2 s error toast', async () => {
    setErrorTranslator(createI18n('pt').t);
    notifyError(new ApiError('x', 401, 'ERR_SESSION_EXPIRED', { error: 'ERR_SESSION_EXPIRED' }));
    expect((await shown()).error).toEqual([['Sessão expirada. Por favor entre.', { duration: 2000 }]]);
  });

  it('a plain string is shown as is; anything else is the generic text', async () => {
    setErrorTranslator(createI18n('pt').t);
    notifyError('Sua conta foi acessada em outro computador.');
    notifyError(new Error('Failed to fetch'));
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledTimes(2));
    expect(sonner.toast.error.mock.calls.map((c) => c[0])).toEqual([
      'Sua conta foi acessada em outro computador.',
      'An error occurred!',
    ]);
  });

  it('in the language of the toaster', async () => {
    const en = createI18n('en', { en: (await import('./i18n/locales/en.ts')).en });
    setErrorTranslator(en.t);
    notifyError({ error: 'ERR_INVALID_CREDENTIALS' });
    expect((await shown()).error).toEqual([['Authentication error. Please try again.', { duration: 2000 }]]);
  });

  it('before a toaster is mounted: a string as is, anything else the generic text', async () => {
    notifyError('Texto do servidor');
    notifyError({ nested: true });
    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledTimes(2));
    expect(sonner.toast.error.mock.calls.map((c) => c[0])).toEqual([
      'Texto do servidor',
      'An error occurred!',
    ]);
  });

  it('other levels carry their text as given, 3 s', async () => {
    notify('success', 'Login efetuado com sucesso!');
    expect((await shown()).success).toEqual([['Login efetuado com sucesso!', { duration: 3000 }]]);
    expect(sonner.toast.error).not.toHaveBeenCalled();
  });
});
