/**
 * What a connection's row offers (S3 §4.1), read from the pairing machine rather than from a copied condition: the
 * machine's initial snapshot for that connection (no actor started) or a running actor's snapshot, and `can(...)`.
 */
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import {
  connectionPairingMachine,
  statusOf,
  type PairingInput,
  type PairingStatus,
} from './connection-pairing.machine.ts';

export interface PairingView {
  status: PairingStatus;
  /** qrcode: the QR button. */
  showQr: boolean;
  /** DISCONNECTED: 'try again' and 'new QR'. */
  restart: boolean;
  newQr: boolean;
  /** CONNECTED, PAIRING, TIMEOUT: disconnect (asks first). */
  disconnect: boolean;
  /** OPENING: the disabled 'connecting' button with a spinner. */
  connecting: boolean;
  /** A session command waits for the server. */
  busy: boolean;
  /** The disconnect confirmation is open. */
  confirming: boolean;
  qr: 'closed' | 'waiting' | 'showing';
  qrcode: string;
}

type PairingSnapshot = SnapshotFrom<typeof connectionPairingMachine>;

export function pairingView(snapshot: PairingSnapshot): PairingView {
  const status = statusOf(snapshot.context.status);
  return {
    status,
    showQr: snapshot.can({ type: 'pairing.showQr' }),
    restart: snapshot.can({ type: 'pairing.restart' }),
    newQr: snapshot.can({ type: 'pairing.newQr' }),
    disconnect: snapshot.can({ type: 'pairing.disconnect' }) || snapshot.can({ type: 'pairing.confirm' }),
    connecting: status === 'OPENING',
    busy: snapshot.hasTag('busy'),
    confirming: snapshot.can({ type: 'pairing.confirm' }),
    qr: snapshot.matches({ qr: { open: 'showing' } })
      ? 'showing'
      : snapshot.matches({ qr: 'open' })
        ? 'waiting'
        : 'closed',
    qrcode: snapshot.context.qrcode,
  };
}

/** The offers of a connection with no actor yet: the machine's initial snapshot for it. */
export function pairingOffers(input: PairingInput): PairingView {
  return pairingView(getInitialSnapshot(connectionPairingMachine, input));
}
