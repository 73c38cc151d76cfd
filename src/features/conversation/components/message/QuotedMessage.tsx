import type { Message } from '../../../../api/schemas/message.schema.ts';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '../../../../ui/FormattedText.tsx';
import { MediaKindIcon } from './MediaKindIcon.tsx';
import { accentText } from '../../../../ui/tone.ts';
import { captionOf, kindOfType, parseVCard } from './message-parts.ts';

export type QuotedMsg = NonNullable<Message['quotedMsg']>;

export interface QuotedMessageProps {
  quoted: QuotedMsg;
}

/** What a quoted message says, inline: its text (styled), or for media its kind and caption. */
export function QuoteText({ quoted }: QuotedMessageProps) {
  const { t } = useTranslation();
  const kind = kindOfType(quoted.mediaType);
  let text: string;
  switch (kind) {
    case 'text':
    case 'call':
      text = quoted.body;
      break;
    case 'vcard':
      text = parseVCard(quoted.body).name;
      break;
    case 'location':
      text = '';
      break;
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
      text = captionOf(quoted.body, quoted.mediaUrl);
      break;
  }
  return (
    <>
      {kind !== 'text' && (
        <span className="mr-1 inline-flex items-center gap-1 align-text-bottom">
          <MediaKindIcon
            kind={kind}
            className="size-3.5"
            label={text === '' ? undefined : t(`messages:media.${kind}`)}
          />
          {text === '' && t(`messages:media.${kind}`)}
        </span>
      )}
      <FormattedText text={text} />
    </>
  );
}

/**
 * The message a reply quotes: who wrote it and what it was. Media show their kind and caption only: a location's body
 * is a base64 thumbnail and a vCard's is raw text, neither is for reading.
 */
export function QuotedMessage({ quoted }: QuotedMessageProps) {
  const { t } = useTranslation();
  const author = quoted.fromMe ? t('messages:you') : (quoted.contact?.name ?? '');
  return (
    <blockquote
      aria-label={t('messages:quoted')}
      className="mb-1 rounded-md border-l-4 border-primary/70 bg-ink/5 px-2 py-1 text-xs"
    >
      {author !== '' && <p className={`font-semibold ${accentText}`}>{author}</p>}
      <p className="line-clamp-3 break-words whitespace-pre-wrap text-ink/85">
        <QuoteText quoted={quoted} />
      </p>
    </blockquote>
  );
}
