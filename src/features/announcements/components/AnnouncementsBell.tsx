import { BellIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useClose } from '@headlessui/react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../api/schemas/s2.ts';
import { formatDate } from '../../../lib/dates.ts';
import { BarPopover } from '../../../ui/BarPopover.tsx';
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

/** Closes the panel (touch screens have no Escape); also gives an empty panel something to focus. */
function PanelClose() {
  const { t } = useTranslation();
  const close = useClose();
  return (
    <span className="-my-1.5 -mr-2">
      <IconButton
        size="sm"
        icon={<XMarkIcon />}
        aria-label={t('announcements:detail.close')}
        onClick={close}
      />
    </span>
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
      <BarPopover
        label={unread ? t('announcements:bell.buttonUnread') : t('announcements:bell.button')}
        title={t('announcements:bell.title')}
        icon={<BellIcon aria-hidden="true" />}
        mark={
          unread && (
            <span
              aria-hidden="true"
              data-unread-dot
              className="pointer-events-none absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
            />
          )
        }
        size="wide"
        headerEnd={<PanelClose />}
        closeKey={closeKey}
        rowAttr={ROW_ATTR}
        // Opening (not closing) reads what is listed.
        onOpen={onOpened}
        buttonData={{ 'data-announcements-button': '' }}
        panelData={{ 'data-announcements-panel': '' }}
      >
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
          renderItem={(a) => <AnnouncementRow announcement={a} loadMedia={loadMedia} onShow={onShowDetail} />}
        />
      </BarPopover>
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
