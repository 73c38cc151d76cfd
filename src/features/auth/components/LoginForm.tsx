import { ArrowTopRightOnSquareIcon, EnvelopeIcon, LockClosedIcon } from '@heroicons/react/20/solid';
import type { TFunction } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Called only with values that pass the form's rules: an empty or malformed form sends nothing. */
  onSubmit: (values: LoginValues) => void;
  submitting: boolean;
  /** The external pricing page (S1 §2.2). */
  registerUrl: string;
  initialEmail?: string;
  /** Called as the email is typed (the screen keeps a draft so it survives a reload). */
  onEmailChange?: (email: string) => void;
  /** What was typed into the prerendered copy before the app ran (src/session/login-shell.ts). */
  initialPassword?: string;
  /**
   * The static copy in login.html (the form at first paint): its button is a plain button, so Enter in it submits
   * nothing (a native submit would put the password in the URL) until the real form replaces it.
   */
  prerendered?: boolean;
}

type FieldErrors = { [K in keyof LoginValues]?: string | undefined };

/** valibot's `email()` pattern, so the login accepts exactly what every other form of the app accepts. */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

/**
 * Both fields required, the email well formed; messages as the spec quotes them (S1 §5, §8). A failed sign-in is
 * not shown here: it is a toast, the catalogue's one way (S1 §8), so the user reads it once. The only form written
 * without valibot: two rules, and valibot kept off /login's first load (its 120 KB gzip budget).
 */
export function checkLogin(t: TFunction, values: LoginValues): FieldErrors {
  const email = values.email.trim();
  return {
    email:
      email === '' ? t('validation:required') : EMAIL.test(email) ? undefined : t('validation:invalidEmail'),
    password: values.password === '' ? t('validation:required') : undefined,
  };
}

export function LoginForm({
  onSubmit,
  submitting,
  registerUrl,
  initialEmail = '',
  onEmailChange,
  initialPassword = '',
  prerendered = false,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);
  // Messages appear after the first submit and then follow the typing, so nobody is scolded before trying.
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = attempted ? checkLogin(t, { email, password }) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = checkLogin(t, { email, password });
    if (found.email !== undefined) return emailRef.current?.focus();
    if (found.password !== undefined) return passwordRef.current?.focus();
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      {...(prerendered ? {} : { 'data-login-ready': '' })}
    >
      <TextField
        ref={emailRef}
        label={t('auth:login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        leading={<EnvelopeIcon />}
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          onEmailChange?.(e.target.value);
        }}
      />
      <TextField
        ref={passwordRef}
        label={t('auth:login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        leading={<LockClosedIcon />}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        type={prerendered ? 'button' : 'submit'}
        {...(prerendered ? { 'data-login-submit': '' } : {})}
        size="lg"
        fullWidth
        loading={submitting}
        className="mt-1"
      >
        {t('auth:login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {t('auth:login.noAccount')}{' '}
        <a
          href={registerUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('auth:login.register')}
          <ArrowTopRightOnSquareIcon className="size-3.5" aria-hidden="true" />
        </a>
      </p>
    </form>
  );
}
