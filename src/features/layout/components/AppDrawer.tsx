import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { ChevronDownIcon, XMarkIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { Fragment, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isActivePath, type DrawerGroup, type DrawerItem, type DrawerLink } from '../../../lib/navigation.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { drawerIcons } from './drawer-icons.tsx';

/** S1 §2.4 / §9: drawer width 300. */
export const DRAWER_WIDTH = 300;
const MINI_WIDTH = 72;

export interface AppDrawerProps {
  items: readonly DrawerItem[];
  currentPath: string;
  /** Permanent: expanded (true) or collapsed to icons (false). Temporary: shown as an overlay or hidden. */
  open: boolean;
  /** 'temporary' under 600 px (starts closed), 'permanent' wider (S1 §2.4). */
  variant: 'permanent' | 'temporary';
  onClose: () => void;
  onNavigate: (path: string) => void;
  /** Red '!' on Connections; the caller applies the 2 s delay. */
  connectionsWarning?: boolean;
  /** Dot on Chats when the user has unread internal-chat messages. */
  chatsUnread?: boolean;
  /** Initial state of the Campaigns group; defaults to open when the current path is inside it. */
  campaignsOpen?: boolean;
}

interface NavProps {
  items: readonly DrawerItem[];
  currentPath: string;
  expanded: boolean;
  onNavigate: (path: string) => void;
  connectionsWarning: boolean;
  chatsUnread: boolean;
  campaignsOpen: boolean | undefined;
}

function DrawerNav({
  items,
  currentPath,
  expanded,
  onNavigate,
  connectionsWarning,
  chatsUnread,
  campaignsOpen,
}: NavProps) {
  const { t } = useTranslation();
  const inGroup = (group: DrawerGroup) => group.children.some((c) => isActivePath(c.path, currentPath));
  const [groupOpen, setGroupOpen] = useState<boolean | null>(campaignsOpen ?? null);

  const renderLink = (item: DrawerLink, nested = false) => {
    const Icon = drawerIcons[item.icon];
    const active = isActivePath(item.path, currentPath);
    const label = t(`layout:items.${item.label}`);
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(item.path);
    };
    return (
      <li key={item.path}>
        <a
          href={item.path}
          onClick={go}
          aria-current={active ? 'page' : undefined}
          title={expanded ? undefined : label}
          aria-label={expanded ? undefined : label}
          className={clsx(
            'group relative flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition',
            'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary',
            expanded ? (nested ? 'pr-3 pl-11' : 'px-3') : 'justify-center px-0',
            active
              ? 'bg-primary/10 text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:text-primary'
              : 'text-ink-muted hover:bg-ink/5 hover:text-ink',
          )}
        >
          {active && expanded && !nested && (
            <span aria-hidden="true" className="absolute inset-y-2 -left-3 w-1 rounded-r-full bg-primary" />
          )}
          {!nested || !expanded ? (
            <span className="relative inline-flex">
              <Icon
                className={clsx(
                  'size-5 shrink-0',
                  active ? 'text-current' : 'text-ink-muted group-hover:text-ink',
                )}
                aria-hidden="true"
              />
              {item.tag === 'chats' && chatsUnread && (
                <span
                  className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-red-500 ring-2 ring-surface"
                  aria-hidden="true"
                />
              )}
              {!expanded && item.tag === 'connections' && connectionsWarning && (
                <span
                  className="absolute -top-1.5 -right-2 inline-flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white"
                  aria-hidden="true"
                  data-testid="connections-warning"
                >
                  !
                </span>
              )}
            </span>
          ) : null}
          {expanded && <span className="min-w-0 flex-1 truncate">{label}</span>}
          {expanded && item.tag === 'beta' && (
            <Badge tone="primary" className="tracking-wide">
              {t('layout:beta')}
            </Badge>
          )}
          {expanded && item.tag === 'connections' && connectionsWarning && (
            <span
              className="inline-flex size-5 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white"
              aria-hidden="true"
              data-testid="connections-warning"
            >
              !
            </span>
          )}
          {item.tag === 'connections' && connectionsWarning && (
            <span className="sr-only">{t('layout:connectionsWarning')}</span>
          )}
          {item.tag === 'chats' && chatsUnread && <span className="sr-only">{t('layout:unread')}</span>}
        </a>
      </li>
    );
  };

  const renderGroup = (group: DrawerGroup) => {
    const Icon = drawerIcons[group.icon];
    const isOpen = groupOpen ?? inGroup(group);
    const label = t(`layout:items.${group.label}`);
    const id = `drawer-group-${group.id}`;
    return (
      <li key={group.id}>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setGroupOpen(!isOpen)}
          title={expanded ? undefined : label}
          aria-label={expanded ? undefined : label}
          className={clsx(
            'group flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg text-sm font-medium transition',
            'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary',
            expanded ? 'px-3' : 'justify-center',
            inGroup(group) ? 'text-ink' : 'text-ink-muted hover:bg-ink/5 hover:text-ink',
          )}
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {expanded && <span className="min-w-0 flex-1 truncate text-left">{label}</span>}
          {expanded && (
            <ChevronDownIcon
              className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
              aria-hidden="true"
            />
          )}
        </button>
        {isOpen && (
          <ul id={id} className="mt-0.5 space-y-0.5">
            {group.children.map((child) => renderLink(child, true))}
          </ul>
        )}
      </li>
    );
  };

  return (
    // pb-28: scrolled to its end, the last item clears a two-line toast at the bottom left (and the demo's sandbox
    // button), which otherwise lie over the drawer's foot.
    <nav aria-label={t('layout:mainNavigation')} className="min-h-0 flex-1 overflow-y-auto px-3 pt-3 pb-28">
      <ul className="space-y-0.5">
        {items.map((item) => (
          <Fragment key={item.kind === 'group' ? item.id : item.path}>
            {item.admin && (
              <li className={clsx('pt-4 pb-1.5', expanded ? 'px-3' : 'px-1')}>
                {expanded ? (
                  <span className="text-[11px] font-semibold tracking-wider text-ink-muted uppercase">
                    {t('layout:administration')}
                  </span>
                ) : (
                  <span className="block h-px bg-line" />
                )}
              </li>
            )}
            {item.kind === 'group' ? renderGroup(item) : renderLink(item)}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}

/** The side drawer (S1 §2.4): permanent and collapsible when wide, a temporary overlay under 600 px. */
export function AppDrawer({
  items,
  currentPath,
  open,
  variant,
  onClose,
  onNavigate,
  connectionsWarning = false,
  chatsUnread = false,
  campaignsOpen,
}: AppDrawerProps) {
  const { t } = useTranslation();
  const nav = (expanded: boolean, navigate: (path: string) => void) => (
    <DrawerNav
      items={items}
      currentPath={currentPath}
      expanded={expanded}
      onNavigate={navigate}
      connectionsWarning={connectionsWarning}
      chatsUnread={chatsUnread}
      campaignsOpen={campaignsOpen}
    />
  );

  if (variant === 'temporary') {
    return (
      <Dialog open={open} onClose={onClose} className="relative z-40" aria-label={t('layout:mainNavigation')}>
        <DialogBackdrop className="fixed inset-0 bg-black/40 motion-safe:animate-fade-in" />
        <DialogPanel
          style={{ width: DRAWER_WIDTH }}
          className="fixed inset-y-0 left-0 flex max-w-[85vw] flex-col border-r border-line bg-surface shadow-2xl motion-safe:animate-slide-in-left"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <BrandMark size="sm" />
            <IconButton
              aria-label={t('layout:closeDrawer')}
              icon={<XMarkIcon />}
              size="sm"
              onClick={onClose}
            />
          </div>
          {nav(true, (path) => {
            onNavigate(path);
            onClose();
          })}
        </DialogPanel>
      </Dialog>
    );
  }

  return (
    <aside
      style={{ width: open ? DRAWER_WIDTH : MINI_WIDTH }}
      className="flex h-full shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200 ease-out"
    >
      <div
        className={clsx(
          'flex h-16 shrink-0 items-center border-b border-line',
          open ? 'px-6' : 'justify-center',
        )}
      >
        <BrandMark size="sm" compact={!open} />
      </div>
      {nav(open, onNavigate)}
    </aside>
  );
}
