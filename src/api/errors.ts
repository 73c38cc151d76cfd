import type { TFunction } from 'i18next';

/** The i18n key of the catch-all text ('An error occurred!'). */
export const GENERIC_ERROR_KEY = 'errors:generic';

/**
 * A failed call: a non-2xx answer, an answer that does not parse, or no answer at all (status 0).
 * `code` is the `error` field of the answer when it is a string (`ERR_...` or a raw text), `body` the answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(message: string, status: number, code: string | undefined, body: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

function errorField(error: unknown): unknown {
  // S1 §8: a plain string (thrown, rejected or handed over as a message) is read like an answer's `error`.
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) return error.code;
  // A bare `{ error }` body (already parsed) is read the same way.
  if (typeof error === 'object' && error !== null && 'error' in error) return error.error;
  return undefined;
}

/**
 * Answers of the reference backend that are a Portuguese sentence rather than a code, and the catalogue key that says
 * them in the user's language.
 */
const SENTENCE_KEYS: Readonly<Record<string, string>> = {
  // SubscriptionController.createSubscription, 404: no invoiceId (the trial's 'Assine Agora!') or another company's.
  'Fatura não encontrada.': 'invoiceNotFound',
};

/** The shape of a backend error code ('ERR_TICKETNOTE_INVALID_NAME'), as opposed to a sentence. */
const UNKNOWN_CODE = /^ERR_[A-Z0-9_]+$/;
/** A code at the start of a longer text ('ERR_NO_DEF_WAPP_FOUND in COMPANY 1'). */
const LEADING_CODE = /^(ERR_[A-Z0-9_]+)(?:\s|$)/;

/**
 * S1 §8, once: the `error` of a failed answer, or a plain string. A code with a translation (`errors:<code>`)
 * gives the translated text, a code it does not know gives the generic text, any other string is shown as it is, anything else (no answer, malformed answer,
 * microphone denial, an Error object, ...) gives `errors:generic` ('An error occurred!'). A string is looked up
 * too, so a code that reaches here bare ('ERR_SESSION_EXPIRED') is never shown raw.
 */
export function describeError(error: unknown, t: TFunction): string {
  const raw = errorField(error);
  if (typeof raw === 'string' && raw.trim() !== '') {
    // The backend sometimes adds words after the code ('ERR_NO_DEF_WAPP_FOUND in COMPANY 1', measured on the
    // reference backend's POST /contacts): the code is what is looked up, the rest is never shown.
    const field = SENTENCE_KEYS[raw.trim()] ?? LEADING_CODE.exec(raw.trim())?.[1] ?? raw;
    const key = `errors:${field}`;
    const translated = t(key, { defaultValue: '' });
    if (typeof translated === 'string' && translated !== '' && translated !== key) return translated;
    // A code the catalogue does not know is not a message: never put it on screen (DEVELOPERS: never raw).
    return UNKNOWN_CODE.test(field) ? t(GENERIC_ERROR_KEY) : field;
  }
  return t(GENERIC_ERROR_KEY);
}
