import clsx from 'clsx';
import type { ReactNode } from 'react';
import { primaryFill, primaryText } from './tone.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink/8 text-ink-muted ring-ink/10',
  primary: `bg-primary/12 ring-primary/20 ${primaryText}`,
  success: 'bg-emerald-500/12 text-emerald-800 ring-emerald-600/20 dark:text-emerald-300',
  warning: 'bg-amber-500/15 text-amber-800 ring-amber-600/25 dark:text-amber-300',
  danger: 'bg-red-500/12 text-red-700 ring-red-600/20 dark:text-red-300',
  info: 'bg-sky-500/12 text-sky-700 ring-sky-600/20 dark:text-sky-300',
};

export interface BadgeProps {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** A custom colour (queue colours), shown as a dot; the text stays in the ink colour for contrast. */
  color?: string;
  title?: string;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', size = 'sm', color, title, className, children }: BadgeProps) {
  return (
    <span
      title={title}
      className={clsx(
        'inline-flex max-w-full items-center gap-1 truncate rounded-md font-semibold ring-1 ring-inset',
        size === 'sm' ? 'px-1.5 py-0.5 text-[11px] leading-4' : 'px-2 py-0.5 text-xs leading-5',
        color ? 'bg-surface text-ink ring-line' : tones[tone],
        className,
      )}
    >
      {color && (
        <span
          aria-hidden="true"
          className="size-2 shrink-0 rounded-full"
          style={{ backgroundColor: color }}
        />
      )}
      <span className="truncate">{children}</span>
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Shown as `${max}+` above it. */
  max?: number;
  tone?: 'primary' | 'danger' | 'success' | 'neutral';
  /** Accessible description, e.g. '3 mensagens não lidas'; without it the number alone is read. */
  label?: string;
  showZero?: boolean;
  className?: string;
}

const countTones = {
  primary: primaryFill,
  danger: 'bg-red-600 text-white',
  success: 'bg-emerald-700 text-white',
  neutral: 'bg-ink/10 text-ink-muted',
} as const;

export function CountBadge({
  count,
  max = 99,
  tone = 'primary',
  label,
  showZero = false,
  className,
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  const text = count > max ? `${max}+` : String(count);
  return (
    <span
      className={clsx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] leading-none font-bold tabular-nums',
        countTones[tone],
        className,
      )}
    >
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A small status dot (unread chats). */
export function Dot({ label, className }: { label?: string; className?: string }) {
  return (
    <span className={clsx('inline-flex size-2.5 rounded-full bg-red-500 ring-2 ring-surface', className)}>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
