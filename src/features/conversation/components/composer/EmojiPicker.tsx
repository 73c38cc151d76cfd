import { FaceSmileIcon } from '@heroicons/react/24/outline';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import clsx from 'clsx';
import { EmojiPicker as Frimousse, type EmojiPickerListComponents, type Locale } from 'frimousse';
import { useTranslation } from 'react-i18next';
import { EMOJI_COLUMNS } from './composer-rules.ts';

/** The emoji data is served by the app itself (public/emojibase, from emojibase-data): no CDN, works offline. */
export const EMOJIBASE_URL = `${import.meta.env.BASE_URL}emojibase`;

function pickerLocale(language: string | undefined): Locale {
  switch (language?.slice(0, 2)) {
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    default:
      return 'pt';
  }
}

// Module-level: components given inline would be new types on every render, and React would remount every emoji.
const listComponents: EmojiPickerListComponents = {
  CategoryHeader: ({ category, ...props }) => (
    <div className="bg-surface px-3 pt-3 pb-1.5 text-xs font-medium text-ink-muted" {...props}>
      {category.label}
    </div>
  ),
  Row: ({ children, ...props }) => (
    <div className="scroll-my-1.5 px-1.5" {...props}>
      {children}
    </div>
  ),
  Emoji: ({ emoji, ...props }) => (
    <button
      className="flex size-7 items-center justify-center rounded-md text-lg data-active:bg-ink/10"
      {...props}
    >
      {emoji.emoji}
    </button>
  ),
};

export interface EmojiPickerProps {
  /** Called for each emoji chosen; the panel stays open so several can be added. */
  onPick: (emoji: string) => void;
  disabled?: boolean;
  emojibaseUrl?: string;
}

/** The composer's emoji button and panel (S1 §2.7: 16 per line). Escape or a click outside closes it. */
export function EmojiPicker({ onPick, disabled = false, emojibaseUrl = EMOJIBASE_URL }: EmojiPickerProps) {
  const { t, i18n } = useTranslation('composer');
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('emoji')}
        disabled={disabled}
        className={clsx(
          'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted transition',
          'hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          'disabled:cursor-not-allowed disabled:opacity-50 data-open:bg-ink/5 data-open:text-ink',
        )}
      >
        <FaceSmileIcon aria-hidden="true" className="size-5" />
      </PopoverButton>
      {/* Not portalled (no `anchor`): a portalled panel gets Headless UI's focus guards, aria-hidden buttons that take
          the focus, which axe fails (aria-hidden-focus). It opens upwards from the composer's bottom edge. */}
      <PopoverPanel
        focus
        className="absolute bottom-full left-0 z-20 mb-2 max-w-[calc(100vw-1rem)] overflow-x-auto rounded-xl border border-line bg-surface shadow-xl"
      >
        <Frimousse.Root
          data-emoji-picker
          locale={pickerLocale(i18n.resolvedLanguage ?? i18n.language)}
          columns={EMOJI_COLUMNS}
          emojibaseUrl={emojibaseUrl}
          onEmojiSelect={({ emoji }) => onPick(emoji)}
          className="isolate flex h-80 w-fit flex-col"
        >
          <Frimousse.Search
            aria-label={t('emojiSearch')}
            placeholder={t('emojiSearch')}
            className="z-10 m-2 appearance-none rounded-lg border border-line bg-surface-muted px-2.5 py-1.5 text-sm text-ink"
          />
          <Frimousse.Viewport className="relative flex-1 outline-hidden">
            <Frimousse.Loading className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
              {t('emojiLoading')}
            </Frimousse.Loading>
            <Frimousse.Empty className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
              {t('emojiEmpty')}
            </Frimousse.Empty>
            <Frimousse.List className="pb-1.5 select-none" components={listComponents} />
          </Frimousse.Viewport>
        </Frimousse.Root>
      </PopoverPanel>
    </Popover>
  );
}
