import { InboxIcon } from '@heroicons/react/24/outline';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import type { DateInput } from '../../../lib/dates.ts';
import { useLanguageT } from '../../../lib/i18n/use-i18n.ts';
import { oncePer } from '../../../lib/once-per.ts';
import { useLocalDay } from '../../../lib/use-local-day.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';
import { TicketRow, type TicketRowCommand } from './TicketListItem.tsx';

/** Row height of the compact rows (two lines): more than ten fit an 850 px window. */
export const TICKET_ROW_HEIGHT = 58;

export interface TicketListProps extends PagedListViewProps {
  tickets: readonly Ticket[];
  narrow: boolean;
  selectedUuid?: string | null | undefined;
  onSelect: (ticket: Ticket) => void;
  commandsOf: (ticket: Ticket) => readonly TicketRowCommand[];
  onCommand: (ticket: Ticket, command: TicketRowCommand) => void;
  /** Tickets with a command waiting for the server. */
  busyIds: ReadonlySet<number>;
  now?: DateInput;
  /** 'Espiar Conversa' on the rows a click cannot open (pending). */
  onPeek?: ((ticket: Ticket) => void) | undefined;
}

/** Rows PageUp and PageDown move by. */
const PAGE_ROWS = 10;

/** Where a key moves the keyboard focus from row `index` of `count`; null: not a navigation key. */
export function targetRow(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(last, index + PAGE_ROWS);
    case 'PageUp':
      return Math.max(0, index - PAGE_ROWS);
    default:
      return null;
  }
}

