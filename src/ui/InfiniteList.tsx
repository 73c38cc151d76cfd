import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

export interface InfiniteListProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when scrolled within `threshold` px of the bottom, only while `hasMore && !loading`. */
  onNearEnd: () => void;
  hasMore: boolean;
  loading: boolean;
  /** S1 §9 / S3 §9: about 100 px. */
  threshold?: number;
  /** Rows above this count are virtualised. */
  virtualizeFrom?: number;
  /** Estimated row height for the virtualiser. */
  estimateSize?: number;
  /** Shown when there are no items and nothing is loading. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  className?: string;
}

export const NEAR_END_THRESHOLD = 100;

/** Pure rule of the scroll trigger, exported for tests. */
export function isNearEnd(
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold: number,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  onNearEnd,
  hasMore,
  loading,
  threshold = NEAR_END_THRESHOLD,
  virtualizeFrom = 60,
  estimateSize = 76,
  empty,
  label,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = items.length > virtualizeFrom;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
  });

  const check = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loading) return;
    if (isNearEnd(el, threshold)) onNearEnd();
  }, [hasMore, loading, onNearEnd, threshold]);

  // A first page shorter than the viewport cannot be scrolled: ask for more until it fills (or runs out).
  useEffect(() => {
    const el = scrollRef.current;
    if (el && el.scrollHeight > el.clientHeight) return;
    check();
  }, [check, items.length]);

  const loadingRow = loading && (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-4 text-xs font-medium text-ink-muted"
    >
      <Spinner size="sm" className="text-primary" />
      {t('common:loadingMore')}
    </div>
  );

  if (items.length === 0 && !loading && empty) {
    return <div className={clsx('min-h-0 flex-1 overflow-y-auto', className)}>{empty}</div>;
  }

  return (
    <div
      ref={scrollRef}
      onScroll={check}
      // A scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
      role="region"
      className={clsx(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:ring-inset',
        className,
      )}
    >
      {virtual ? (
        <ul className="relative m-0 w-full list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderItem(item, row.index)}
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="m-0 list-none p-0">
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      {loadingRow}
    </div>
  );
}
