import { MegaphoneIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api/schemas/s2.ts';
import { formatDate } from '../../lib/dates.ts';
import { entityTexts, type EntityView } from '../../ui/entity/entity-view.ts';
import { PRIORITY_TONE, type AnnouncementFormValues } from './components/announcement-form.ts';

/** The priority as S2 §2 names it, with its colour (1 red, 2 orange, 3 grey). */
export function PriorityLabel({ priority: given }: { priority: Announcement['priority'] }) {
  const { t } = useTranslation();
  const priority = given ?? 3;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className={clsx('size-2.5 rounded-full', PRIORITY_TONE[priority].label)} />
      {t(`announcements:priority.${priority}`)}
    </span>
  );
}

/**
 * S2 §2 Announcements (/announcements): search, add, a table of title, priority, media name ('Sem anexo'), status
 * ('ativo' / 'inativo') and the date, edit and delete per row. The dialog, with its attachment, is the screen's
 * (./components/AnnouncementDialog.tsx).
 */
export const announcementsView: EntityView<Announcement, AnnouncementFormValues> = {
  titleId: 'announcements-title',
  icon: <MegaphoneIcon />,
  texts: entityTexts('announcements:'),
  nameOf: (a) => a.title,
  columns: (t) => [
    {
      key: 'title',
      header: t('announcements:table.title'),
      width: 'minmax(0,2fr)',
      cell: (a) => <span className="truncate font-medium text-ink">{a.title}</span>,
    },
    {
      key: 'priority',
      header: t('announcements:table.priority'),
      width: '8rem',
      cell: (a) => <PriorityLabel priority={a.priority} />,
    },
    {
      key: 'media',
      header: t('announcements:table.mediaName'),
      width: 'minmax(0,1.3fr)',
      cell: (a) =>
        (a.mediaName ?? a.mediaPath) ? (
          <span className="truncate text-sm">{a.mediaName ?? a.mediaPath}</span>
        ) : (
          <span className="text-sm text-ink-muted">{t('announcements:noAttachment')}</span>
        ),
    },
    {
      key: 'status',
      header: t('announcements:table.status'),
      width: '6rem',
      cell: (a) => (
        <span className={clsx('text-sm', a.status ? 'text-ink' : 'text-ink-muted')}>
          {a.status ? t('announcements:active') : t('announcements:inactive')}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t('announcements:table.createdAt'),
      width: '7rem',
      cell: (a) => <span className="text-sm tabular-nums">{formatDate(a.createdAt)}</span>,
    },
  ],
};
