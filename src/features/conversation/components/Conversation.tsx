import { ArrowLeftIcon, ArrowPathIcon, ArrowUturnLeftIcon, CheckIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/contact.schema.ts';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';

/** Header commands of S1 §4.2 on the open conversation. */
export type ConversationCommand = 'return' | 'resolve' | 'reopen' | 'accept';

export interface ConversationProps {
  ticket: Ticket;
  /** The contact as the live events left it (S1 §4.3: contact updates merge). */
  contact: Contact;
  /** What the ticket-status machine allows now. */
  commands: readonly ConversationCommand[];
  onCommand: (command: ConversationCommand) => void;
  /** A command is waiting for the server: every command button shows it and refuses a second click. */
  busy: boolean;
  /** The running command, whose button shows the spinner. */
  busyCommand?: ConversationCommand | null;
  /** Narrow layout: back to the list. */
  onBack?: () => void;
  /** The message list. */
  messages: ReactNode;
  /** Below the messages (the composer). */
  footer?: ReactNode;
  /** After the commands in the header (the ticket options menu). */
  menu?: ReactNode;
  /** Under the header (the tags editor). */
  tags?: ReactNode;
  /** Right of the messages and composer (the contact drawer, 320 px). */
  aside?: ReactNode;
  /** The contact's name and picture open the contact drawer. */
  onContactClick?: () => void;
  /** Whether the contact drawer is shown (the button's aria-expanded). */
  contactOpen?: boolean;
}

const icons: Record<ConversationCommand, ReactNode> = {
  return: <ArrowUturnLeftIcon />,
  resolve: <CheckIcon />,
  reopen: <ArrowPathIcon />,
  accept: <CheckIcon />,
};

/** The open ticket: contact header with its commands, then the messages (S1 §2.6). */
export function Conversation({
  ticket,
  contact,
  commands,
  onCommand,
  busy,
  busyCommand = null,
  onBack,
  messages,
  footer,
  menu,
  tags,
  aside,
  onContactClick,
  contactOpen,
}: ConversationProps) {
  const { t } = useTranslation();
  const contactSummary = (
    <>
      <Avatar name={contact.name} src={contact.profilePicUrl || null} size="md" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-sm font-semibold text-ink">{contact.name}</h2>
        <p className="truncate text-xs text-ink-muted">
          {ticket.user ? t('tickets:assignedTo', { name: ticket.user.name }) : contact.number}
        </p>
      </div>
    </>
  );
  return (
    <section aria-label={contact.name} className="flex h-full min-h-0 flex-col bg-surface">
      <header
        data-conversation-header
        className="flex min-h-14 shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-3 py-2"
      >
        {onBack && (
          <IconButton
            aria-label={t('tickets:workspaceTabs.tickets')}
            icon={<ArrowLeftIcon />}
            size="sm"
            onClick={onBack}
          />
        )}
        {onContactClick ? (
          <button
            type="button"
            onClick={onContactClick}
            className="flex min-w-32 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-primary"
            title={t('tickets:contactDetails', { name: contact.name })}
            {...(contactOpen !== undefined ? { 'aria-expanded': contactOpen } : {})}
          >
            {contactSummary}
            {/* The name read aloud starts with what is seen (axe label-content-name-mismatch), then says what it opens. */}
            <span className="sr-only">{t('tickets:contactDetailsHint')}</span>
          </button>
        ) : (
          <div className="flex min-w-32 flex-1 items-center gap-3">{contactSummary}</div>
        )}
        {ticket.queue ? (
          <Badge color={ticket.queue.color}>{ticket.queue.name}</Badge>
        ) : (
          <span className="rounded-md border border-dashed border-ink-muted/60 px-1.5 text-[11px] text-ink-muted italic">
            {t('tickets:noQueue')}
          </span>
        )}
        {commands.map((command) => (
          <Button
            key={command}
            size="sm"
            variant={command === 'resolve' || command === 'accept' ? 'primary' : 'secondary'}
            leadingIcon={icons[command]}
            loading={busy && busyCommand === command}
            // The others wait; the running one is only blocked (loading), so it keeps the focus of whoever pressed it.
            disabled={busy && busyCommand !== command}
            data-command={command}
            onClick={() => onCommand(command)}
          >
            {t(`tickets:${command}`)}
          </Button>
        ))}
        {menu}
      </header>
      {tags}
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col">{messages}</div>
          {footer}
        </div>
        {aside}
      </div>
    </section>
  );
}
