import type { Queue } from '../../api/schemas/queue.schema.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { QueueFormValues } from './components/queue-form.ts';
import { withQueueCodes } from './queues.api.ts';
import { liveList } from '../../session/live-list.ts';
import { queuesView } from './queues.view.tsx';

/**
 * Queues, declared once (S3 §2.4, §4.2, §7): GET /queue (one plain array: one page), POST / PUT / DELETE /queue
 * with the schedules, and the live `company-{cid}-queue` frames (the backend announces a create as 'update': an
 * upsert either way). Its screen: ./queues.view.tsx.
 */
export const queuesEntity: DeclaredEntity<Queue, QueueFormValues> = {
  key: 'queues',
  messages: {
    saved: 'queues:saved',
    deleted: 'queues:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }) => ({ items: await api.queues.list(), hasMore: false }),
  save: (services, { values, existing }) =>
    withQueueCodes(services, () =>
      existing === null
        ? services.api.queues.create(values)
        : services.api.queues.update(existing.id, values),
    ),
  remove: (services, queue) => withQueueCodes(services, () => services.api.queues.remove(queue.id)),
  live: liveList('queue'),
  sort: (a, b) => a.id - b.id,
  view: queuesView,
};
