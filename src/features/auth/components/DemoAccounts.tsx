import { ArrowRightEndOnRectangleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDemoTexts } from '../../../lib/i18n/locales/demo.ts';

/** A seeded account of the sandbox, as the demo's login page lists it. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  profile: 'admin' | 'user';
  super: boolean;
  /** The name of the account's company. */
  company: string;
}

export interface DemoAccountsProps {
  accounts: readonly DemoAccount[];
  /** One press signs in with that account's email and password. */
  onSignIn: (account: DemoAccount) => void;
  /** A sign-in is running: the buttons keep the focus but do nothing. */
  busy?: boolean;
}

/**
 * For those who only browse the demo: in sandbox mode only, the login page lists the seeded accounts with their
 * profile, and a press signs in with one, no credentials to look up. The sandbox's entry hands this component to the
 * login screen; a production build never reaches this module (nor its texts, the `demo` namespace).
 */
export function DemoAccounts({ accounts, onSignIn, busy = false }: DemoAccountsProps) {
  const { t, i18n } = useTranslation();
  addDemoTexts(i18n);
  const titleId = useId();
  if (accounts.length === 0) return null;
  const first = accounts[0]?.password;
  const sharedPassword = accounts.every((a) => a.password === first) ? first : undefined;
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-line pt-5" data-demo-accounts="">
      <h2 id={titleId} className="text-sm font-semibold text-ink">
        {t('demo:title')}
      </h2>
      <p className="mt-1 text-xs text-ink-muted">
        {t('demo:hint')}
        {sharedPassword !== undefined && <> {t('demo:sharedPassword', { password: sharedPassword })}</>}
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onSignIn(account);
              }}
              className={clsx(
                'group flex w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 text-left transition',
                'hover:border-primary/60 hover:bg-surface-muted',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-ink">
                  {t('demo:signInAs', { name: account.name })}
                </span>
                <span className="truncate text-xs text-ink-muted">{account.email}</span>
                <span className="truncate text-xs text-ink-muted">
                  {t(account.super ? 'demo:profile.super' : `demo:profile.${account.profile}`)}
                  {' · '}
                  {t('demo:company', { name: account.company })}
                </span>
              </span>
              <ArrowRightEndOnRectangleIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-muted group-hover:text-primary"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
