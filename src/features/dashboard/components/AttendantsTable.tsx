import { CheckCircleIcon, ExclamationCircleIcon, StarIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DashboardAttendant } from '../../../api/schemas/dashboard.schema.ts';
import { formatMinutes, RATING_MAX, starsOf } from '../dashboard-logic.ts';

/** S2 §2: the read-only rating on 3 stars, named by its value; the scale is its tooltip. */
export function RatingStars({ rating }: { rating: number | null | undefined }) {
  const { t } = useTranslation();
  const stars = starsOf(rating);
  return (
    <span
      role="img"
      aria-label={t('dashboard:attendants.ratingValue', { value: stars })}
      title={t('dashboard:attendants.ratingHint')}
      className="inline-flex cursor-help items-center gap-0.5"
      data-stars={stars}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarIcon
          key={i}
          aria-hidden="true"
          className={clsx('size-5', i < stars ? 'text-amber-500' : 'text-line dark:text-ink-muted/40')}
        />
      ))}
    </span>
  );
}

/** S2 §2: the online or offline icon of 'Status (Atual)', named for screen readers and by tooltip. */
export function OnlineIcon({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const label = online ? t('dashboard:attendants.online') : t('dashboard:attendants.offline');
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      {online ? (
        <CheckCircleIcon aria-hidden="true" className="size-5 text-green-600 dark:text-green-400" />
      ) : (
        <ExclamationCircleIcon aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" />
      )}
    </span>
  );
}

export interface AttendantsTableProps {
  attendants: readonly DashboardAttendant[];
}

/**
 * S2 §2: Nome, Avaliações, Qtd Atendimentos, T.M. de Atendimento, Status (Atual). A plain table: the company's users,
 * a handful of rows, no paging.
 */
export function AttendantsTable({ attendants }: AttendantsTableProps) {
  const { t } = useTranslation();
  const th = 'px-4 py-2.5 text-xs font-semibold text-ink-muted';
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold text-ink">
          {t('dashboard:attendants.label')}
        </caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={clsx(th, 'text-left')}>
              {t('dashboard:attendants.name')}
            </th>
            <th scope="col" className={clsx(th, 'text-center')}>
              {t('dashboard:attendants.rating')}
            </th>
            <th scope="col" className={clsx(th, 'text-center')}>
              {t('dashboard:attendants.tickets')}
            </th>
            <th scope="col" className={clsx(th, 'text-center')}>
              {t('dashboard:attendants.avgSupport')}
            </th>
            <th scope="col" className={clsx(th, 'text-center')}>
              {t('dashboard:attendants.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {attendants.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-6 text-center text-ink-muted">
                {t('dashboard:attendants.empty')}
              </td>
            </tr>
          ) : (
            attendants.map((a, index) => (
              <tr key={a.id ?? `row-${index}`}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-ink">
                  {a.name}
                </th>
                <td className="px-4 py-2.5 text-center" title={t('dashboard:attendants.ratingHint')}>
                  <RatingStars rating={a.rating} />
                </td>
                <td className="px-4 py-2.5 text-center tabular-nums text-ink">{a.tickets}</td>
                <td className="px-4 py-2.5 text-center tabular-nums text-ink">
                  {formatMinutes(a.avgSupportTime)}
                </td>
                <td className="px-4 py-2.5 text-center">
                  <OnlineIcon online={a.online} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
