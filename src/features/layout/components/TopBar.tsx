import type { ReactNode } from 'react';
import {
  ArrowRightStartOnRectangleIcon,
  Bars3Icon,
  BellIcon,
  ChatBubbleOvalLeftEllipsisIcon,
  LanguageIcon,
  MoonIcon,
  SunIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar.tsx';
import { CountBadge } from '../../../ui/Badge.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { Menu } from '../../../ui/Menu.tsx';

export interface TopBarProps {
  userName: string;
  /** Under 600 px: the greeting shows only the name (S1 §2.4). */
  narrow: boolean;
  onToggleDrawer: () => void;
  onProfile: () => void;
  onLogout: () => void;
  announcementsCount?: number;
  chatsUnread?: number;
  onAnnouncements?: () => void;
  onChats?: () => void;
  userEmail?: string;
  /** The interface language (pt, en, es); the caller persists the choice. */
  language?: 'pt' | 'en' | 'es';
  onLanguageChange?: (language: 'pt' | 'en' | 'es') => void;
  theme?: 'light' | 'dark';
  onThemeChange?: (theme: 'light' | 'dark') => void;
  /** The tickets notifications popover (S1 §2.5), first of the icons. */
  notifications?: ReactNode;
  /** The chats bell (S2 §2 'Internal chat'), in place of the plain chats button when given. */
  chats?: ReactNode;
  /** The announcements bell (S2 §2), in place of the plain bell button when given. */
  announcements?: ReactNode;
}

const LANGUAGE_NAMES = { pt: 'Português', en: 'English', es: 'Español' } as const;

export function TopBar({
  userName,
  narrow,
  onToggleDrawer,
  onProfile,
  onLogout,
  announcementsCount = 0,
  chatsUnread = 0,
  onAnnouncements,
  onChats,
  userEmail,
  language,
  onLanguageChange,
  theme = 'light',
  onThemeChange,
  notifications,
  chats,
  announcements,
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="relative z-30 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-surface/90 px-3 backdrop-blur sm:px-5">
      <IconButton
        aria-label={t('layout:toggleDrawer')}
        icon={<Bars3Icon />}
        onClick={onToggleDrawer}
        className="-ml-1"
      />
      <p className="min-w-0 flex-1 truncate text-sm text-ink-muted sm:text-[15px]" data-testid="greeting">
        {narrow ? (
          <span className="font-semibold text-ink">{userName}</span>
        ) : (
          t('layout:greeting', { name: userName })
        )}
      </p>
      <div className="flex items-center gap-1">
        {notifications}
        {announcements ?? (
          <IconButton
            aria-label={
              announcementsCount > 0
                ? t('layout:announcementsCount', { count: announcementsCount })
                : t('layout:announcements')
            }
            icon={<BellIcon />}
            onClick={onAnnouncements}
            badge={
              <CountBadge count={announcementsCount} tone="danger" className="h-4 min-w-4 px-1 text-[10px]" />
            }
          />
        )}
        {chats ?? (
          <IconButton
            aria-label={chatsUnread > 0 ? t('layout:chatsUnread') : t('layout:chats')}
            icon={<ChatBubbleOvalLeftEllipsisIcon />}
            onClick={onChats}
            badge={<CountBadge count={chatsUnread} tone="danger" className="h-4 min-w-4 px-1 text-[10px]" />}
          />
        )}
        <div className="mx-1.5 hidden h-6 w-px bg-line sm:block" />
        <Menu
          // Its machinery mounts at the first press: it was the heaviest part of the workspace's first render at
          // sign-in, and held the first rows back from the frame after their data.
          lazy
          buttonLabel={t('layout:account')}
          buttonClassName="gap-1.5 p-0.5 pr-1.5 hover:bg-ink/5"
          button={
            <>
              <Avatar name={userName} size="sm" />
              <ChevronDownIcon className="size-4 text-ink-muted" aria-hidden="true" />
            </>
          }
          header={
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{userName}</p>
              {userEmail && <p className="truncate text-xs text-ink-muted">{userEmail}</p>}
            </div>
          }
          items={[
            { key: 'profile', label: t('layout:profile'), icon: <UserCircleIcon />, onSelect: onProfile },
            ...(onThemeChange
              ? [
                  {
                    key: 'theme',
                    label: theme === 'dark' ? t('layout:lightTheme') : t('layout:darkTheme'),
                    icon: theme === 'dark' ? <SunIcon /> : <MoonIcon />,
                    onSelect: () => onThemeChange(theme === 'dark' ? 'light' : 'dark'),
                  },
                ]
              : []),
            ...(onLanguageChange
              ? (['pt', 'en', 'es'] as const)
                  .filter((lng) => lng !== language)
                  .map((lng, i) => ({
                    key: `lang-${lng}`,
                    label: LANGUAGE_NAMES[lng],
                    icon: <LanguageIcon />,
                    onSelect: () => onLanguageChange(lng),
                    separated: i === 0,
                  }))
              : []),
            {
              key: 'logout',
              label: t('layout:logout'),
              icon: <ArrowRightStartOnRectangleIcon />,
              onSelect: onLogout,
              separated: true,
            },
          ]}
        />
      </div>
    </header>
  );
}
