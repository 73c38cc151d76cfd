import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';

export interface DeleteTicketDialogProps {
  open: boolean;
  ticketId: number;
  contactName: string;
  /** The ticket-status actor is deleting (its `busy` tag). */
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** S1 §2.6: the delete confirmation of the ticket options. */
export function DeleteTicketDialog({
  open,
  ticketId,
  contactName,
  deleting,
  onConfirm,
  onClose,
}: DeleteTicketDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('dialogs:deleteTicket.title', { id: ticketId, name: contactName })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting} data-autofocus>
            {t('dialogs:cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {t('dialogs:deleteTicket.confirm')}
          </Button>
        </>
      }
    >
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <ExclamationTriangleIcon className="size-5 shrink-0 text-red-600" aria-hidden="true" />
        {t('dialogs:deleteTicket.message')}
      </p>
    </Dialog>
  );
}
