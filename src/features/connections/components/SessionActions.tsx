import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

/** What a row's session cell offers (S3 §4.1), as the pairing machine says. */
export interface SessionOffers {
  showQr: boolean;
  restart: boolean;
  newQr: boolean;
  disconnect: boolean;
  connecting: boolean;
  busy: boolean;
}

export interface SessionActionsProps {
  name: string;
  /** A connection of the official cloud API has no session buttons (S3 §2.2). */
  cloudApi: boolean;
  offers: SessionOffers;
  onShowQr: () => void;
  onRestart: () => void;
  onNewQr: () => void;
  onDisconnect: () => void;
}

/** S3 §4.1: qrcode → QR button; DISCONNECTED → try again / new QR; CONNECTED, PAIRING, TIMEOUT → disconnect;
 * OPENING → a disabled 'connecting' button with a spinner. */
export function SessionActions({
  name,
  cloudApi,
  offers,
  onShowQr,
  onRestart,
  onNewQr,
  onDisconnect,
}: SessionActionsProps) {
  const { t } = useTranslation();
  if (cloudApi) return <span className="text-sm text-ink-muted">{t('connections:cloudApi')}</span>;
  const label = (key: string) => `${t(`connections:buttons.${key}`)} — ${name}`;
  return (
    <span className="flex flex-wrap items-center justify-center gap-2">
      {offers.showQr && (
        <Button size="xs" onClick={onShowQr} aria-label={label('qrcode')}>
          {t('connections:buttons.qrcode')}
        </Button>
      )}
      {offers.restart && (
        <Button
          size="xs"
          variant="secondary"
          onClick={onRestart}
          loading={offers.busy}
          disabled={offers.busy}
          aria-label={label('tryAgain')}
        >
          {t('connections:buttons.tryAgain')}
        </Button>
      )}
      {offers.newQr && (
        <Button
          size="xs"
          variant="secondary"
          onClick={onNewQr}
          disabled={offers.busy}
          aria-label={label('newQr')}
        >
          {t('connections:buttons.newQr')}
        </Button>
      )}
      {offers.disconnect && (
        <Button
          size="xs"
          variant="danger"
          onClick={onDisconnect}
          loading={offers.busy}
          disabled={offers.busy}
          aria-label={label('disconnect')}
        >
          {t('connections:buttons.disconnect')}
        </Button>
      )}
      {offers.connecting && (
        <Button size="xs" variant="secondary" disabled aria-label={label('connecting')}>
          <Spinner size="sm" />
          {t('connections:buttons.connecting')}
        </Button>
      )}
    </span>
  );
}
