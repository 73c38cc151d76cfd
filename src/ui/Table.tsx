import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PagedListViewProps } from './InfiniteList.tsx';
import { PagedList } from './PagedList.tsx';

export interface TableColumn<T> {
  key: string;
  /** The column's header (translated). */
  header: string;
  cell: (row: T) => ReactNode;
  /** A CSS grid track ('minmax(0,2fr)', '8rem'...). Default: an equal share. */
  width?: string;
  align?: 'start' | 'end' | 'center';
  /** The header is for screen readers only (an actions column). */
  hideHeader?: boolean;
}

export type TableProps<T> = PagedListViewProps & {
  items: readonly T[];
  columns: readonly TableColumn<T>[];
  getKey: (row: T) => string | number;
  /** Accessible name of the table. */
  label: string;
  /** Shown when the first page is in and holds nothing. */
  empty: ReactNode;
  /** Estimated row height for the virtualiser (rows past 60 are virtualised). */
  estimateSize?: number;
  className?: string;
  /** Extra classes of a row (e.g. an overdue invoice highlighted). */
  rowClassName?: (row: T) => string | undefined;
};

const alignments = {
  start: 'justify-start text-left',
  end: 'justify-end text-right',
  center: 'justify-center',
};

/**
 * Every table of records, written once for all screens: the columns, the rows virtualised past 60 (S2: lists of
 * thousands), the sticky header, the designed first-page states (loading, error with retry, empty) and the next page
 * loading or failed at the bottom, all from the paged list's view props (`usePagedList`). One tab stop: the rows hold
 * a roving tabindex; ↑/↓ move between rows, Home/End go to the first and last held row, and Tab from a row reaches
 * the row's own buttons.
 */
export function Table<T>({
  items,
  columns,
  getKey,
  label,
  empty,
  estimateSize = 56,
  className,
  rowClassName,
  ...list
}: TableProps<T>) {
  const template = columns.map((c) => c.width ?? 'minmax(0,1fr)').join(' ');
  const [active, setActive] = useState(0);
  const focusRow = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const current = Math.min(active, Math.max(0, items.length - 1));

  // After an arrow key the new row takes the focus once it is mounted (the virtualiser keeps it: keepMounted).
  useEffect(() => {
    if (!focusRow.current) return;
    focusRow.current = false;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-table-row="${current}"]`);
    row?.focus();
    row?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset['tableRow'] === undefined) return;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(items.length - 1, next));
    if (target === current) return;
    focusRow.current = true;
    setActive(target);
  };

  const header = (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-surface-muted">
      <div
        role="row"
        aria-rowindex={1}
        className="grid gap-3 px-4 py-2.5"
        style={{ gridTemplateColumns: template }}
      >
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            className={clsx(
              'flex min-w-0 items-center text-xs font-semibold tracking-wide text-ink-muted uppercase',
              alignments[column.align ?? 'start'],
            )}
          >
            <span className={clsx(column.hideHeader && 'sr-only')}>{column.header}</span>
          </div>
        ))}
      </div>
    </div>
  );

  return (
    // The keyboard handler sits on the wrapper: the rows are the focus targets, the wrapper is no stop of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={bodyRef} onKeyDown={onKeyDown} className={clsx('flex min-h-0 flex-1 flex-col', className)}>
      <PagedList
        {...list}
        items={items}
        label={label}
        empty={empty}
        getKey={(row) => getKey(row)}
        estimateSize={estimateSize}
        keepMounted={current}
        rovingRows
        table={{ header, rowCount: items.length }}
        renderItem={(row, index) => (
          <div
            role="row"
            aria-rowindex={index + 2}
            data-table-row={index}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            className={clsx(
              'grid items-center gap-3 border-b border-line px-4 py-2 text-sm text-ink hover:bg-surface-muted/60 focus:outline-none focus-visible:bg-primary/5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
              rowClassName?.(row),
            )}
            style={{ gridTemplateColumns: template }}
          >
            {columns.map((column) => (
              <div
                key={column.key}
                role="cell"
                className={clsx('flex min-w-0 items-center gap-2', alignments[column.align ?? 'start'])}
              >
                {column.cell(row)}
              </div>
            ))}
          </div>
        )}
      />
    </div>
  );
}
