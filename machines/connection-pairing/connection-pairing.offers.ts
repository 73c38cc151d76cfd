/**
 * What a connection's row offers (S3 §4.1), read from the pairing machine rather than from a copied condition: the
 * machine's initial snapshot for that connection (no actor started) or a running actor's snapshot, and `can(...)`.
 */
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import {
  connectionPairingMachine,
  DISCONNECTABLE,
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

/** The statuses whose buttons a command of that kind was sent from (S3 §4.1). */
const DISCONNECTABLE_OR_DISCONNECTED = {
  'pairing.restart': (s: PairingStatus) => s === 'DISCONNECTED',
  'pairing.newQr': (s: PairingStatus) => s === 'DISCONNECTED',
  'pairing.disconnect': (s: PairingStatus) => DISCONNECTABLE.some((d) => d === s),
};

export function pairingView(snapshot: PairingSnapshot): PairingView {
  const status = statusOf(snapshot.context.status);
  const busy = snapshot.hasTag('busy');
  // A command waiting for its answer keeps its status's buttons on show, disabled (`busy`), rather than hiding them.
  const inFlight = (event: 'pairing.restart' | 'pairing.newQr' | 'pairing.disconnect') =>
    snapshot.can({ type: event }) || (busy && DISCONNECTABLE_OR_DISCONNECTED[event](status));
  return {
    status,
    showQr: snapshot.can({ type: 'pairing.showQr' }),
    restart: inFlight('pairing.restart'),
    newQr: inFlight('pairing.newQr'),
    disconnect: inFlight('pairing.disconnect') || snapshot.can({ type: 'pairing.confirm' }),
    connecting: status === 'OPENING',
    busy,
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
