import type { HelpRow } from './rows.ts';

/** What PUT /helps/:id wrote (UpdateService: the body's fields; updatedAt moves when one changed). */
export type HelpChanges = Partial<Pick<HelpRow, 'title' | 'description' | 'video' | 'link' | 'updatedAt'>>;

/**
 * Help videos (S3 §2.7; HelpController, HelpServices). Platform-wide rows; the event's companyId is the saver's
 * company, whose main channel alone hears `company-{cid}-help` (mocks/socket/help-frames.ts).
 */
export type HelpEventDraft =
  | { type: 'help.created'; help: HelpRow }
  | { type: 'help.updated'; helpId: number; changes: HelpChanges }
  | { type: 'help.deleted'; helpId: number };

export const HELP_EVENT_TYPES = ['help.created', 'help.updated', 'help.deleted'] as const;
