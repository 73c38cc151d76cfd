import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TEXT_DRAFT, useDraft } from '../../session/use-draft.ts';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../session/context.tsx';
import { peekReturnTo, takeReturnTo } from '../../session/return-to.ts';
import {
  readLoginShell,
  removeLoginShell,
  restoreLoginFocus,
  type LoginShellState,
} from '../../session/login-shell.ts';
import { brand } from '../../lib/brand.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { LoginForm, type LoginValues } from './components/LoginForm.tsx';

/**
 * S1 §2.2 and §5. The session machine does the rules; what it says (a wrong password, an expired subscription, the
 * due-date warning) reaches the user as toasts through the one effects binding, once.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const { status, send } = useSession();
  // Sandbox mode only: the seeded accounts, one press each, for those who only browse the demo.
  const { demoLogin, prefetchSignedIn } = useServices();
  const draft = useDraft('login.email', TEXT_DRAFT);
  // What was typed into the prerendered form before the app ran is kept (the form is on screen at first paint, before
  // the app runs, so typing can start early). Read at commit, not while rendering: a concurrent render yields to the
  // browser, so typing can land between the two.
  const [shell, setShell] = useState<LoginShellState | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const typed = readLoginShell();
    removeLoginShell();
    if (typed && (typed.email !== '' || typed.password !== '' || typed.focused !== null || typed.submit))
      setShell(typed);
  }, []);
  const saveDraft = draft.save;
  useLayoutEffect(() => {
    if (shell === null) return;
    if (formRef.current) restoreLoginFocus(formRef.current, shell);
    if (shell.email !== '') saveDraft(shell.email);
    // Entrar pressed in the copy: sent now, through the real form's rules.
    if (shell.submit) formRef.current?.querySelector('form')?.requestSubmit();
  }, [shell, saveDraft]);
  // Once the form is on screen, the workspace's code downloads while the user types: login → first rows waits for
  // no download.
  useEffect(() => prefetchSignedIn(), [prefetchSignedIn]);

  const submit = (values: LoginValues) => {
    const from = peekReturnTo();
    send({
      type: 'session.login',
      email: values.email.trim(),
      password: values.password,
      ...(from ? { from } : {}),
    });
  };

  // The origin is consumed only once the login went through.
  const clearDraft = draft.clear;
  useEffect(() => {
    if (status !== 'signedIn') return;
    takeReturnTo();
    clearDraft();
  }, [status, clearDraft]);

  return (
    <AuthLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <div ref={formRef}>
        <LoginForm
          // What the prerendered copy held arrives after the first commit: the form starts again with it.
          key={shell === null ? 'blank' : 'typed'}
          onSubmit={submit}
          submitting={status === 'signingIn'}
          registerUrl={brand.pricingUrl}
          initialEmail={shell && shell.email !== '' ? shell.email : (draft.initial ?? '')}
          initialPassword={shell?.password ?? ''}
          onEmailChange={draft.save}
        />
      </div>
      {demoLogin?.({
        signIn: (email, password) => submit({ email, password }),
        busy: status === 'signingIn',
      })}
    </AuthLayout>
  );
}
