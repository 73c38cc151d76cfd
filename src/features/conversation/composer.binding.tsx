/**
 * The open conversation's composer, outbox (a failed send stays, with a retry) and voice recording (S1 §2.7, §4.2,
 * §4.4): the actors `conversation.composer` and `conversation.recording` of the workspace tree, read with
 * selectors. The peek has neither, so it shows nothing here.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { audioRecordingMachine } from '../../../machines/audio-recording/audio-recording.machine.ts';
import type { AudioRecordingState } from '../../../machines/audio-recording/audio-recording.table.ts';
import type { ComposerActor, OutboxItem } from '../../../machines/composer/composer.machine.ts';
import type { ticketStatusMachine } from '../../../machines/ticket-status/ticket-status.machine.ts';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { User } from '../../api/schemas/index.ts';
import { useSession } from '../../session/context.tsx';
import { useQuickMessages } from '../../session/queries/quick-messages.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { Composer, type ComposerHandle, type ComposerRecording } from './components/composer/Composer.tsx';
import { Outbox, type OutboxEntryView } from './components/composer/Outbox.tsx';

type RecordingActor = ActorRefFrom<typeof audioRecordingMachine>;
type StatusActor = ActorRefFrom<typeof ticketStatusMachine>;

export function ConversationComposer({ conversation }: { conversation: ConversationActor }) {
  const { user } = useSession();
  const composer = useSelector(conversation, (s) => s.context.composer);
  const recording = useSelector(conversation, (s) => s.context.recording);
  const status = useSelector(conversation, (s) => s.context.status);
  // One pane per ticket: what it holds itself (chosen files, the quick-reply choice) never follows the user into
  // another ticket, where a file chosen for one customer would go to another.
  const ticketId = useSelector(status, (s) => s.context.ticket.id);
  if (!composer || !recording || !user) return null;
  return (
    <ComposerPane key={ticketId} composer={composer} recording={recording} status={status} user={user} />
  );
}

function ComposerPane({
  composer,
  recording,
  status,
  user,
}: {
  composer: ComposerActor;
  recording: RecordingActor;
  status: StatusActor;
  user: User;
}) {
  const ticketStatus = useSelector(status, (s) => s.context.ticket.status);
  const draft = useSelector(composer, (s) => s.context.draft);
  const replyTo = useSelector(composer, (s) => s.context.replyTo);
  const sign = useSelector(composer, (s) => s.context.sign);
  const items = useSelector(composer, (s) => s.context.outbox);
  const entries = useOutboxEntries(items);
  const phase = useSelector(recording, (s) => topStateOf(s.value));
  const elapsedMs = useSelector(recording, (s) => s.context.elapsedMs);
  const quickReplies = useQuickMessages(user.companyId, user.id);
  const quickRepliesLoad = useReadState(quickReplies);
  const input = useRef<ComposerHandle>(null);

  // S1 §2.7: the input is disabled unless the ticket is open; recording too (§4.2).
  const open = ticketStatus === 'open';
  const shownRecording: ComposerRecording | null = phase === 'idle' ? null : { phase, elapsedMs };

  return (
    <div data-conversation-composer>
      <Outbox
        entries={entries}
        onRetry={(id) => composer.send({ type: 'outbox.retry', id })}
        onDiscard={(id) => composer.send({ type: 'outbox.discard', id })}
        retryDisabled={!open}
        onDone={() => input.current?.focus()}
      />
      <Composer
        ref={input}
        value={draft}
        onChange={(text) => composer.send({ type: 'composer.type', text })}
        onSend={(body) => composer.send({ type: 'composer.send', body })}
        onSendMedia={(files, caption) => composer.send({ type: 'composer.sendMedia', files, caption })}
        userName={user.name}
        sign={sign}
        onSignChange={(next) => composer.send({ type: 'composer.sign', sign: next })}
        quickReplies={quickReplies.data ?? []}
        quickRepliesLoad={quickRepliesLoad}
        disabled={!open}
        {...(open ? {} : { disabledReason: ticketStatus === 'pending' ? 'pending' : 'closed' })}
        replyingTo={replyTo}
        onCancelReply={() => composer.send({ type: 'composer.cancelReply' })}
        recording={shownRecording}
        {...(open
          ? {
              onRecordStart: () => recording.send({ type: 'record.start' }),
              onRecordSend: () => recording.send({ type: 'record.send' }),
              onRecordCancel: () => recording.send({ type: 'record.cancel' }),
            }
          : {})}
      />
    </div>
  );
}

const RECORDING_STATES: readonly AudioRecordingState[] = [
  'idle',
  'requesting',
  'recording',
  'encoding',
  'sending',
];

function topStateOf(value: unknown): AudioRecordingState {
  const top =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? Object.keys(value)[0]
        : undefined;
  return RECORDING_STATES.find((state) => state === top) ?? 'idle';
}

/**
 * The outbox entries as the view shows them. Each entry is its own actor: one subscription per entry, and the
 * same array back while no entry changed (useSyncExternalStore compares by identity).
 */
function useOutboxEntries(items: readonly OutboxItem[]): readonly OutboxEntryView[] {
  const cache = useRef<{ snapshots: readonly unknown[]; views: readonly OutboxEntryView[] } | null>(null);
  const subscribe = useCallback(
    (notify: () => void) => {
      const subs = items.map((item) => item.entry.subscribe(notify));
      return () => subs.forEach((sub) => sub.unsubscribe());
    },
    [items],
  );
  const getSnapshot = useCallback(() => {
    const snapshots = items.map((item) => item.entry.getSnapshot());
    const known = cache.current;
    if (
      known &&
      known.snapshots.length === snapshots.length &&
      known.snapshots.every((s, i) => s === snapshots[i])
    )
      return known.views;
    const views = snapshots.flatMap((snapshot): OutboxEntryView[] => {
      const status = snapshot.value;
      // A sent or discarded entry is on its way out of the list.
      if (status !== 'pending' && status !== 'failed') return [];
      const { delivery, id } = snapshot.context;
      return [
        delivery.kind === 'text'
          ? { id, status, text: delivery.body, fileNames: [] }
          : { id, status, text: delivery.caption, fileNames: delivery.files.map((file) => file.name) },
      ];
    });
    cache.current = { snapshots, views };
    return views;
  }, [items]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
