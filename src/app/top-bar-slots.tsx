import { lazy, Suspense } from 'react';
import { NotificationsSlot as TicketNotifications } from '../features/notifications/notifications.binding.tsx';

/**
 * What features put in the top bar. The layout may not import another feature (lint: no-cross-feature-imports), so
 * their bindings come through here, each loaded with the layout's first render and rendering nothing until it is in.
 */
const AnnouncementsBell = lazy(() => import('../features/announcements/announcements.bell.tsx'));
const ChatsBell = lazy(() => import('../features/chats/chats.bell.tsx'));

/** The announcements bell (S2 §2 viewer side): the dot, the popover and the detail dialog. */
export function AnnouncementsBellSlot() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-flex size-10 shrink-0" />}>
      <AnnouncementsBell />
    </Suspense>
  );
}

/** The chats bell (S2 §2 'Internal chat'): the dot of unread chats and the popover of the chats. */
export function ChatsBellSlot() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-flex size-10 shrink-0" />}>
      <ChatsBell />
    </Suspense>
  );
}

/** The tickets notifications (S1 §2.5): in the first render of every screen, not lazy (Accept works from any screen). */
export function NotificationsSlot() {
  return <TicketNotifications />;
}
