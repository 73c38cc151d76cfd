/**
 * The ticket options menu of an open ticket (S1 §2.6): schedule, transfer, delete (only with
 * ticket-options:deleteTicket, S1 §6). Each item opens its dialog through the workspace tree (`dialog.open`), and the
 * dialogs render from `context.dialog`. Transfer and delete are commands of the conversation's ticket-status actor:
 * its `busy` tag is the dialogs' busy state, its failure toast the error, and the navigation it emits on success
 * closes the dialog.
 */
import { ArrowsRightLeftIcon, CalendarDaysIcon, TrashIcon } from '@heroicons/react/20/solid';
import { EllipsisVerticalIcon } from '@heroicons/react/24/outline';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Actor } from 'xstate';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { WorkspaceActor } from '../../../machines/workspace/workspace.machine.ts';
import type { Contact, Ticket } from '../../api/schemas/index.ts';
import { useSession } from '../../session/context.tsx';
import { ScheduleDialogOutlet } from '../../session/slots.tsx';
import { useQueues } from '../../session/queries/hooks.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { useUserSearch } from '../../session/queries/search.ts';
import { can } from '../../lib/permissions.ts';
import { Menu, type MenuEntry } from '../../ui/Menu.tsx';
import { DeleteTicketDialog } from './components/dialogs/DeleteTicketDialog.tsx';
import { TransferTicketDialog } from './components/dialogs/TransferTicketDialog.tsx';

type StatusActor = ConversationActor['getSnapshot'] extends () => { context: { status: infer S } }
  ? S
  : never;

/** The tree's root, registered under the systemId 'workspace' (src/session/workspace.session.ts). */
function isWorkspace(ref: unknown): ref is WorkspaceActor {
  if (!(ref instanceof Actor)) return false;
  const snapshot: unknown = ref.getSnapshot();
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'context' in snapshot &&
    typeof snapshot.context === 'object' &&
    snapshot.context !== null &&
    'dialog' in snapshot.context
  );
}

export function workspaceOf(conversation: ConversationActor): WorkspaceActor | undefined {
  const root: unknown = conversation.system.get('workspace');
  return isWorkspace(root) ? root : undefined;
}

/** Closes a command's dialog once the ticket-status actor navigates, which it does only when the command succeeded. */
function useCloseOnSuccess(status: StatusActor, onClose: () => void) {
  useEffect(() => {
    const sub = status.on('navigate', onClose);
    return () => sub.unsubscribe();
  }, [status, onClose]);
}

export function TicketOptionsSlot({ conversation }: { conversation: ConversationActor }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const workspace = useMemo(() => workspaceOf(conversation), [conversation]);
  const status = useSelector(conversation, (s) => s.context.status);
  const readOnly = useSelector(conversation, (s) => s.context.readOnly);
  const contact = useSelector(conversation, (s) => s.context.contact);
  const ticket = useSelector(status, (s) => s.context.ticket);
  const isOpen = useSelector(status, (s) => s.matches('open'));
  const dialog = useSelector(workspace, (s) => s?.context.dialog ?? null);
  // Dialogs of this ticket only: another ticket's never shows in this conversation.
  const shown =
    dialog !== null && dialog.kind !== 'newTicket' && dialog.ticket.id === ticket.id ? dialog : null;
  const menuRef = useRef<HTMLSpanElement>(null);
  const close = useCallback(() => {
    workspace?.send({ type: 'dialog.close' });
    // The dialog unmounts with the tree's state, so Headless UI has no close to restore from: focus goes back to
    // the menu button here (when it is still there: a transfer or delete leaves the conversation).
    requestAnimationFrame(() => menuRef.current?.querySelector('button')?.focus());
  }, [workspace]);

  if (workspace === undefined || readOnly) return null;
  const open = (kind: 'schedule' | 'transfer' | 'deleteTicket') =>
    workspace.send({ type: 'dialog.open', dialog: { kind, ticket } });
  const items: MenuEntry[] = [
    {
      key: 'schedule',
      label: t('dialogs:options.schedule'),
      icon: <CalendarDaysIcon />,
      onSelect: () => open('schedule'),
    },
    {
      key: 'transfer',
      label: t('dialogs:options.transfer'),
      icon: <ArrowsRightLeftIcon />,
      onSelect: () => open('transfer'),
    },
    ...(can(user?.profile, 'ticket-options:deleteTicket')
      ? [
          {
            key: 'delete',
            label: t('dialogs:options.delete'),
            icon: <TrashIcon />,
            danger: true,
            separated: true,
            onSelect: () => open('deleteTicket'),
          },
        ]
      : []),
  ];

  return (
    <>
      {isOpen && (
        <span ref={menuRef} className="contents">
          <Menu
            button={<EllipsisVerticalIcon className="size-5" aria-hidden="true" />}
            buttonLabel={t('dialogs:options.label')}
            buttonClassName="size-8 text-ink-muted hover:bg-ink/5 hover:text-ink"
            items={items}
          />
        </span>
      )}
      {shown?.kind === 'transfer' && <TransferBinding status={status} onClose={close} />}
      {shown?.kind === 'deleteTicket' && (
        <DeleteBinding status={status} ticket={ticket} contact={contact} onClose={close} />
      )}
      {shown?.kind === 'schedule' && <ScheduleFromTicket ticket={ticket} contact={contact} onClose={close} />}
    </>
  );
}

function TransferBinding({ status, onClose }: { status: StatusActor; onClose: () => void }) {
  const queues = useQueues();
  const queuesLoad = useReadState(queues);
  const [query, setQuery] = useState('');
  const users = useUserSearch(query);
  const busy = useSelector(status, (s) => s.hasTag('busy'));
  useCloseOnSuccess(status, onClose);
  const userOptions = useMemo(
    () => users.items.map((u) => ({ id: u.id, name: u.name, queueIds: u.queues.map((q) => q.id) })),
    [users.items],
  );
  return (
    <TransferTicketDialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      queues={(queues.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
      queuesLoad={queuesLoad}
      userQuery={query}
      onUserQueryChange={setQuery}
      users={userOptions}
      usersStatus={users.status}
      submitting={busy}
      // S1 §4.2: with a queue and no user, pending and user null; with a user, updated. Then /tickets.
      onSubmit={({ queueId, userId }) => status.send({ type: 'ticket.transfer', queueId, userId })}
    />
  );
}

function DeleteBinding({
  status,
  ticket,
  contact,
  onClose,
}: {
  status: StatusActor;
  ticket: Ticket;
  contact: Contact;
  onClose: () => void;
}) {
  const busy = useSelector(status, (s) => s.hasTag('busy'));
  useCloseOnSuccess(status, onClose);
  return (
    <DeleteTicketDialog
      open
      ticketId={ticket.id}
      contactName={contact.name}
      deleting={busy}
      onConfirm={() => status.send({ type: 'ticket.delete' })}
      onClose={() => {
        if (!busy) onClose();
      }}
    />
  );
}

function ScheduleFromTicket({
  ticket,
  contact,
  onClose,
}: {
  ticket: Ticket;
  contact: Contact;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ScheduleDialogOutlet
      open
      contact={{ id: contact.id, name: contact.name }}
      ticketId={ticket.id}
      onClose={onClose}
      // S1 §2.6: after scheduling from a ticket the user goes to /schedules.
      onSaved={() => navigate('/schedules')}
    />
  );
}
