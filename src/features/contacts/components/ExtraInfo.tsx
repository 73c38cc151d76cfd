import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraInfo as ExtraInfoItem } from '../../../api/schemas/contact.schema.ts';

export interface ExtraInfoProps {
  items: readonly ExtraInfoItem[];
}

/** The contact's extra-info name/value pairs (S1 §2.6 contact drawer). */
export function ExtraInfo({ items }: ExtraInfoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('contacts:drawer.extraInfo')}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('contacts:drawer.noExtraInfo')}</p>
      ) : (
        <dl className="divide-y divide-line rounded-lg border border-line">
          {items.map((item, index) => (
            <div key={item.id ?? `${item.name}-${index}`} className="px-3 py-2">
              <dt className="text-xs text-ink-muted">{item.name}</dt>
              <dd className="text-sm break-words whitespace-pre-wrap text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
