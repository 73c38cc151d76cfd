import { UserCircleIcon } from '@heroicons/react/24/solid';
import { useTranslation } from 'react-i18next';
import { parseVCard } from './message-parts.ts';

export interface VCardProps {
  body: string;
}

/** A shared contact: the name and numbers read from the vCard body; a broken card still shows a card. */
export function VCard({ body }: VCardProps) {
  const { t } = useTranslation();
  const { name, numbers } = parseVCard(body);
  return (
    <div className="flex w-60 max-w-full items-center gap-3 rounded-md bg-ink/5 p-2" data-vcard>
      <UserCircleIcon className="size-10 shrink-0 text-ink-muted" aria-hidden="true" />
      <div className="min-w-0">
        <p className="truncate font-semibold">{name || t('messages:media.vcard')}</p>
        {numbers.length > 0 ? (
          numbers.map((number, index) => (
            <p key={index} className="truncate text-xs text-ink-muted">
              {number}
            </p>
          ))
        ) : (
          <p className="text-xs text-ink-muted">{t('messages:noNumber')}</p>
        )}
      </div>
    </div>
  );
}
