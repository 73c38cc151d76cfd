import { Popover, PopoverButton, PopoverPanel, useClose } from '@headlessui/react';
import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

/**
 * A top-bar button with its popover panel (the notifications, the announcements bell, the chats bell): the round
 * icon button, a mark beside it, and a panel under it with a heading, header controls and a list. Not portalled (no
 * `anchor`): a portalled panel gets focus guards that axe reports as focusable aria-hidden. On narrow screens the
 * panel takes the width of the viewport less a margin. Escape closes it and focus goes back to the button (Headless
 * UI); with `rowAttr` the arrow keys, Home and End move between the rows carrying that attribute.
 */
export interface BarPopoverProps {
  /** The button's accessible name (it may say what the mark counts). */
  label: string;
  /** The tooltip, the panel's accessible name and its heading. */
  title: string;
  icon: ReactElement;
  /** Beside the button (a count, a dot), hidden from assistive technology: `label` says it. */
  mark?: ReactNode;
  /** 'narrow': 350 × 350 at most (S1 §2.5); 'wide': 500 wide, 300 high at most (S2 §2 bells). */
  size: 'narrow' | 'wide';
  /** After the heading (a control, a link, a close button). */
  headerEnd?: ReactNode;
  /** The panel closes when this changes while it is open (the route moved on). */
  closeKey?: string | undefined;
  /** The attribute the rows' focus targets carry, for the arrow keys. */
  rowAttr?: string;
  /** The panel opens (not when it closes). */
  onOpen?: () => void;
  /** `data-*` attributes of the button and of the panel (what tests and the shell find them by). */
  buttonData?: Record<`data-${string}`, string>;
  panelData?: Record<`data-${string}`, string>;
  /** The panel's body (a list). */
  children: ReactNode;
}

const SIZE = {
  narrow: 'max-h-[350px] w-[350px]',
  wide: 'max-h-[300px] w-[500px]',
} as const;

export function BarPopover({
  label,
  title,
  icon,
  mark,
  size,
  headerEnd,
  closeKey,
  rowAttr,
  onOpen,
  buttonData,
  panelData,
  children,
}: BarPopoverProps) {
  return (
    // The arrow keys are heard on the whole popover: from the button just opened too (the first one goes to a row).
    <Popover
      className="relative inline-flex"
      {...(rowAttr !== undefined
        ? { onKeyDown: (e: KeyboardEvent<HTMLElement>) => moveFocus(e, rowAttr) }
        : {})}
    >
      {({ open }) => (
        <>
          <PopoverButton
            aria-label={label}
            title={title}
            {...buttonData}
            onClick={() => {
              if (!open) onOpen?.();
            }}
            className={clsx(
              'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted transition [&_svg]:size-5',
              'hover:bg-ink/5 hover:text-ink active:bg-ink/10 data-open:bg-ink/5 data-open:text-ink',
              'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary',
            )}
          >
            {icon}
          </PopoverButton>
          {mark}
          <PopoverPanel
            aria-label={title}
            {...panelData}
            className={clsx(
              'absolute top-full right-0 z-50 mt-2 flex max-w-[calc(100vw-1rem)] origin-top-right flex-col overflow-hidden',
              SIZE[size],
              'max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.25rem] max-sm:mt-0 max-sm:w-auto max-sm:max-w-none',
              'rounded-xl border border-line bg-surface text-ink shadow-lg shadow-black/10 focus:outline-none motion-safe:animate-pop-in',
            )}
          >
            <CloseOn closeKey={closeKey} />
            <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
              <h2 className="text-sm font-semibold">{title}</h2>
              {headerEnd}
            </div>
            <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}

/** Arrow keys, Home and End move between the rows' focus targets (every list is navigable with arrow keys). */
function moveFocus(event: KeyboardEvent<HTMLElement>, rowAttr: string): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${rowAttr}]`)];
  if (targets.length === 0) return;
  event.preventDefault();
  const at = targets.findIndex((el) => el === document.activeElement);
  const last = targets.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(at + 1, last)
          : at < 0
            ? last
            : Math.max(at - 1, 0);
  targets[next]?.focus();
}

/** Closes the panel when `closeKey` changes while it is open. */
function CloseOn({ closeKey }: { closeKey: string | undefined }) {
  const close = useClose();
  const first = useRef(closeKey);
  useEffect(() => {
    if (closeKey !== first.current) close();
  }, [closeKey, close]);
  return null;
}
