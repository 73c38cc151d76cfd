import { ArrowPathIcon, SignalSlashIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatListTime, type DateInput } from '../../../lib/dates.ts';

export type ConnectionBannerState = 'hidden' | 'down' | 'catchingUp';

export interface ConnectionBannerProps {
  state: ConnectionBannerState;
  /** When the live connection last worked (null: never, in this page). */
  lastLiveAt: DateInput | null;
  /** The clock for 'today' (stories and tests pin it). */
  now?: DateInput;
}

/**
 * Tells staff that live updates stopped (ARCHITECTURE: "the connection state is visible to the user"): the lists on
 * screen may be out of date. It says since when, and after the reconnect it says the lists are being brought up to
 * date, until they are.
 */
export function ConnectionBanner({ state, lastLiveAt, now }: ConnectionBannerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="contents">
      {state !== 'hidden' && (
        <div
          data-connection-banner={state}
          className={clsx(
            'flex items-center gap-2 border-b px-4 py-2 text-sm',
            state === 'down'
              ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
              : 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
          )}
        >
          {state === 'down' ? (
            <SignalSlashIcon aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <ArrowPathIcon aria-hidden="true" className="size-4 shrink-0 motion-safe:animate-spin" />
          )}
          {state === 'down' ? (
            <p>
              <strong className="font-semibold">{`${t('layout:offline.title')}.`}</strong>{' '}
              {lastLiveAt === null
                ? t('layout:offline.never')
                : t('layout:offline.since', { time: formatListTime(lastLiveAt, now) })}
            </p>
          ) : (
            <p>{t('layout:offline.catchingUp')}</p>
          )}
        </div>
      )}
    </div>
  );
}
