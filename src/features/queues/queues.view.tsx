import { QueueListIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { Queue } from '../../api/schemas/queue.schema.ts';
import { entityTexts, type EntityView } from '../../ui/entity/entity-view.ts';
import { Forbidden } from '../../ui/Forbidden.tsx';
import { Swatch } from '../../ui/Swatch.tsx';
import type { QueueFormValues } from './components/queue-form.ts';

/**
 * S3 §2.4 Queues (/queues): name, typebotId, colour, greeting; add, edit, delete (asked first); no search. The
 * add/edit dialog is the screen's (./components/QueueDialog.tsx), not a form of this view: its form holds only the
 * 'Dados da Fila' fields; the hours tab is a form of its own (the week's Save, S3 §2.9) and the option tree saves
 * each option on its own once the queue exists (S3 §4.5), both beside the queue's form, not inside it.
 */
export const queuesView: EntityView<Queue, QueueFormValues> = {
  titleId: 'queues-title',
  icon: <QueueListIcon />,
  texts: entityTexts('queues:', { without: ['searchPlaceholder', 'emptySearch'] }),
  nameOf: (q) => q.name,
  columns: (t) => [
    {
      key: 'name',
      header: t('queues:table.name'),
      width: 'minmax(0,1.5fr)',
      cell: (q) => <span className="truncate font-medium">{q.name}</span>,
    },
    {
      key: 'typebotId',
      header: t('queues:table.typebotId'),
      width: 'minmax(0,1fr)',
      cell: (q) =>
        q.typebotId ? (
          <span className="truncate font-mono text-xs">{q.typebotId}</span>
        ) : (
          <span className="text-ink-muted">{t('queues:none')}</span>
        ),
    },
    {
      key: 'color',
      header: t('queues:table.color'),
      width: '8rem',
      cell: (q) => (
        <span className="inline-flex items-center gap-2">
          <Swatch color={q.color} />
          <span className="font-mono text-xs">{q.color}</span>
        </span>
      ),
    },
    {
      key: 'greeting',
      header: t('queues:table.greeting'),
      width: 'minmax(0,2fr)',
      cell: (q) =>
        q.greetingMessage ? (
          <span className="truncate" title={q.greetingMessage}>
            {q.greetingMessage}
          </span>
        ) : (
          <span className="text-ink-muted">{t('queues:none')}</span>
        ),
    },
  ],
};

/** A user who is not an admin typed /queues (S3 §6: queues are admin-only). */
export function QueuesForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="queues-forbidden"
      title={t('queues:forbidden.title')}
      message={t('queues:forbidden.message')}
    />
  );
}
