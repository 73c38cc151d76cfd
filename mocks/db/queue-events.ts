import type { QueueOptionRow, QueueRow } from './rows.ts';

/** What PUT /queue/:id changed (the fields the body carried). */
export type QueueChanges = Partial<
  Pick<
    QueueRow,
    'name' | 'color' | 'greetingMessage' | 'outOfHoursMessage' | 'schedules' | 'typebotId' | 'updatedAt'
  >
>;

/** What PUT /queue-options/:id changed. */
export type QueueOptionChanges = Partial<
  Pick<QueueOptionRow, 'title' | 'message' | 'option' | 'parentId' | 'updatedAt'>
>;

/**
 * The queues' and their options' facts (S3 §2.4, §4.5; QueueController, QueueOptionController of the reference).
 * Frames: mocks/socket/queue-frames.ts.
 */
export type QueueEventDraft =
  | { type: 'queue.created'; queue: QueueRow }
  | { type: 'queue.updated'; queueId: number; changes: QueueChanges }
  /** DELETE /queue/:id: its options go (ON DELETE CASCADE), tickets keep no queue (SET NULL), users and
   * connections leave it. */
  | { type: 'queue.deleted'; queueId: number }
  | { type: 'queueOption.created'; option: QueueOptionRow }
  | { type: 'queueOption.updated'; optionId: number; changes: QueueOptionChanges }
  /** DELETE /queue-options/:id: its descendants go too (parentId ON DELETE CASCADE). */
  | { type: 'queueOption.deleted'; optionId: number };

export const QUEUE_EVENT_TYPES = [
  'queue.created',
  'queue.updated',
  'queue.deleted',
  'queueOption.created',
  'queueOption.updated',
  'queueOption.deleted',
] as const;
