import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/solid';
import clsx from 'clsx';
import { brand } from '../lib/brand.ts';

export interface BrandMarkProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hides the brand name, keeping only the logo mark. */
  compact?: boolean;
  className?: string;
}

const marks = {
  sm: 'size-7 rounded-lg [&_svg]:size-4',
  md: 'size-9 rounded-xl [&_svg]:size-5',
  lg: 'size-12 rounded-2xl [&_svg]:size-7',
} as const;
const texts = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' } as const;

/** Brand logo (configured image or the default mark) with the brand name. */
export function BrandMark({ size = 'md', compact = false, className }: BrandMarkProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt={compact ? brand.name : ''}
          className={clsx(marks[size], 'object-contain')}
        />
      ) : (
        <span
          className={clsx(
            'inline-flex items-center justify-center bg-linear-to-br from-primary to-primary/70 text-primary-contrast shadow-md shadow-primary/25',
            marks[size],
          )}
          aria-hidden={!compact}
          {...(compact ? { role: 'img', 'aria-label': brand.name } : {})}
        >
          <ChatBubbleLeftRightIcon aria-hidden="true" />
        </span>
      )}
      {!compact && (
        <span className={clsx('font-bold tracking-tight text-ink', texts[size])}>{brand.name}</span>
      )}
    </span>
  );
}
