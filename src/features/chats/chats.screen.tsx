import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import type { Chat } from '../../api/schemas/s2.ts';
import { useMediaQuery, useServices, useSession } from '../../session/context.tsx';
import { entityPageFor, useEntityPage } from '../../session/entity/entity-page.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { useUsers } from '../../session/queries/hooks.ts';
import { usePagedList } from '../../session/use-paged-list.ts';
import { chatPaneFor, type ChatMessagesActor } from './chat-pane.session.ts';
import { chatsApiOf, chatsEntity, unreadsOf } from './chats.entity.ts';
import { ChatDialog } from './components/ChatDialog.tsx';
import { ChatList } from './components/ChatList.tsx';
import { ChatPane } from './components/ChatPane.tsx';
import { ChatsPage, type ChatsTab } from './components/ChatsPage.tsx';

/** S2 §9: the layout breakpoint md (list and pane side by side from it on). */
export const WIDE_QUERY = '(min-width: 768px)';

/** /chats and /chats/{uuid}: the chats entity page, the open chat's pane, the 'Conversa' dialog. */
export default function ChatsScreen() {
  const services = useServices();
  const { user } = useSession();
  const [, params] = useRoute<{ id?: string }>('/chats/:id?');
  const uuid = params?.id ?? null;
  const [, navigate] = useLocation();
  const page = useEntityPage(chatsEntity);
  const wide = useMediaQuery(WIDE_QUERY);
  const [tab, setTab] = useState<ChatsTab>(uuid === null ? 'chats' : 'messages');
  const userId = user?.id ?? 0;
  const selected = useMemo(
    () => (uuid === null ? null : (page.list.items.find((c) => c.uuid === uuid) ?? null)),
    [page.list.items, uuid],
  );
  const users = useUsers({ enabled: page.dialog.open });
  const usersLoad = useReadState(users);

  // After a create the app goes to the new chat; after a delete to /chats (S2 §2).
  const idsBeforeSubmit = useRef<Set<number> | null>(null);
  useEffect(() => {
    const actor = entityPageFor(services, chatsEntity);
    const sub = actor.on('notify', (event) => {
      if (event.key === 'chats:deleted') {
        navigate('/chats');
        return;
      }
      if (event.key !== 'chats:saved' || idsBeforeSubmit.current === null) return;
      const before = idsBeforeSubmit.current;
      idsBeforeSubmit.current = null;
      const items = actor.getSnapshot().children.list?.getSnapshot().context.items ?? [];
      const created = items.find((c) => !before.has(c.id));
      if (created) {
        setTab('messages');
        navigate(`/chats/${created.uuid}`);
      }
    });
    return () => sub.unsubscribe();
  }, [services, navigate]);

  // A chat deleted elsewhere while open leaves the list (the live-list table): back to /chats (S2 §4).
  const selectedId = selected?.id;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (selected !== null) shown.current = selected.uuid;
    else if (uuid !== null && shown.current === uuid) {
      shown.current = null;
      navigate('/chats');
    }
  }, [selected, uuid, navigate]);

  // Opening a chat with unreads clears them with a read call for the current user (S2 §4); a failure is swallowed
  // (S2 §8). While it stays open, a message that arrives is read too.
  const unreads = selected ? unreadsOf(selected, userId) : 0;
  useEffect(() => {
    if (selectedId === undefined || unreads === 0 || userId === 0) return;
    chatsApiOf(services)
      .read(selectedId, userId)
      .catch(() => undefined);
  }, [services, selectedId, unreads, userId]);

  const select = (chat: Chat) => {
    setTab('messages');
    if (chat.uuid !== uuid) navigate(`/chats/${chat.uuid}`);
  };

  const pane = selected ? <OpenChat key={selected.id} chat={selected} userId={userId} /> : null;

  return (
    <ChatsPage
      wide={wide}
      tab={tab}
      onTab={setTab}
      canCreate={!wide || user?.profile === 'admin'}
      onCreate={() => {
        idsBeforeSubmit.current = null;
        page.add();
      }}
      list={
        <ChatList
          {...page.list}
          chats={page.list.items}
          userId={userId}
          selectedUuid={uuid}
          onSelect={select}
          onEdit={(chat) => {
            select(chat);
            page.edit(chat);
          }}
          onDelete={page.askDelete}
        />
      }
      pane={pane}
      dialog={
        <ChatDialog
          {...page.dialog}
          users={users.data ?? []}
          usersLoad={usersLoad}
          onSubmit={(values) => {
            if (page.dialog.editing === null)
              idsBeforeSubmit.current = new Set(page.list.items.map((c) => c.id));
            page.submit(values);
          }}
          onClose={page.close}
        />
      }
      confirm={page.confirm}
      onConfirmDelete={page.confirmDelete}
      onCancelDelete={page.cancelDelete}
    />
  );
}

/** The open chat: its messages list (owned by the session scope's chat pane) and the send. */
function OpenChat({ chat, userId }: { chat: Chat; userId: number }) {
  const services = useServices();
  const pane = chatPaneFor(services);
  const actor: ChatMessagesActor = useMemo(() => pane.open(chat.id), [pane, chat.id]);
  const { items, ...view } = usePagedList(actor);
  return (
    <ChatPane
      title={chat.title}
      messages={items}
      userId={userId}
      onSend={(text) => {
        chatsApiOf(services)
          .send(chat.id, text)
          .then((message) => pane.sent(message))
          .catch(() => undefined);
      }}
      {...view}
    />
  );
}
