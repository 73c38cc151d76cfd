import { EyeIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/contact.schema.ts';
import type { Ticket } from '../../../api/schemas/ticket.schema.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { QUEUE_NAME_LENGTH, shorten } from '../../../lib/text.ts';

export interface PeekDialogProps {
  /** The peeked conversation, or null when the dialog is closed. */
  peeked: { ticket: Ticket; contact: Contact } | null;
  /** 'Fechar', Escape, the corner button and the backdrop: focus goes back to the button that opened it. */
  onClose: () => void;
  /** The read-only, live message list of the peeked ticket. */
  messages: ReactNode;
}

/**
 * 'Espiar Conversa' (S1 §2.6): another ticket's conversation, read-only (no composer, no commands), kept live by
 * its own conversation actor. Closed with 'Fechar'.
 */
export function PeekDialog({ peeked, onClose, messages }: PeekDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={peeked !== null}
      onClose={onClose}
      title={t('tickets:peek.title')}
      size="lg"
      // One way out named 'Fechar' (S1 §2.6), besides Escape and the backdrop.
      hideClose
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('tickets:peek.close')}
        </Button>
      }
    >
      {peeked && (
        <div className="flex flex-col gap-3">
          <div className="flex min-w-0 items-center gap-3" data-peek-contact>
            <Avatar name={peeked.contact.name} src={peeked.contact.profilePicUrl || null} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink">{peeked.contact.name}</p>
              <p className="truncate text-xs text-ink-muted">{peeked.contact.number}</p>
            </div>
            {peeked.ticket.queue ? (
              <Badge color={peeked.ticket.queue.color} title={peeked.ticket.queue.name} className="shrink-0">
                {shorten(peeked.ticket.queue.name, QUEUE_NAME_LENGTH)}
              </Badge>
            ) : (
              <Badge tone="neutral" className="shrink-0">
                {t('tickets:noQueue')}
              </Badge>
            )}
          </div>
          <div
            data-peek-messages
            className="flex h-[min(60vh,32rem)] min-h-64 flex-col overflow-hidden rounded-xl border border-line bg-surface-muted/40"
          >
            {messages}
          </div>
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            <EyeIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {t('tickets:peek.readOnly')}
          </p>
        </div>
      )}
    </Dialog>
  );
}
