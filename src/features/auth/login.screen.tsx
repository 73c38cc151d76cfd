import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../../app/notifications.ts';
import { useServices, useSession } from '../../app/context.tsx';
import { peekReturnTo, takeReturnTo } from '../../app/return-to.ts';
import { brand } from '../../lib/brand.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { LoginForm, type LoginValues } from './components/LoginForm.tsx';

/** S1 §2.2 and §5. The session machine does the rules; this screen shows them next to the form too. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { session } = useServices();
  const { status, send } = useSession();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const sub = session.on('notify', (e) => {
      if (e.level === 'error') setError(notificationText(e, t));
    });
    return () => sub.unsubscribe();
  }, [session, t]);

  const submit = (values: LoginValues) => {
    setError(undefined);
    const from = peekReturnTo();
    send({
      type: 'session.login',
      email: values.email.trim(),
      password: values.password,
      ...(from ? { from } : {}),
    });
  };

  // The origin is consumed only once the login went through.
  useEffect(() => {
    if (status === 'signedIn') takeReturnTo();
  }, [status]);

  return (
    <AuthLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <LoginForm
        onSubmit={submit}
        submitting={status === 'signingIn'}
        error={error}
        registerUrl={brand.pricingUrl}
      />
    </AuthLayout>
  );
}
