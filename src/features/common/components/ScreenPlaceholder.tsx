import { WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';

export interface ScreenPlaceholderProps {
  /** The screen's name, already translated (e.g. 'Contatos'). */
  name: string;
}

/** Stands in for a screen of a later issue; names it. */
export function ScreenPlaceholder({ name }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col p-6 sm:p-8">
      <h1 className="text-xl font-semibold tracking-tight text-ink">{name}</h1>
      <div className="mt-6 flex flex-1 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
        <span
          className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary"
          aria-hidden="true"
        >
          <WrenchScrewdriverIcon className="size-6" />
        </span>
        <p className="text-sm font-semibold text-ink">{t('common:screenSoon')}</p>
        <p className="max-w-sm text-sm text-ink-muted">{t('common:placeholder', { name })}</p>
      </div>
    </div>
  );
}
