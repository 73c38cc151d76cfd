import type { SandboxEvent } from '../db/events.ts';
import type { State } from '../db/projection.ts';
import type { QueueEventDraft } from '../db/queue-events.ts';
import { queueView } from '../db/views.ts';
import type { Frame } from './frame.ts';

type QueueEvent = Extract<SandboxEvent, { type: QueueEventDraft['type'] }>;

/**
 * QueueController: `company-{cid}-queue` by io.emit (every socket; here every company's mainchannel, which each
 * socket joins), `{action:'update', queue}` for a create too, and `{action:'delete', queueId}` with a number.
 * QueueOptionController emits nothing.
 */
export function queueFramesOf(event: QueueEvent, before: State, after: State): Frame[] {
  const everyone = () => [...after.tables.companies.values()].map((c) => `company-${c.id}-mainchannel`);
  switch (event.type) {
    case 'queue.created':
    case 'queue.updated': {
      const id = event.type === 'queue.created' ? event.queue.id : event.queueId;
      const q = after.tables.queues.get(id);
      if (!q) return [];
      return [
        {
          rooms: everyone(),
          event: `company-${q.companyId}-queue`,
          payload: { action: 'update', queue: queueView(q) },
        },
      ];
    }
    case 'queue.deleted': {
      const q = before.tables.queues.get(event.queueId);
      return q
        ? [
            {
              rooms: everyone(),
              event: `company-${q.companyId}-queue`,
              payload: { action: 'delete', queueId: q.id },
            },
          ]
        : [];
    }
    case 'queueOption.created':
    case 'queueOption.updated':
    case 'queueOption.deleted':
      return [];
  }
}
