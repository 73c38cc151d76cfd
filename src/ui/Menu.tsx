import { MenuButton, MenuItem, MenuItems, MenuSeparator, Menu as HeadlessMenu } from '@headlessui/react';
import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

export interface MenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Draws a separator above this entry. */
  separated?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button. */
  button: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  buttonLabel?: string;
  buttonClassName?: string;
  items: readonly MenuEntry[];
  /** Optional header inside the panel (e.g. the signed-in user). */
  header?: ReactNode;
  anchor?: 'bottom end' | 'bottom start' | 'top end' | 'top start';
  /**
   * Mount the menu machinery (Headless UI, floating-ui) only when the trigger is first pressed (then it opens at once): for
   * menus repeated on every row of a long list (a conversation's messages), where mounting one per row costs more
   * than the rows themselves. The trigger looks and reads the same before and after.
   */
  lazy?: boolean;
}

const triggerClass = (extra: string | undefined) =>
  clsx(
    'inline-flex cursor-pointer items-center justify-center rounded-full transition data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    extra,
  );

export function Menu(props: MenuProps) {
  const [active, setActive] = useState(!props.lazy);
  // Pressed before the menu existed: open it once it is mounted, where the press was (focus included).
  const openOnMount = useRef<'key' | 'pointer' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const how = openOnMount.current;
    const button = trigger.current;
    if (!active || how === null || button === null) return;
    openOnMount.current = null;
    button.focus();
    // From the keyboard the menu opens on its first item, as Headless UI does for Enter; from a pointer, on none.
    if (how === 'key') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    else button.click();
  }, [active]);
  if (!active)
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={props.buttonLabel}
        className={triggerClass(props.buttonClassName)}
        onClick={(event) => {
          // detail 0: a click made by Enter or Space, not by a pointer.
          openOnMount.current = event.detail === 0 ? 'key' : 'pointer';
          setActive(true);
        }}
      >
        {props.button}
      </button>
    );
  return <MenuNow {...props} triggerRef={trigger} />;
}

function MenuNow({
  button,
  buttonLabel,
  buttonClassName,
  items,
  header,
  anchor = 'bottom end',
  triggerRef,
}: MenuProps & { triggerRef: Ref<HTMLButtonElement> }) {
  return (
    <HeadlessMenu>
      <MenuButton ref={triggerRef} aria-label={buttonLabel} className={triggerClass(buttonClassName)}>
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: anchor, gap: 8 }}
        className="z-50 min-w-48 origin-top-right rounded-xl border border-line bg-surface p-1 text-sm text-ink shadow-lg shadow-black/10 focus:outline-none motion-safe:animate-pop-in"
      >
        {header && <div className="border-b border-line px-3 pt-2 pb-2.5 mb-1">{header}</div>}
        {items.map((item) => (
          <div key={item.key}>
            {item.separated && <MenuSeparator className="my-1 h-px bg-line" />}
            <MenuItem disabled={item.disabled ?? false}>
              <button
                type="button"
                onClick={item.onSelect}
                className={clsx(
                  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left data-disabled:cursor-not-allowed data-disabled:opacity-50',
                  item.danger
                    ? 'text-red-600 data-focus:bg-red-500/10 dark:text-red-400'
                    : 'data-focus:bg-primary/10',
                )}
              >
                {item.icon && (
                  <span className="inline-flex text-ink-muted [&_svg]:size-4" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </button>
            </MenuItem>
          </div>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
