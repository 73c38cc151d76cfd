import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../session/current-route.ts';
import { ScreenPlaceholder } from './components/ScreenPlaceholder.tsx';

/** Screens of later issues: the route exists (guards, drawer, deep links) and names its screen. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <ScreenPlaceholder
      name={t(`layout:items.${route?.name ?? 'dashboard'}`, { defaultValue: route?.name ?? '' })}
    />
  );
}
