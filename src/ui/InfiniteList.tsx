import { defaultRangeExtractor, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type Key,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../lib/use-stable-callback.ts';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';

export type InfiniteListAnchor = 'top' | 'bottom';

/**
 * What a list screen shows of a paged list besides its items (`usePagedList` in src/session gives exactly this): the
 * first page loading or failed with a retry, the next page loading or failed with a retry, and the scroll distance
 * reported to the list machine, which decides when it is near.
 */
export interface PagedListViewProps {
  status: 'pending' | 'error' | 'success';
  /** The failure of the first page, already described by the error catalogue. */
  error?: string | undefined;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: boolean;
  onRetryMore: () => void;
  onScrolled: (distanceToEnd: number) => void;
}

export interface InfiniteListProps<T> {
  /** In display order (bottom anchor: oldest first). */
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * The distance in px to the loading end (the bottom for the top anchor, the top for the bottom anchor), on scroll
   * and after the items change, while `hasMore` and nothing is loading or failed. The list machine decides (S1 §9).
   */
  onScrolled: (distanceToEnd: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last load-more failed: the loading end offers a retry. */
  moreError: boolean;
  onRetryMore: () => void;
  /**
   * 'top' (default): later pages below. 'bottom' (conversations): starts at the bottom, stays there when items are
   * appended while the reader is there, and keeps the reader's position when older items are prepended.
   */
  anchor?: InfiniteListAnchor;
  /** Rows above this count are virtualised. */
  virtualizeFrom?: number;
  /** Estimated row height for the virtualiser. */
  estimateSize?: number;
  /** Shown when there are no items and nothing is loading. */
  empty?: ReactNode;
  /**
   * An index rendered even when scrolled out of the virtual window: the row holding the keyboard focus, so
   * scrolling away and back neither loses the focus nor the place the arrow keys move from.
   */
  keepMounted?: number | undefined;
  /**
   * The rows hold the list's one tab stop (a roving tabindex: one row focusable, the arrow keys move it), so the
   * scroll region is not a tab stop of its own: scrolled from the rows, it still passes axe's
   * scrollable-region-focusable, which asks for focusable content or a focusable region. Without it the region is
   * focusable, for lists whose rows hold nothing focusable.
   */
  rovingRows?: boolean;
  /**
   * Table semantics (src/ui/Table.tsx): the scroll region is the table, `header` its sticky first row group, the
   * list and its items presentational (each rendered item is a row, with its `aria-rowindex`).
   */
  table?: { header: ReactNode; rowCount: number };
  /** Accessible name of the list. */
  label: string;
  className?: string;
}

/** A rendered row's list item, by key, with the item element it holds (see `itemsOf`). */
type RowItems = Map<Key, { child: ReactNode; table: boolean; element: ReactElement }>;

/** Under this distance from the bottom the reader counts as "at the bottom" (sub-pixel scroll positions). */
const PINNED_PX = 4;

type ScrollMetrics = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * The first row (li[data-key]) whose box reaches into the viewport, and where its bottom edge is from the viewport's
 * top. The bottom edge, because what a row shows above its item may change when rows come before it (a conversation's
 * day separator goes when older messages of the same day arrive) while the item itself must not move.
 */
function firstRowSeen(el: HTMLElement): { key: string; offset: number } | null {
  const top = el.getBoundingClientRect().top;
  let best: { key: string; offset: number } | null = null;
  for (const row of el.querySelectorAll<HTMLElement>('li[data-key]')) {
    const offset = row.getBoundingClientRect().bottom - top;
    if (offset <= 0) continue;
    if (best === null || offset < best.offset) best = { key: row.dataset['key'] ?? '', offset };
  }
  return best;
}

/** A row's height from its ResizeObserver entry; before the first entry, the one known or the estimate. */
function measureObserved(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/**
 * The loading end while the next page loads or after it failed (with its retry). Its own component: the list renders
 * at every live change, and only this part reads a translation (a read per live change is script every event pays).
 */
function ListEnd({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-4 text-xs font-medium text-ink-muted"
    >
      {failed ? (
        <>
          <span>{t('common:loadMoreFailed')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common:error.retry')}
          </Button>
        </>
      ) : (
        <>
          <Spinner size="sm" className="text-primary" />
          {t('common:loadingMore')}
        </>
      )}
    </div>
  );
}

/** Pure rule of the reported distance, exported for tests. */
export function distanceToEnd(el: ScrollMetrics, anchor: InfiniteListAnchor): number {
  return Math.max(0, anchor === 'top' ? el.scrollHeight - el.scrollTop - el.clientHeight : el.scrollTop);
}

export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  onScrolled,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  anchor = 'top',
  virtualizeFrom = 60,
  estimateSize = 76,
  empty,
  keepMounted,
  rovingRows = false,
  table,
  label,
  className,
}: InfiniteListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = items.length > virtualizeFrom;
  // So the first rows paint one frame after their data: a short top-anchored list commits first only the rows the
  // window can hold and renders the rest in the background (a transition, sliced), so the first rows of a page's
  // answer are not held behind those below the fold (40 rows at sign-in on the real backend). Only its first rows:
  // later changes render whole.
  const [allShown, setAllShown] = useState(anchor !== 'top');
  // The window's rows: read only until the rest are in (a live change renders the list, and needs none of it).
  const firstCount = allShown ? items.length : Math.ceil(window.innerHeight / estimateSize) + 1;
  const partial = !allShown && !virtual && items.length > firstCount;
  const shown = partial ? items.slice(0, firstCount) : items;
  useEffect(() => {
    if (!allShown && items.length > 0) startTransition(() => setAllShown(true));
  }, [allShown, items.length]);
  /** The scroller is rendered (not the empty state): what the effects that attach to it follow. */
  const showsRows = items.length > 0 || loadingMore || moreError || !empty;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    // A short top-anchored list (not virtual) gives the virtualiser nothing to track: observing the scroller read its
    // size at mount, a layout forced in the commit of the first rows (14 ms of the 58 ms task that painted them after
    // the lists' answers at sign-in, on the real backend). It starts tracking when the list turns virtual. The
    // bottom anchor keeps it from the start: holding the reader's place when older pages come relies on its offsets.
    enabled: virtual || anchor === 'bottom',
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (keepMounted === undefined || keepMounted < 0 || keepMounted >= range.count) return indexes;
      if (indexes.includes(keepMounted)) return indexes;
      return [...indexes, keepMounted].sort((a, b) => a - b);
    },
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
    // Top anchor: a row is measured by the ResizeObserver (after layout, before paint), not by reading its height
    // when it mounts; that read forced a layout in the commit of every live event that brought a row in. The
    // bottom anchor keeps the synchronous read: holding the reader's row in place relies on it.
    ...(anchor === 'top' ? { measureElement: measureObserved } : {}),
  });

  // A next page to load, none loading and none failed: only then is the distance to the end worth reporting.
  // Not before the rows are all in: the distance of the first rows alone is not the list's.
  const canLoadMore = hasMore && !loadingMore && !moreError && !partial;
  const report = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !canLoadMore) return;
    onScrolled(distanceToEnd(el, anchor));
  }, [anchor, canLoadMore, onScrolled]);

  // A write of the virtualiser's scroll offset (below) makes it take the scroll event that follows for its own
  // (offset unchanged: 'spurious') and draw nothing new: the rows drawn stay those of the old place. After such a
  // write, a commit of the rows for the new place is asked for here when they are not the ones drawn.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const drawWindow = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !virtual) return;
    const rows = virtualizer.getVirtualItems();
    const first = rows[0];
    const lastRow = rows.at(-1);
    if (!first || !lastRow) return;
    const drawn = (index: number) => el.querySelector(`:scope > ul > li[data-index="${index}"]`) !== null;
    if (!drawn(first.index) || !drawn(lastRow.index)) redraw();
  }, [virtual, virtualizer]);

  // After the items change, a virtual top-anchored list reports the distance from the virtualiser's own figures
  // (the rows' total height, the scroll offset and the viewport it tracks): reading them from the DOM in the commit
  // forced a layout at every live event (the workspace bench under load). Nothing else is in the scroller above the
  // rows, and the edge below them is shown only while nothing is reported.
  // A short top-anchored list (not virtual: a real backend's page of 40) is reported by the resize observer below,
  // after the browser's own layout: read in the commit, scrollHeight forced a layout at every live event (the
  // real-backend bench: 370 ms of 7.5 s), and asking for an animation frame per commit to read it there cost ~0.14 ms
  // of script per live event (the profile's `requestAnimationFrame`).
  const reportAfterChange = useCallback(() => {
    const rect = virtualizer.scrollRect;
    if (anchor === 'top' && !virtual) return;
    if (anchor !== 'top' || !rect) return report();
    if (!scrollRef.current || !canLoadMore) return;
    onScrolled(
      distanceToEnd(
        {
          scrollHeight: virtualizer.getTotalSize(),
          scrollTop: virtualizer.scrollOffset ?? 0,
          clientHeight: rect.height,
        },
        'top',
      ),
    );
  }, [anchor, virtual, virtualizer, report, canLoadMore, onScrolled]);

  // A short top-anchored list: the distance is reported whenever its rows or its viewport change size (a row in or
  // out, a page appended, the window resized), read in the observer's callback, after layout, where it costs no
  // layout of its own; and once when observing starts (a page shorter than the viewport asks for more until it
  // fills). Only while something can load: otherwise nothing is observed.
  const reportLatest = useStableCallback(report);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || anchor !== 'top' || virtual || !canLoadMore || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => reportLatest());
    observer.observe(el);
    const rows = el.querySelector(':scope > ul');
    if (rows) observer.observe(rows);
    return () => observer.disconnect();
  }, [anchor, virtual, canLoadMore, showsRows, reportLatest]);

  // What the bottom anchor needs from the previous commit: where the reader was, measured from the bottom, and
  // which item was last (an append) or first. Updated on scroll and after every commit.
  const last = useRef<{
    fromBottom: number;
    pinned: boolean;
    lastKey: Key | null;
    count: number;
    /** The viewport's height when this was taken. */
    height: number;
  }>({ fromBottom: 0, pinned: true, lastKey: null, count: 0, height: 0 });
  const lastItem = items.at(-1);
  const lastKey = lastItem === undefined ? null : getKey(lastItem, items.length - 1);

  // Bottom anchor: the first row the reader sees (firstRowSeen). After older rows are prepended it is held where it
  // was ("settling") through every commit until someone else scrolls: the virtualiser measures the new rows over
  // several commits, and each estimate-to-size correction would otherwise move it.
  const seen = useRef<{ key: string; offset: number } | null>(null);
  const settling = useRef(false);
  /** Where the hold last left the scroll position: a scroll anywhere else is someone else's, and ends the hold. */
  const heldTop = useRef(0);

  const remember = useCallback(() => {
    const el = scrollRef.current;
    // Only the bottom anchor uses it; the top anchor reads no layout in its commits.
    if (!el || anchor !== 'bottom') return;
    // The viewport changed height since it was last seen (a reply quote or a taller composer below it, the drawer,
    // a rotated phone), whichever of a commit or the observer sees it first: a reader at the bottom stays there.
    if (last.current.pinned && !settling.current && el.clientHeight !== last.current.height)
      el.scrollTop = el.scrollHeight - el.clientHeight;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    last.current = {
      fromBottom,
      pinned: fromBottom <= PINNED_PX,
      lastKey,
      count: items.length,
      height: el.clientHeight,
    };
    if (!settling.current) seen.current = firstRowSeen(el);
  }, [anchor, items.length, lastKey]);

  // The observer below outlives the commits that change what remember reads.
  const rememberNow = useRef(remember);
  useLayoutEffect(() => {
    rememberNow.current = remember;
  });

  const holdSeenRow = useCallback(() => {
    const el = scrollRef.current;
    const held = seen.current;
    if (!el || !held || !settling.current) return;
    const row = el.querySelector<HTMLElement>(`li[data-key="${CSS.escape(held.key)}"]`);
    if (row) {
      const drift = row.getBoundingClientRect().bottom - el.getBoundingClientRect().top - held.offset;
      if (drift !== 0) el.scrollTop += drift;
      heldTop.current = el.scrollTop;
      return;
    }
    heldTop.current = el.scrollTop;
    if (!virtual) return;
    // Not drawn: the virtual rows drawn are those around where the kept distance from the bottom put the list, by
    // estimates. Go to where the virtualiser places the reader's row, for the next commit to draw and measure it.
    const rows = el.querySelector<HTMLElement>(':scope > ul');
    virtualizer.getVirtualItems(); // brings its measurements up to date with the items
    const item = virtualizer.measurementsCache.find((m) => String(m.key) === held.key);
    if (!rows || !item) return;
    const rowsTop = rows.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
    el.scrollTop = rowsTop + item.end - held.offset;
    virtualizer.scrollOffset = el.scrollTop;
    heldTop.current = el.scrollTop;
    drawWindow();
  }, [virtual, virtualizer, drawWindow]);

  // The reader's gestures end the hold (as does a scroll away from where it left the list, in onScroll); the scroll
  // events of its own corrections do not.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || anchor !== 'bottom') return;
    const release = () => {
      settling.current = false;
    };
    const gestures = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const g of gestures) el.addEventListener(g, release, { passive: true });
    return () => {
      for (const g of gestures) el.removeEventListener(g, release);
    };
    // Attached once per scroller, not at every commit (a passive effect to schedule at every live change).
  }, [anchor, showsRows]);

  // Bottom anchor, before paint: a first page starts at the bottom; an append follows the reader who was at the
  // bottom and leaves alone one who scrolled up; anything else (older items prepended, the loading header shown or
  // hidden) keeps the reader's distance from the bottom, so what they were reading does not move (0 px drift).
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || anchor !== 'bottom') return;
    const before = last.current;
    const bottom = el.scrollHeight - el.clientHeight;
    if (before.count === 0 || (before.lastKey !== lastKey && before.pinned)) {
      el.scrollTop = bottom;
      if (virtual && items.length > 0) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    } else if (before.lastKey === lastKey) {
      el.scrollTop = bottom - before.fromBottom;
      // The virtualiser hears of the new position only with the scroll event; until then it would correct the new
      // rows' estimates against the old one (and write that back).
      if (virtual) virtualizer.scrollOffset = el.scrollTop;
      if (items.length !== before.count) settling.current = true;
      holdSeenRow();
      drawWindow();
    }
  }, [anchor, items, lastKey, loadingMore, moreError, virtual, virtualizer, holdSeenRow, drawWindow]);

  // Bottom anchor: the viewport resizing (see remember) or the rows growing with no commit of the list (a picture
  // decoded, a quote's media) keep a reader who was at the bottom there; one who scrolled up is left where they are.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || anchor !== 'bottom' || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (last.current.pinned && !settling.current) el.scrollTop = el.scrollHeight - el.clientHeight;
      rememberNow.current();
    });
    observer.observe(el);
    const rows = el.querySelector(':scope > ul');
    if (rows) observer.observe(rows);
    return () => observer.disconnect();
  }, [anchor, virtual, showsRows]);

  // Every later commit while settling (the virtualiser re-rendering with measured sizes) puts the row back.
  useLayoutEffect(() => {
    holdSeenRow();
  });

  // A page shorter than the viewport cannot be scrolled: the distance after each change asks for more until it
  // fills (or runs out).
  useLayoutEffect(() => {
    reportAfterChange();
  }, [reportAfterChange, items]);

  // Declared last: runs after the adjustments above, for the next commit to compare with.
  useLayoutEffect(() => {
    remember();
  });

  // Less script per live event: a row whose item renders to the same element as in the last render (a list
  // that gives each item's element again while it is unchanged, as the ticket list does) keeps its list item
  // element too, so React skips the row whole. Every other row gets a new one.
  const rowItems = useRef<RowItems>(new Map());
  const itemsOf = (rows: readonly T[]): ReactElement[] => {
    const before = rowItems.current;
    const now: RowItems = new Map();
    const elements = rows.map((item, index) => {
      const key = getKey(item, index);
      const child = renderItem(item, index);
      const kept = before.get(key);
      const element =
        kept !== undefined && kept.child === child && kept.table === (table !== undefined) ? (
          kept.element
        ) : (
          <li key={key} data-key={String(key)} {...(table ? { role: 'none' } : {})}>
            {child}
          </li>
        );
      now.set(key, { child, table: table !== undefined, element });
      return element;
    });
    rowItems.current = now;
    return elements;
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (el && settling.current && Math.abs(el.scrollTop - heldTop.current) > 1) settling.current = false;
    remember();
    report();
  };

  const edge = (loadingMore || moreError) && <ListEnd failed={moreError} onRetry={onRetryMore} />;

  if (items.length === 0 && !loadingMore && !moreError && empty) {
    return <div className={clsx('min-h-0 flex-1 overflow-y-auto', className)}>{empty}</div>;
  }

  return (
    <div
      ref={scrollRef}
      onScroll={onScroll}
      // A scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable),
      // unless its rows hold the tab stop: then it would be a second stop where the arrow keys do nothing.
      tabIndex={rovingRows ? undefined : 0}
      aria-label={label}
      role={table ? 'table' : 'region'}
      {...(table ? { 'aria-rowcount': table.rowCount + 1 } : {})}
      data-anchor={anchor}
      className={clsx(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:ring-inset',
        // The browser's own scroll anchoring would fight the adjustment above.
        anchor === 'bottom' && '[overflow-anchor:none]',
        className,
      )}
    >
      {anchor === 'bottom' && edge}
      {table?.header}
      {virtual ? (
        <ul
          role={table ? 'none' : undefined}
          className="relative m-0 w-full list-none p-0"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <li
                key={row.key}
                data-key={String(row.key)}
                data-index={row.index}
                {...(table ? { role: 'none' } : {})}
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
        <ul role={table ? 'none' : undefined} className="m-0 list-none p-0">
          {itemsOf(shown)}
        </ul>
      )}
      {anchor === 'top' &&
        edge &&
        // Inside a table only rows may sit: the loading end is a row of its own.
        (table ? (
          <div role="row">
            <div role="cell">{edge}</div>
          </div>
        ) : (
          edge
        ))}
    </div>
  );
}
