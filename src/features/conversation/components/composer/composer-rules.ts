/** The rules of the message composer (S1 §2.7, §4.4, §5, §9), apart from the component so they are tested alone. */
import type { QuickMessage } from '../../../../api/schemas/quick-message.schema.ts';
import { shorten } from '../../../../lib/text.ts';

/** S1 §2.7: the input grows up to 5 rows, then scrolls. */
export const MAX_ROWS = 5;
/** S1 §2.7: the emoji picker shows 16 emojis per line. */
export const EMOJI_COLUMNS = 16;
/** S1 §9: the message of a quick-reply label is cut at 35 characters. */
export const QUICK_REPLY_MESSAGE_LENGTH = 35;

/** S1 §4.4: empty or whitespace-only text is not sent. */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}

/** S1 §4.4: with signing on, the body is prefixed with the user's name in bold (WhatsApp `*…*`) and a newline. */
export function messageBody(text: string, sign: boolean, userName: string): string {
  const trimmed = text.trim();
  return sign ? `*${userName}*\n${trimmed}` : trimmed;
}

/** S1 §5: suggestions appear when the input starts with '/' and has more than one character. */
export function quickReplyQuery(text: string): string | null {
  return text.startsWith('/') && text.length > 1 ? text.slice(1).toLowerCase() : null;
}

/** S1 §5: matched against shortcode plus message, case-insensitively. */
export function matchQuickReplies(
  text: string,
  quickReplies: readonly QuickMessage[],
): readonly QuickMessage[] {
  const query = quickReplyQuery(text);
  if (query === null) return [];
  return quickReplies.filter((q) => `${q.shortcode} ${q.message}`.toLowerCase().includes(query));
}

/** S1 §9: `shortcode - message`, the message cut at 35 characters. */
export function quickReplyLabel(quickReply: QuickMessage): string {
  return `${quickReply.shortcode} - ${shorten(quickReply.message, QUICK_REPLY_MESSAGE_LENGTH)}`;
}

/** Text inserted over the selection [start, end), with where the caret goes after it. */
export function insertAt(
  text: string,
  start: number,
  end: number,
  insert: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { value: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/** mm:ss of a recording (S1 §2.7); minutes keep counting past 59. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
