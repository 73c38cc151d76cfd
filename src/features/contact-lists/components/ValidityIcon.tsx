import { CheckCircleIcon, ClockIcon, NoSymbolIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { ContactListItem } from '../../../api/schemas/s2.ts';

const LOOK = {
  validating: { Icon: ClockIcon, className: 'text-ink-muted animate-pulse' },
  valid: { Icon: CheckCircleIcon, className: 'text-green-700 dark:text-green-400' },
  invalid: { Icon: NoSymbolIcon, className: 'text-red-600 dark:text-red-400' },
} as const;

/** S2 §4 'Contact-list item validity: validating (null), valid, invalid', as an icon with its name. */
export function ValidityIcon({ item }: { item: Pick<ContactListItem, 'isWhatsappValid'> }) {
  const { t } = useTranslation();
  const validity = item.isWhatsappValid === null ? 'validating' : item.isWhatsappValid ? 'valid' : 'invalid';
  const { Icon, className } = LOOK[validity];
  const label = t(`contactLists:items.validity.${validity}`);
  return (
    <span role="img" aria-label={label} title={label} data-validity={validity} className="inline-flex">
      <Icon aria-hidden="true" className={`size-5 ${className}`} />
    </span>
  );
}
