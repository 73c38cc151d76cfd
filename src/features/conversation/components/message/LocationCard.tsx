import { MapPinIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { parseLocation } from './message-parts.ts';

export interface LocationCardProps {
  body: string;
  /** Opens the map; window.open in a new, detached tab by default. */
  openUrl?: (url: string) => void;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** S1 §2.6: a location card with a 'Visualizar' button that opens the map link, when it is http(s). */
export function LocationCard({ body, openUrl = openInNewTab }: LocationCardProps) {
  const { t } = useTranslation();
  const { image, link, description } = parseLocation(body);
  return (
    <div className="flex w-60 max-w-full flex-col gap-2">
      {image !== null ? (
        <img src={image} alt={t('messages:media.location')} className="h-32 w-full rounded-md object-cover" />
      ) : (
        <div className="flex h-20 items-center justify-center rounded-md bg-ink/5 text-ink-muted">
          <MapPinIcon className="size-8" aria-hidden="true" />
        </div>
      )}
      {description !== '' && <p className="text-sm break-words whitespace-pre-wrap">{description}</p>}
      <Button
        size="sm"
        variant="secondary"
        disabled={link === null}
        leadingIcon={<MapPinIcon className="size-4" aria-hidden="true" />}
        onClick={() => {
          if (link !== null) openUrl(link);
        }}
      >
        {t('messages:view')}
      </Button>
    </div>
  );
}
