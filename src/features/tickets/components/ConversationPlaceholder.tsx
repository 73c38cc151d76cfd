import { ArrowLeftIcon, ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { NO_QUEUE_COLOR } from './ticket-format.ts';

export interface ConversationPlaceholderProps {
  ticket: Ticket;
  /** Narrow layout: a back button to the list. */
  onBack?: () => void;
}

/** Contact header and a note: the full conversation view arrives in the next release. */
export function ConversationPlaceholder({ ticket, onBack }: ConversationPlaceholderProps) {
  const { t } = useTranslation();
  const { contact } = ticket;
  return (
    <section aria-label={contact.name} className="flex h-full min-h-0 flex-col bg-surface">
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-line px-4">
        {onBack && (
          <IconButton
            aria-label={t('tickets:workspaceTabs.tickets')}
            icon={<ArrowLeftIcon />}
            size="sm"
            onClick={onBack}
          />
        )}
        <Avatar name={contact.name} src={contact.profilePicUrl || null} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold text-ink">{contact.name}</h2>
          <p className="truncate text-xs text-ink-muted">
            {ticket.user ? t('tickets:assignedTo', { name: ticket.user.name }) : contact.number}
          </p>
        </div>
        <Badge color={ticket.queue?.color ?? NO_QUEUE_COLOR}>
          {ticket.queue?.name ?? t('tickets:noQueue')}
        </Badge>
      </header>
      <div className="flex flex-1 items-center justify-center bg-[radial-gradient(var(--color-line)_1px,transparent_1px)] [background-size:18px_18px] p-6">
        <div className="rounded-2xl border border-line bg-surface shadow-sm">
          <EmptyState
            icon={<ChatBubbleLeftRightIcon />}
            title={ticket.lastMessage || contact.name}
            description={t('tickets:nextRelease')}
          />
        </div>
      </div>
    </section>
  );
}
