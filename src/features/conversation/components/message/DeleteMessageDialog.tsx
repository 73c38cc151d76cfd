import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../api/schemas/message.schema.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';

export interface DeleteMessageDialogProps {
  /** The own message to delete; null: closed. */
  message: Message | null;
  /** The DELETE is running: the confirm button is busy and the dialog stays. */
  busy: boolean;
  onConfirm: (message: Message) => void;
  onCancel: () => void;
}

/**
 * The confirmation before an own message is deleted (S1 §2.6). Always mounted, so Headless UI gives the focus back
 * to the message's options button when it closes.
 */
export function DeleteMessageDialog({ message, busy, onConfirm, onCancel }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  // While busy, Escape and the backdrop do nothing: the answer decides.
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      size="sm"
      title={t('messages:confirmDelete.title')}
      description={t('messages:confirmDelete.body')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() => {
              if (message) onConfirm(message);
            }}
          >
            {t('messages:confirmDelete.confirm')}
          </Button>
        </>
      }
    />
  );
}
