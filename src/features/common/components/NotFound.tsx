import { useTranslation } from 'react-i18next';

export interface NotFoundProps {
  /** Where the back link leads; defaults to '/'. */
  homeHref?: string;
  onHome?: () => void;
}

export function NotFound({ homeHref = '/', onHome }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">{404}</p>
      <h1 className="text-xl font-semibold text-ink">{t('common:notFound.title')}</h1>
      <p className="max-w-sm text-sm text-ink-muted">{t('common:notFound.body')}</p>
      <a
        href={homeHref}
        onClick={(event) => {
          if (!onHome) return;
          event.preventDefault();
          onHome();
        }}
        className="mt-2 inline-flex h-10 items-center rounded-lg bg-[color-mix(in_oklab,var(--color-primary)_86%,black)] dark:bg-primary px-4 text-sm font-semibold text-primary-contrast shadow-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('common:notFound.back')}
      </a>
    </div>
  );
}
