import { ArrowUturnLeftIcon, ChevronDownIcon, NoSymbolIcon, TrashIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../api/schemas/message.schema.ts';
import { formatListTime } from '../../../../lib/dates.ts';
import { Menu, type MenuEntry } from '../../../../ui/Menu.tsx';
import { AckIcon } from './AckIcon.tsx';
import { MessageBody } from './MessageBody.tsx';
import { QuotedMessage } from './QuotedMessage.tsx';
import { FormattedText } from '../../../../ui/FormattedText.tsx';
import { accentText } from '../../../../ui/tone.ts';
import { kindOfType } from './message-parts.ts';

export interface MessageBubbleProps {
  message: Message;
  /** Fetches an image with the session; the bubble shows it from a blob (S1 §2.6). */
  loadMedia: (url: string) => Promise<Blob>;
  /** Offered on every message; omitted (read-only, e.g. the peek dialog) means no reply. */
  onReply?: ((message: Message) => void) | undefined;
  /** Offered only on own messages not yet deleted (S1 §2.6); the caller asks for confirmation. */
  onDelete?: ((message: Message) => void) | undefined;
  /** Group chats: the author's name above the contact's messages. */
  showContactName?: boolean | undefined;
  /** Opens a location's map; a new detached tab by default. */
  openUrl?: ((url: string) => void) | undefined;
}

function DeletedBody({ message }: { message: Message }) {
  const { t } = useTranslation();
  if (!message.fromMe)
    return (
      <p className="flex items-center gap-1.5 text-ink-muted italic">
        <NoSymbolIcon className="size-4 shrink-0" aria-hidden="true" />
        {t('messages:deletedByContact')}
      </p>
    );
  const kind = kindOfType(message.mediaType);
  // A deleted media message has nothing left to show but what it was.
  const text =
    kind !== 'text' ? t(`messages:media.${kind}`) : message.body.trim() || t('messages:deletedOwn');
  return (
    <p className="flex items-start gap-1.5 text-ink-muted">
      <span role="img" aria-label={t('messages:deletedOwn')} className="mt-0.5 shrink-0">
        <NoSymbolIcon className="size-4" aria-hidden="true" />
      </span>
      <del className="break-words whitespace-pre-wrap">
        <FormattedText text={text} links={false} />
      </del>
    </p>
  );
}

/** One message of a conversation: quote, body by kind, time, edited mark, delivery icon and the options menu. */
export function MessageBubble({
  message,
  loadMedia,
  onReply,
  onDelete,
  showContactName = false,
  openUrl,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const items: MenuEntry[] = [];
  if (onReply)
    items.push({
      key: 'reply',
      label: t('messages:reply'),
      icon: <ArrowUturnLeftIcon />,
      onSelect: () => onReply(message),
    });
  if (onDelete && message.fromMe && !message.isDeleted)
    items.push({
      key: 'delete',
      label: t('messages:delete'),
      icon: <TrashIcon />,
      danger: true,
      onSelect: () => onDelete(message),
    });
  const author = !message.fromMe && showContactName ? (message.contact?.name ?? '') : '';
  return (
    <div
      data-message-id={message.id}
      className={clsx(
        'group relative w-fit max-w-[75%] min-w-24 rounded-lg py-1.5 pl-3 text-sm text-ink shadow-sm',
        // Room for the options trigger, so it never covers the first line.
        items.length > 0 ? 'pr-8' : 'pr-3',
        message.fromMe ? 'ml-auto bg-primary/12' : 'mr-auto bg-surface',
      )}
    >
      {items.length > 0 && (
        <div className="absolute top-1 right-1 z-10">
          <Menu
            button={<ChevronDownIcon className="size-4" />}
            buttonLabel={t('messages:options')}
            buttonClassName={clsx(
              'size-6 bg-inherit text-ink-muted hover:bg-ink/10',
              // Shown on hover where there is a pointer, always on touch, and whenever it has focus or is open.
              'pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 focus:opacity-100 data-open:opacity-100',
            )}
            items={items}
            lazy
          />
        </div>
      )}
      {author !== '' && <p className={`mb-0.5 text-xs font-semibold ${accentText}`}>{author}</p>}
      {message.quotedMsg && !message.isDeleted && <QuotedMessage quoted={message.quotedMsg} />}
      {message.isDeleted ? (
        <DeletedBody message={message} />
      ) : (
        <MessageBody message={message} loadMedia={loadMedia} openUrl={openUrl} />
      )}
      <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-ink-muted">
        {message.isEdited && <span>{t('messages:edited')}</span>}
        {/* createdAt on both sides: HH:mm whatever the day (S1 §2.6 puts the day in the list's separators). */}
        <time dateTime={message.createdAt}>{formatListTime(message.createdAt, message.createdAt)}</time>
        {message.fromMe && <AckIcon ack={message.ack} />}
      </p>
    </div>
  );
}
