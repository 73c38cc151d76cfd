import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

/** S3 §9: QR code size 256. */
export const QR_SIZE = 256;

export interface QrDialogProps {
  open: boolean;
  name: string;
  /** The code to draw; '' while none arrived. */
  qrcode: string;
  onClose: () => void;
}

/** S3 §2.2: 'Waiting for QR Code' until a code arrives, then the code at 256 px, replaced as new codes arrive. */
export function QrDialog({ open, name, qrcode, onClose }: QrDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('connections:qr.title', { name })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('connections:qr.close')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <ol className="flex flex-1 flex-col gap-2 text-sm text-ink">
          <li className="font-semibold">{t('connections:qr.instructions')}</li>
          <li>{t('connections:qr.step1')}</li>
          <li>{t('connections:qr.step2')}</li>
          <li>{t('connections:qr.step3')}</li>
          <li>{t('connections:qr.step4')}</li>
        </ol>
        <div
          className="flex size-[272px] shrink-0 items-center justify-center rounded-lg bg-white p-2"
          aria-live="polite"
        >
          {qrcode === '' ? (
            <span role="status" className="flex flex-col items-center gap-3 text-sm text-gray-700">
              <Spinner />
              {t('connections:qr.waiting')}
            </span>
          ) : (
            <QRCodeSVG
              value={qrcode}
              size={QR_SIZE}
              role="img"
              aria-label={t('connections:qr.instructions')}
              data-qrcode={qrcode}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}
