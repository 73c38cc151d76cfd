import { useTranslation } from 'react-i18next';

/** The record open in a dialog changed elsewhere: said above the form; what was typed stays. */
export function ChangedElsewhereNote() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('common:entity.changedElsewhere')}
    </p>
  );
}
