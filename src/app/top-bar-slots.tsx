import { lazy, Suspense, type ReactNode } from 'react';
import type { FeatureSlots } from '../session/slots.tsx';
import { NotificationsSlot as TicketNotifications } from '../features/notifications/notifications.binding.tsx';
import { useAfterFirstContent } from '../session/first-content.ts';
import { SECONDARY_PART_WAIT_MS } from '../../machines/common/timing.ts';

/**
 * What features put in the top bar. The layout imports no other feature, so their bindings reach it as slots
 * (src/session/slots.tsx) given here, each loaded with the layout's first render and rendering nothing until it is in.
 */
const AnnouncementsBell = lazy(() => import('../features/announcements/announcements.bell.tsx'));
const ChatsBell = lazy(() => import('../features/chats/chats.bell.tsx'));

/** A bell's place while it is not rendered: its size, so nothing moves when it comes. */
const bellPlace = <span aria-hidden="true" className="inline-flex size-10 shrink-0" />;

/** The bells render after the screen's own content (src/session/first-content.ts), in their place until then. */
function AfterContent({ children }: { children: ReactNode }) {
  return useAfterFirstContent(SECONDARY_PART_WAIT_MS) ? <>{children}</> : bellPlace;
}

/** The announcements bell (S2 §2 viewer side): the dot, the popover and the detail dialog. */
function AnnouncementsBellSlot() {
  return (
    <AfterContent>
      <Suspense fallback={bellPlace}>
        <AnnouncementsBell />
      </Suspense>
    </AfterContent>
  );
}

/** The chats bell (S2 §2 'Internal chat'): the dot of unread chats and the popover of the chats. */
function ChatsBellSlot() {
  return (
    <AfterContent>
      <Suspense fallback={bellPlace}>
        <ChatsBell />
      </Suspense>
    </AfterContent>
  );
}

/** The tickets notifications (S1 §2.5): on every screen, not lazy (Accept works from any screen). */
function NotificationsSlot() {
  return (
    <AfterContent>
      <TicketNotifications />
    </AfterContent>
  );
}

/** The top bar's slots, given to the layout by the composition root. */
export const TOP_BAR_SLOTS: FeatureSlots = {
  TicketNotifications: NotificationsSlot,
  AnnouncementsBell: AnnouncementsBellSlot,
  ChatsBell: ChatsBellSlot,
};