function primaryOf(root: HTMLElement | null, id: number): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-ticket-id="${id}"] [data-row-primary]`) ?? null;
}

/**
 * The list's keyboard focus (roving tab stop): one row is in the tab order, the arrow keys, Home, End, PageUp and
 * PageDown move it, and the row it is on follows its ticket (live events reorder the list). The row stays rendered
 * while it is scrolled out of the virtual window, so the focus survives scrolling away and back.
 */
function useRovingRow(tickets: readonly Ticket[], selectedUuid: string | null | undefined) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  // Where the focus was, to land near it when its ticket leaves the list.
  const lastIndex = useRef(0);
  const focusRequested = useRef(false);

  // Until the user moves it, the tab stop rests on the selected row, else on the row that had it first: a live row
  // arriving above does not take it (the row leaving and the row taking it rendered again at every arrival at the
  // top, in the bench); the first row takes it when its row leaves the list.
  const resting = useRef<number | null>(null);

  const byId = activeId === null ? -1 : tickets.findIndex((t) => t.id === activeId);
  const selectedIndex = selectedUuid ? tickets.findIndex((t) => t.uuid === selectedUuid) : -1;
  const restingIndex = resting.current === null ? -1 : tickets.findIndex((t) => t.id === resting.current);
  const activeIndex =
    byId >= 0
      ? byId
      : activeId !== null
        ? Math.min(lastIndex.current, tickets.length - 1)
        : selectedIndex >= 0
          ? selectedIndex
          : Math.max(0, restingIndex);
  const active = tickets[activeIndex];
  if (byId >= 0) lastIndex.current = byId;
  if (activeId === null && selectedIndex < 0) resting.current = active?.id ?? null;

  useLayoutEffect(() => {
    if (!active) return;
    const lost = activeId !== null && byId < 0 && document.activeElement === document.body;
    if (!focusRequested.current && !lost) return;
    focusRequested.current = false;
    const target = primaryOf(rootRef.current, active.id);
    if (!target) return;
    target.focus({ preventScroll: true });
    const reveal = () => target.closest('li')?.scrollIntoView({ block: 'nearest' });
    reveal();
    // A row far away was placed by estimated heights; the rows around it are measured (ResizeObserver) after the
    // next layout and may move it: reveal it again once that settled, two frames on.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (document.activeElement === target) reveal();
      }),
    );
    if (lost) setActiveId(active.id);
  }, [active, activeId, byId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!(event.target instanceof Element)) return;
    const row = event.target.closest('[data-ticket-id]');
    if (!row || !rootRef.current?.contains(row)) return;
    const from = tickets.findIndex((t) => String(t.id) === row.getAttribute('data-ticket-id'));
    if (from < 0) return;
    const to = targetRow(event.key, from, tickets.length);
    if (to === null) return;
    event.preventDefault();
    const next = tickets[to];
    if (!next) return;
    focusRequested.current = true;
    // The same row (at the first or the last, or from one of its buttons): no render follows, focus it now.
    setActiveId(next.id);
    if (next.id === activeId) {
      focusRequested.current = false;
      primaryOf(rootRef.current, next.id)?.focus();
    }
  };

  // A click or a Tab into any row makes it the row the keys move from.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = event.target.closest('[data-ticket-id]');
    const id = Number(row?.getAttribute('data-ticket-id'));
    if (row && Number.isInteger(id) && id !== activeId) setActiveId(id);
  };

  return { rootRef, activeId: active?.id ?? null, activeIndex, onKeyDown, onFocus };
}

export function TicketList({
  tickets,
  status,
  error,
  onRetry,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  onScrolled,
  narrow,
  selectedUuid,
  onSelect,
  commandsOf,
  onCommand,
  busyIds,
  now,
  onPeek,
}: TicketListProps) {
  // The language's `t`, not useTranslation: the list renders at every live change (src/lib/i18n/use-i18n.ts).
  const t = useLanguageT();
  // Built once per language: the list renders on every live event, and each lookup costs script (seen in the bench).
  const texts = useMemo(
    () => ({
      keys: t('tickets:listKeys'),
      loadFailed: t('tickets:loadFailed'),
      label: t('tickets:listLabel'),
      empty: (
        <EmptyState
          icon={<InboxIcon />}
          title={t('tickets:noTicketsTitle')}
          description={t('tickets:noTicketsMessage')}
        />
      ),
    }),
    [t],
  );
  const roving = useRovingRow(tickets, selectedUuid);
  // The rows are memoised: at midnight they render again, so today's 'HH:mm' becomes yesterday's date.
  const day = useLocalDay();
  const activeId = roving.activeId;
  // Less script per live event: a ticket's row element is made once and given again while the ticket and these
  // props stay the same, so a live change builds only the rows of the tickets it changed, and React (with
  // InfiniteList keeping each row's item element) skips the others without comparing their props.
  const rowOf = useMemo(
    () =>
      oncePer((ticket: Ticket): ReactElement => (
        <TicketRow
          t={t}
          ticket={ticket}
          narrow={narrow}
          selected={ticket.uuid === selectedUuid}
          onSelect={onSelect}
          commands={commandsOf(ticket)}
          onCommand={onCommand}
          busy={busyIds.has(ticket.id)}
          active={ticket.id === activeId}
          onPeek={onPeek}
          day={day}
          {...(now !== undefined ? { now } : {})}
        />
      )),
    [t, narrow, selectedUuid, onSelect, commandsOf, onCommand, busyIds, activeId, onPeek, day, now],
  );
  return (
    // Key and focus events bubble here from the rows' own buttons; the rows stay plain list items.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={roving.rootRef}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
      className="flex min-h-0 flex-1 flex-col"
    >
      <p className="sr-only">{texts.keys}</p>
      <PagedList
        status={status}
        error={error ?? texts.loadFailed}
        onRetry={onRetry}
        empty={texts.empty}
        label={texts.label}
        items={tickets}
        getKey={(ticket) => ticket.id}
        hasMore={hasMore}
        loadingMore={loadingMore}
        moreError={moreError}
        onRetryMore={onRetryMore}
        onScrolled={onScrolled}
        estimateSize={TICKET_ROW_HEIGHT}
        keepMounted={roving.activeIndex}
        rovingRows
        renderItem={rowOf}
      />
    </div>
  );
}
