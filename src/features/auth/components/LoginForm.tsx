import { ArrowTopRightOnSquareIcon, EnvelopeIcon, LockClosedIcon } from '@heroicons/react/20/solid';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { Alert } from './Alert.tsx';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  submitting: boolean;
  /** Subscription warning (S1 §5), already translated. */
  warning?: string | undefined;
  /** Error text (invalid credentials, expired subscription), already translated. */
  error?: string | undefined;
  /** The external pricing page (S1 §2.2). */
  registerUrl: string;
  initialEmail?: string;
  /** Called as the email is typed (the screen keeps a draft so it survives a reload). */
  onEmailChange?: (email: string) => void;
}

export function LoginForm({
  onSubmit,
  submitting,
  warning,
  error,
  registerUrl,
  initialEmail = '',
  onEmailChange,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error" text={error} />}
      {warning && <Alert tone="warning" text={warning} />}
      <TextField
        label={t('auth:login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        leading={<EnvelopeIcon />}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          onEmailChange?.(e.target.value);
        }}
      />
      <TextField
        label={t('auth:login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        leading={<LockClosedIcon />}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting} className="mt-1">
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
