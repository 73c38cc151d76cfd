/**
 * The tags editor of the open conversation (S1 §2.6). Every change sends the whole set with POST /tags/sync; while it
 * runs the editor is busy, and a failure puts the chips back to what the server has. The reference backend emits
 * no socket event for a sync and answers with the ticket as it was before it, so the set it accepted is the one the
 * editor sent: kept here, and handed to the conversation, whose ticket (and the workspace's row) then shows it.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { Tag, Ticket } from '../../api/schemas/index.ts';
import { useServices } from '../../session/context.tsx';
import { useAppQueryClient, useTags } from '../../session/queries/hooks.ts';
import { queryKeys } from '../../session/queries/keys.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { useCommand } from '../../session/use-command.ts';
import { TagsEditor } from './components/TagsEditor.tsx';

/** The colour of a tag created from the editor (the reference's POST /tags gets a name only; a colour is required). */
export const NEW_TAG_COLOR = '#A4CCCC';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function TicketTagsSlot({ conversation }: { conversation: ConversationActor }) {
  const status = useSelector(conversation, (s) => s.context.status);
  const readOnly = useSelector(conversation, (s) => s.context.readOnly);
  const ticket = useSelector(status, (s) => s.context.ticket);
  const onSynced = useCallback(
    (edited: Ticket) => conversation.send({ type: 'ticket.edited', ticket: edited }),
    [conversation],
  );
  return <TicketTags ticket={ticket} readOnly={readOnly} onSynced={onSynced} />;
}

export function TicketTags({
  ticket,
  readOnly,
  onSynced,
}: {
  ticket: Ticket;
  readOnly: boolean;
  /** The ticket with the set the server accepted. */
  onSynced?: (ticket: Ticket) => void;
}) {
  const { api } = useServices();
  const cache = useAppQueryClient();
  const tags = useTags({ enabled: !readOnly });
  const tagsLoad = useReadState(tags);
  const serverTags = ticket.tags;
  // The set the server accepted last, valid only while the ticket's tags are still the ones it replaced: a ticket
  // update from the server (a reconnect's refetch, another user) wins over it.
  const [saved, setSaved] = useState<{ over: readonly Tag[]; tags: readonly Tag[] } | null>(null);
  const confirmed = saved !== null && saved.over === serverTags ? saved.tags : serverTags;
  const [sending, setSending] = useState<readonly Tag[] | null>(null);
  const shown = sending ?? confirmed;

  const sync = useCallback(
    async (next: readonly Tag[]) => {
      setSending(next);
      try {
        await api.tags.sync(ticket.id, next);
        setSaved({ over: serverTags, tags: next });
        onSynced?.({ ...ticket, tags: [...next] });
      } finally {
        // On a failure the chips go back to `confirmed`: what the server has.
        setSending(null);
      }
    },
    [api, onSynced, serverTags, ticket],
  );
  const syncCommand = useCommand(sync);

  const createTag = useCallback(
    async (name: string): Promise<Tag> => {
      const known = tags.data?.find((t) => sameName(t.name, name));
      if (known) return known;
      const tag = await api.tags.create({ name: name.trim(), color: NEW_TAG_COLOR });
      cache.setQueryData<Tag[]>(queryKeys.tags, (list) => (list ? [...list, tag] : list));
      return tag;
    },
    [api, cache, tags.data],
  );
  const createCommand = useCommand(
    createTag,
    useCallback(
      (tag: Tag) => {
        if (!shown.some((t) => t.id === tag.id)) void syncCommand.execute([...shown, tag]);
      },
      [shown, syncCommand],
    ),
  );

  return (
    <TagsEditor
      value={shown}
      options={tags.data ?? []}
      optionsLoad={tagsLoad}
      onChange={(next) => void syncCommand.execute(next)}
      onCreate={(name) => void createCommand.execute(name)}
      busy={syncCommand.pending || createCommand.pending}
      readOnly={readOnly}
    />
  );
}
