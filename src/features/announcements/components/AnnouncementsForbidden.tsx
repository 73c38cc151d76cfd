import { useTranslation } from 'react-i18next';
import { Forbidden } from '../../../ui/Forbidden.tsx';

/** S2 §6: the screen is for a user flagged super; anyone else reaching /announcements is told so, with a way out. */
export function AnnouncementsForbidden({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="announcements-forbidden"
      title={t('announcements:forbidden.title')}
      message={t('announcements:forbidden.message')}
      back={{ label: t('announcements:forbidden.back'), onClick: onBack }}
    />
  );
}
