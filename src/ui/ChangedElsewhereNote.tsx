import { useTranslation } from 'react-i18next';

/**
 * The record open in a form changed elsewhere: said above the form; what was typed stays. `className` places it
 * (by default the space a dialog's form leaves under it).
 */
export function ChangedElsewhereNote({ className = 'mb-4' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className={`${className} rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
    >
      {t('common:entity.changedElsewhere')}
    </p>
  );
}
