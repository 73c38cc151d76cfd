import { LockClosedIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';

/** S2 §6: the screen is for a user flagged super; anyone else reaching /announcements is told so, with a way out. */
export function AnnouncementsForbidden({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="announcements-forbidden"
      className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <LockClosedIcon aria-hidden="true" className="size-10 text-ink-muted" />
      <h1 id="announcements-forbidden" className="text-lg font-semibold text-ink">
        {t('announcements:forbidden.title')}
      </h1>
      <p className="max-w-sm text-sm text-ink-muted">{t('announcements:forbidden.message')}</p>
      <Button variant="secondary" onClick={onBack}>
        {t('announcements:forbidden.back')}
      </Button>
    </section>
  );
}
