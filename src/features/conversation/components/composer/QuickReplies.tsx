import clsx from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '../../../../api/schemas/quick-message.schema.ts';
import { quickReplyLabel } from './composer-rules.ts';

export interface QuickRepliesProps {
  /** The listbox id; the input points at it (aria-controls) and at the active option (aria-activedescendant). */
  id: string;
  options: readonly QuickMessage[];
  activeIndex: number;
  onPick: (quickReply: QuickMessage) => void;
  onActiveChange: (index: number) => void;
}

export function quickReplyOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The quick-reply suggestions over the input (S1 §2.7, §5, §9). The keyboard stays in the input (the composer moves
 * the active option); a click picks as well.
 */
export function QuickReplies({ id, options, activeIndex, onPick, onActiveChange }: QuickRepliesProps) {
  const { t } = useTranslation('composer');
  const list = useRef<HTMLUListElement>(null);
  // The keyboard stays in the input, so the list follows the active option itself (it scrolls past six or so).
  useLayoutEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, options]);
  if (options.length === 0) return null;
  return (
    // A scrolled list must be reachable without a pointer (axe scrollable-region-focusable; a textarea may not be the
    // combobox that would exempt its popup): Shift+Tab from the input reaches it and the arrows scroll it, though the
    // keyboard works from the input. A press on it (its scrollbar too) must not take the focus from there.
    <ul
      ref={list}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-label={t('quickReplies')}
      className="absolute inset-x-2 bottom-full z-10 mb-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, index) => (
        // The keyboard works from the input (aria-activedescendant), as the combobox pattern wants: no key handler here.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.id}
          id={quickReplyOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={clsx(
            'cursor-pointer truncate rounded-lg px-3 py-2 text-sm text-ink',
            index === activeIndex ? 'bg-primary/10' : 'hover:bg-surface-muted',
          )}
          onMouseEnter={() => onActiveChange(index)}
          onClick={() => onPick(option)}
        >
          {quickReplyLabel(option)}
        </li>
      ))}
    </ul>
  );
}
