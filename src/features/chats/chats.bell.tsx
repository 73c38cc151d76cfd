/**
 * The top bar's chats bell (S2 §2, §4, §6): the session's chats entity page (owned by the session scope, the same
 * list the /chats screen shows) read for its dot: any chat with unreads for the current user. Company 10 receives no
 * chat notifications (S2 §6): its bell shows no dot.
 */
import { useLocation } from 'wouter';
import { useSession } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { chatsEntity, unreadsOf } from './chats.entity.ts';
import { ChatsBellPopover } from './components/ChatsBellPopover.tsx';

/** S2 §6: the company that gets no chat notifications. */
export const NO_CHAT_NOTIFICATIONS_COMPANY = 10;

export default function ChatsBell() {
  const { user } = useSession();
  if (!user) return null;
  return <Bell userId={user.id} companyId={user.companyId} />;
}

function Bell({ userId, companyId }: { userId: number; companyId: number }) {
  const page = useEntityPage(chatsEntity);
  const [, navigate] = useLocation();
  const { items, ...view } = page.list;
  const unread =
    companyId !== NO_CHAT_NOTIFICATIONS_COMPANY && items.some((chat) => unreadsOf(chat, userId) > 0);
  return (
    <ChatsBellPopover
      chats={items}
      unread={unread}
      onOpen={(chat) => navigate(`/chats/${chat.uuid}`)}
      onOpenAll={() => navigate('/chats')}
      {...view}
    />
  );
}
