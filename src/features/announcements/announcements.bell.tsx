/**
 * The announcements bell of the top bar (S2 §2, §4): binds the session's bell (announcements.session.ts) to the
 * popover. Mounted by the layout through src/app/compose/layout.route.tsx (features do not import each other).
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { Announcement } from '../../api/schemas/s2.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { usePagedList } from '../../session/use-paged-list.ts';
import { announcementsBellFor } from './announcements.session.ts';
import { mediaLoader } from './announcements.media.ts';
import { hasUnread } from './announcements.unread.ts';
import { AnnouncementsBell } from './components/AnnouncementsBell.tsx';

export default function AnnouncementsBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return <Bell userId={user.id} />;
}

function Bell({ userId }: { userId: number }) {
  const services = useServices();
  // One bell per signed-in user: a token refresh (same user id) keeps it.
  const bell = useMemo(() => announcementsBellFor(services, userId), [services, userId]);
  const { items, ...view } = usePagedList(bell.list);
  const read = useSyncExternalStore(bell.subscribe, bell.read);
  const unread = hasUnread(items, read.seen, read.liveSinceOpened);
  const [detail, setDetail] = useState<Announcement | null>(null);
  const [location] = useLocation();
  const loadMedia = useCallback((path: string) => mediaLoader(services)(path), [services]);
  return (
    <AnnouncementsBell
      announcements={items}
      {...view}
      unread={unread}
      onOpened={bell.opened}
      detail={detail}
      onShowDetail={setDetail}
      onCloseDetail={() => setDetail(null)}
      loadMedia={loadMedia}
      closeKey={location}
    />
  );
}
