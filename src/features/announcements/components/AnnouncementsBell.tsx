import { BellIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { Popover, PopoverButton, PopoverPanel, useClose } from '@headlessui/react';
import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../api/schemas/s2.ts';
import { formatDate } from '../../../lib/dates.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import type { PagedListViewProps } from '../../../ui/InfiniteList.tsx';
import { PagedList } from '../../../ui/PagedList.tsx';
import { PRIORITY_TONE } from './announcement-form.ts';
import { AnnouncementImage, type LoadMedia } from './AnnouncementImage.tsx';

export interface AnnouncementsBellProps extends PagedListViewProps {
  announcements: readonly Announcement[];
  /** The dot: announcements exist that were not seen (S2 §4). */
  unread: boolean;
  /** The popover was opened: what it lists is read. */
  onOpened: () => void;
  /** The announcement whose detail dialog is open; null when none. */
  detail: Announcement | null;
  onShowDetail: (announcement: Announcement) => void;
  onCloseDetail: () => void;
  loadMedia: LoadMedia;
  /** The panel closes when this changes (a navigation). */
  closeKey?: string;
}

const ROW_ATTR = 'data-announcement-row';

function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ROW_ATTR}]`)];
  if (rows.length === 0) return;
  event.preventDefault();
  const at = rows.findIndex((el) => el === document.activeElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? rows.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(at + 1, rows.length - 1)
          : at < 0
            ? rows.length - 1
            : Math.max(at - 1, 0);
  rows[next]?.focus();
}

function CloseOn({ closeKey }: { closeKey: string | undefined }) {
  const close = useClose();
  const first = useRef(closeKey);
  useEffect(() => {
    if (closeKey !== first.current) close();
  }, [closeKey, close]);
  return null;
}

/** Closes the panel (touch screens have no Escape); also gives an empty panel something to focus. */
function PanelClose() {
  const { t } = useTranslation();
  const close = useClose();
  return (
    <IconButton size="sm" icon={<XMarkIcon />} aria-label={t('announcements:detail.close')} onClick={close} />
  );
}

/** One announcement in the popover: the priority bar (1 red, 2 orange, 3 grey), picture, title, date, text. */
function AnnouncementRow({
  announcement: a,
  loadMedia,
  onShow,
}: {
  announcement: Announcement;
  loadMedia: LoadMedia;
  onShow: (a: Announcement) => void;
}) {
  const { t } = useTranslation();
  const close = useClose();
  const priority = a.priority ?? 3;
  return (
    <button
      type="button"
      {...{ [ROW_ATTR]: '' }}
      data-priority={priority}
      onClick={() => {
        close();
        onShow(a);
      }}
      className={clsx(
        'flex w-full cursor-pointer items-start gap-3 border-b border-l-4 border-b-line px-3 py-2.5 text-left transition',
        'hover:bg-ink/5 focus-visible:bg-ink/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
        PRIORITY_TONE[priority].bar,
      )}
    >
      <span className="sr-only">
        {t('announcements:bell.priority', { priority: t(`announcements:priority.${priority}`) })}
      </span>
      {a.mediaPath && (
        <AnnouncementImage mediaPath={a.mediaPath} loadMedia={loadMedia} alt={a.mediaName ?? a.title} />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-sm font-semibold text-ink">{a.title}</span>
        <span className="text-xs text-ink-muted tabular-nums">{formatDate(a.createdAt)}</span>
        <span className="line-clamp-2 text-sm break-words text-ink-muted">{a.text}</span>
      </span>
    </button>
  );
}

/**
 * The announcements bell of the top bar (S2 §2 viewer side): a dot while something was not seen, a popover (max
 * height 300, width 500) listing the active announcements, 'Nenhum registro' when none, and the detail dialog of the
 * one clicked. Not portalled, like the notifications popover (a portalled panel's focus guards fail axe).
 */
export function AnnouncementsBell({
  announcements,
  unread,
  onOpened,
  detail,
  onShowDetail,
  onCloseDetail,
  loadMedia,
  closeKey,
  status,
  error,
  onRetry,
  hasMore,
  loadingMore,
  moreError,
  onRetryMore,
  onScrolled,
}: AnnouncementsBellProps) {
  const { t } = useTranslation();
  return (
    <>
      <Popover className="relative inline-flex" onKeyDown={moveFocus}>
        {({ open }) => (
          <>
            <PopoverButton
              aria-label={unread ? t('announcements:bell.buttonUnread') : t('announcements:bell.button')}
              title={t('announcements:bell.title')}
              data-announcements-button
              onClick={() => {
                // Opening (not closing) reads what is listed.
                if (!open) onOpened();
              }}
              className={clsx(
                'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted transition [&_svg]:size-5',
                'hover:bg-ink/5 hover:text-ink active:bg-ink/10 data-open:bg-ink/5 data-open:text-ink',
                'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary',
              )}
            >
              <BellIcon aria-hidden="true" />
              {unread && (
                <span
                  aria-hidden="true"
                  data-unread-dot
                  className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
                />
              )}
            </PopoverButton>
            <PopoverPanel
              aria-label={t('announcements:bell.title')}
              data-announcements-panel
              className={clsx(
                'absolute top-full right-0 z-50 mt-2 flex max-h-[300px] w-[500px] max-w-[calc(100vw-1rem)] origin-top-right flex-col overflow-hidden',
                'max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.25rem] max-sm:mt-0 max-sm:w-auto max-sm:max-w-none',
                'rounded-xl border border-line bg-surface text-ink shadow-lg shadow-black/10 focus:outline-none motion-safe:animate-pop-in',
              )}
            >
              <CloseOn closeKey={closeKey} />
              <div className="flex shrink-0 items-center justify-between border-b border-line py-1 pr-1 pl-3">
                <h2 className="text-sm font-semibold">{t('announcements:bell.title')}</h2>
                <PanelClose />
              </div>
              <div className="flex min-h-0 flex-1 flex-col">
                <PagedList
                  status={status}
                  error={error ?? t('announcements:bell.loadFailed')}
                  onRetry={onRetry}
                  empty={<EmptyState title={t('announcements:bell.empty')} className="py-8" />}
                  label={t('announcements:bell.listLabel')}
                  items={announcements}
                  getKey={(a) => a.id}
                  hasMore={hasMore}
                  loadingMore={loadingMore}
                  moreError={moreError}
                  onRetryMore={onRetryMore}
                  onScrolled={onScrolled}
                  estimateSize={76}
                  renderItem={(a) => (
                    <AnnouncementRow announcement={a} loadMedia={loadMedia} onShow={onShowDetail} />
                  )}
                />
              </div>
            </PopoverPanel>
          </>
        )}
      </Popover>
      <AnnouncementDetailDialog announcement={detail} loadMedia={loadMedia} onClose={onCloseDetail} />
    </>
  );
}

/** The detail of one announcement (S2 §2: clicking an item opens it): title, picture, date and the whole text. */
export function AnnouncementDetailDialog({
  announcement,
  loadMedia,
  onClose,
}: {
  announcement: Announcement | null;
  loadMedia: LoadMedia;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const a = announcement;
  return (
    <Dialog
      open={a !== null}
      onClose={onClose}
      size="md"
      title={a?.title ?? ''}
      actions={
        <Button onClick={onClose} data-autofocus>
          {t('announcements:detail.close')}
        </Button>
      }
    >
      {a && (
        <div className="flex flex-col gap-3" data-announcement-detail>
          <p className="flex items-center gap-2 text-xs text-ink-muted">
            <span
              aria-hidden="true"
              className={clsx('size-2.5 rounded-full', PRIORITY_TONE[a.priority ?? 3].label)}
            />
            {t(`announcements:priority.${a.priority ?? 3}`)} ·{' '}
            <span className="tabular-nums">{formatDate(a.createdAt)}</span>
          </p>
          {a.mediaPath && (
            <div className="flex justify-center">
              <AnnouncementImage
                mediaPath={a.mediaPath}
                loadMedia={loadMedia}
                alt={a.mediaName ?? a.title}
                size="full"
              />
            </div>
          )}
          <p className="text-sm whitespace-pre-line break-words text-ink">{a.text}</p>
        </div>
      )}
    </Dialog>
  );
}
