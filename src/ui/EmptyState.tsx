import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
    >
      {icon && (
        <div
          className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary [&_svg]:size-6"
          aria-hidden="true"
        >
          {icon}
        </div>
      )}
      <div className="space-y-1">
        <p className="text-sm font-semibold text-ink">{title}</p>
        {description && <p className="mx-auto max-w-xs text-sm text-ink-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
