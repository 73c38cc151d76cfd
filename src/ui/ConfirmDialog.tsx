import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The confirm button's text; default 'Excluir'. */
  confirmLabel?: string;
  /** The call is running: the confirm button is busy, Escape and the backdrop wait for the answer. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation before a destructive command, for every screen: S2's 'Excluir Registro' / 'Deseja realmente
 * excluir este registro?' and every delete of a record. Cancel has the focus first, so Enter does not destroy by
 * accident. Always mounted by its screen, so Headless UI hands the focus back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('common:delete')}
          </Button>
        </>
      }
    >
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <ExclamationTriangleIcon className="size-5 shrink-0 text-red-600" aria-hidden="true" />
        {message}
      </p>
    </Dialog>
  );
}
