import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface CounterCardProps {
  label: string;
  /** The figure as shown; null while it is being read. */
  value: ReactNode | null;
  icon: ReactNode;
  /** A second line under the figure ('Atd. Realizados' also shows the finished count). */
  detail?: ReactNode;
  className?: string;
}

/**
 * One figure of the dashboard (S2 §2): its label, the value (a placeholder bar while it loads, announced as busy), an
 * icon. A definition pair for screen readers: the label names the value.
 */
export function CounterCard({ label, value, icon, detail, className }: CounterCardProps) {
  const loading = value === null;
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx('flex items-center gap-3 rounded-xl border border-line bg-surface p-4', className)}
      aria-busy={loading || undefined}
    >
      <div
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary [&_svg]:size-6"
      >
        {icon}
      </div>
      <dl className="min-w-0 flex-1">
        <dt className="text-sm leading-snug text-ink-muted">{label}</dt>
        <dd data-figure className="mt-0.5 text-xl font-semibold whitespace-nowrap tabular-nums text-ink">
          {loading ? (
            <span className="block h-7 w-20 animate-pulse rounded-md bg-surface-muted motion-reduce:animate-none" />
          ) : (
            value
          )}
        </dd>
        {detail !== undefined && !loading && <dd className="text-xs text-ink-muted">{detail}</dd>}
      </dl>
    </div>
  );
}
