import { QueueListIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../../ui/MultiSelect.tsx';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { swatchOption } from '../../../ui/Swatch.tsx';

export interface QueueChoice {
  id: number;
  name: string;
  color: string;
}

export interface TicketQueueFilterProps {
  /** The queues the user may choose from: their own, or every queue of the company for admins (S1 §6). */
  queues: readonly QueueChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The read of the company's queues (admins): failed, the filter says so and offers a retry. */
  load?: ReadState | undefined;
}

/**
 * The user's queue selection (S1 §4.3 "the user's selected queues"): the lists show the tickets of the chosen queues
 * (and those with none, as the server lists them), and a ticket moved to a queue outside it leaves them.
 */
export function TicketQueueFilter({ queues, value, onChange, load }: TicketQueueFilterProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect<number>
      className="max-w-56 min-w-0 flex-1"
      hideLabel
      icon={<QueueListIcon />}
      label={t('tickets:filters.queues')}
      placeholder={t('tickets:filters.noQueues')}
      summary={(count) =>
        count === queues.length ? t('tickets:filters.allQueues') : t('tickets:filters.queuesCount', { count })
      }
      value={value}
      onChange={onChange}
      options={queues.map((queue) => swatchOption(queue.id, queue.name, queue.color))}
      load={load}
    />
  );
}
