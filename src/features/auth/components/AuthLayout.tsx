import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../lib/brand.ts';
import { BrandMark } from '../../../ui/BrandMark.tsx';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Extra content under the card (links). */
  below?: ReactNode;
  /** Year of the legal notice; defaults to the current year (stories pin it). */
  year?: number;
}

/** Public pages frame: brand, a card, and the provider's legal notice in the footer (S1 §2.2). */
export function AuthLayout({ title, subtitle, children, below, year }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-surface-muted">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[28rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_65%)] opacity-[0.14]"
      />
      <main className="relative flex flex-1 flex-col items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center">
            <BrandMark size="lg" />
          </div>
          <section
            aria-labelledby="auth-title"
            className="rounded-2xl border border-line bg-surface px-6 py-8 shadow-xl shadow-black/[0.04] sm:px-9"
          >
            <header className="mb-6 space-y-1.5 text-center">
              <h1 id="auth-title" className="text-xl font-semibold tracking-tight text-ink">
                {title}
              </h1>
              {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
            </header>
            {children}
          </section>
          {below && <div className="mt-6 text-center text-sm text-ink-muted">{below}</div>}
        </div>
      </main>
      <footer className="relative border-t border-line/70 px-4 py-5 text-center text-xs text-ink-muted">
        <p>{t('auth:legal', { year: year ?? new Date().getFullYear(), brand: brand.name })}</p>
        <p className="mt-1">{brand.legalNotice}</p>
      </footer>
    </div>
  );
}
