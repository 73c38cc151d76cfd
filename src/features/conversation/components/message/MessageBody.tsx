import { PhoneXMarkIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../api/schemas/message.schema.ts';
import { formatListTime } from '../../../../lib/dates.ts';
import { DocumentLink } from './DocumentLink.tsx';
import { FormattedText } from '../../../../ui/FormattedText.tsx';
import { LocationCard } from './LocationCard.tsx';
import { MediaImage } from './MediaImage.tsx';
import { VCard } from './VCard.tsx';
import { captionOf, documentParts, messageKind } from './message-parts.ts';
import { safeWebUrl } from '../../../../ui/whatsapp-format.ts';

export interface MessageBodyProps {
  message: Message;
  loadMedia: (url: string) => Promise<Blob>;
  openUrl?: ((url: string) => void) | undefined;
}

function Caption({ body, mediaUrl }: { body: string; mediaUrl: string | null }) {
  const caption = captionOf(body, mediaUrl);
  return caption === '' ? null : (
    <p className="mt-1 break-words whitespace-pre-wrap">
      <FormattedText text={caption} />
    </p>
  );
}

/** What a message says or carries, by its kind; an unknown kind is its body as text (CONTRACT GET /messages). */
export function MessageBody({ message, loadMedia, openUrl }: MessageBodyProps) {
  const { t } = useTranslation();
  const { body, mediaUrl } = message;
  const kind = messageKind(message.mediaType, mediaUrl);
  // messageKind only gives a media kind with an http(s) URL; the fallback keeps the types honest.
  const url = safeWebUrl(mediaUrl) ?? '';
  switch (kind) {
    case 'text':
      return (
        <p className="break-words whitespace-pre-wrap">
          <FormattedText text={body} />
        </p>
      );
    case 'image':
      return (
        <>
          <MediaImage
            url={url}
            loadMedia={loadMedia}
            alt={captionOf(body, mediaUrl) || t('messages:media.image')}
          />
          <Caption body={body} mediaUrl={mediaUrl} />
        </>
      );
    case 'audio':
      return (
        // WhatsApp voice notes and audio carry no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          controls
          preload="metadata"
          src={url}
          aria-label={t('messages:media.audio')}
          className="w-64 max-w-full"
        />
      );
    case 'video':
      return (
        <>
          {/* WhatsApp videos carry no captions to offer. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            controls
            preload="metadata"
            src={url}
            aria-label={t('messages:media.video')}
            className="max-h-72 max-w-full rounded-md"
          />
          <Caption body={body} mediaUrl={mediaUrl} />
        </>
      );
    case 'document': {
      const { name, caption } = documentParts(body, mediaUrl);
      return (
        <>
          <DocumentLink url={url} name={name || t('messages:media.document')} loadMedia={loadMedia} />
          {caption !== '' && (
            <p className="mt-1 break-words whitespace-pre-wrap">
              <FormattedText text={caption} />
            </p>
          )}
        </>
      );
    }
    case 'vcard':
      return <VCard body={body} />;
    case 'location':
      return openUrl ? <LocationCard body={body} openUrl={openUrl} /> : <LocationCard body={body} />;
    case 'call':
      return (
        <p className="flex items-center gap-2">
          <PhoneXMarkIcon className="size-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
          {/* createdAt on both sides: HH:mm whatever the day, as the bubble's own time. */}
          {t('messages:missedCall', { time: formatListTime(message.createdAt, message.createdAt) })}
        </p>
      );
  }
}
