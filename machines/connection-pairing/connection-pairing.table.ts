/**
 * A connection's pairing (S3 §2.2, §4.1, §7, §8) as data, one table per region of the machine. `conformance.ts`
 * compares each with the machine in both directions. Session events are named by the status they bring
 * (`status qrcode` always with a code, every other status with an empty one, as the backend sends them).
 */
import type { TableRow } from '../testing/conformance.ts';
import { DISCONNECTABLE, STATUS_STATES, type PairingStatus } from './connection-pairing.machine.ts';

export type PairingStatusState = string;
export type PairingQrState = 'closed' | 'open.waiting' | 'open.showing';

const SESSION_REF = 'S3 §4.1 a live session event updates status, updatedAt, qrcode and retries';

/** The state a status is entered in. */
function entered(status: PairingStatus): string {
  if (status === 'DISCONNECTED' || DISCONNECTABLE.some((s) => s === status)) return `${status}.idle`;
  return status;
}

/** Every state of the status region, with the status it stands for. */
const STATUS_SUBSTATES: readonly (readonly [string, PairingStatus])[] = STATUS_STATES.flatMap(
  (status): (readonly [string, PairingStatus])[] => {
    if (status === 'DISCONNECTED')
      return ['idle', 'restarting', 'requesting'].map((sub) => [`${status}.${sub}`, status] as const);
    if (DISCONNECTABLE.some((s) => s === status))
      return ['idle', 'confirming', 'disconnecting'].map((sub) => [`${status}.${sub}`, status] as const);
    return [[status, status] as const];
  },
);

/** From any state of the status region, a session event bringing another status moves there (S3 §4.1). */
const sessionMoves: TableRow[] = STATUS_SUBSTATES.flatMap(([from, status]) =>
  STATUS_STATES.filter((to) => to !== status).map((to): TableRow => ({
    from,
    event: 'server.session',
    when: `status ${to}`,
    to: entered(to),
    ref: SESSION_REF,
  })),
);

const disconnectRows: TableRow[] = DISCONNECTABLE.flatMap((s): TableRow[] => [
  {
    from: `${s}.idle`,
    event: 'pairing.disconnect',
    to: `${s}.confirming`,
    ref: 'S3 §4.1 CONNECTED, PAIRING, TIMEOUT: a disconnect button, with confirmation; §2.2 disconnect asks first',
  },
  {
    from: `${s}.confirming`,
    event: 'pairing.cancel',
    to: `${s}.idle`,
    ref: 'S3 §2.2 disconnect asks for confirmation first: cancelled, nothing is sent',
  },
  {
    from: `${s}.confirming`,
    event: 'pairing.confirm',
    to: `${s}.disconnecting`,
    ref: 'S3 §7 DELETE /whatsappsession/{id} disconnects',
  },
  {
    from: `${s}.disconnecting`,
    event: 'done.disconnect',
    to: `${s}.idle`,
    ref: 'S3 §4.1 the status follows the session events, not the answer',
  },
  {
    from: `${s}.disconnecting`,
    event: 'error.disconnect',
    to: `${s}.idle`,
    ref: 'S3 §8 connection calls pass errors to the shared handler (ERR_WAPP_NOT_INITIALIZED…)',
  },
]);

export const pairingStatusTable: readonly TableRow[] = [
  {
    from: 'DISCONNECTED.idle',
    event: 'pairing.restart',
    to: 'DISCONNECTED.restarting',
    ref: "S3 §4.1 DISCONNECTED: 'try again' restarts the session (§7 POST /whatsappsession/{id})",
  },
  {
    from: 'DISCONNECTED.idle',
    event: 'pairing.newQr',
    to: 'DISCONNECTED.requesting',
    ref: "S3 §4.1 DISCONNECTED: 'new QR' requests a new code (§7 PUT /whatsappsession/{id})",
  },
  {
    from: 'DISCONNECTED.restarting',
    event: 'done.restart',
    to: 'DISCONNECTED.idle',
    ref: 'S3 §7 response not read; the status follows the session events',
  },
  {
    from: 'DISCONNECTED.restarting',
    event: 'error.restart',
    to: 'DISCONNECTED.idle',
    ref: 'S3 §8 connection calls pass errors to the shared handler',
  },
  {
    from: 'DISCONNECTED.requesting',
    event: 'done.newQr',
    to: 'DISCONNECTED.idle',
    ref: 'S3 §4.1 the status follows the session events (OPENING, then the codes)',
  },
  {
    from: 'DISCONNECTED.requesting',
    event: 'error.newQr',
    to: 'DISCONNECTED.idle',
    ref: 'S3 §8 connection calls pass errors to the shared handler',
  },
  ...disconnectRows,
  ...sessionMoves,
];

const QR_REF = 'S3 §2.2 QR dialog';

export const pairingQrTable: readonly TableRow<PairingQrState>[] = [
  {
    from: 'closed',
    event: 'pairing.showQr',
    to: 'open.showing',
    ref: 'S3 §4.1 qrcode: a QR button opens the QR dialog; §9 the code at size 256',
  },
  {
    from: 'closed',
    event: 'pairing.showQr',
    to: 'open.waiting',
    ref: "S3 §2.2 the QR dialog shows 'Waiting for QR Code' until a code arrives",
  },
  {
    from: 'closed',
    event: 'pairing.newQr',
    to: 'open.waiting',
    ref: "S3 §2.2 'Waiting for QR Code' until a code arrives (the new QR's dialog opens at the press)",
  },
  {
    from: 'open.waiting',
    event: 'error.newQr',
    to: 'closed',
    ref: 'S3 §8 the request failed: no code will come',
  },
  {
    from: 'open.waiting',
    event: 'server.session',
    when: 'status qrcode',
    to: 'open.showing',
    ref: `${QR_REF}: the code once it arrives`,
  },
  {
    from: 'open.waiting',
    event: 'server.session',
    when: 'status CONNECTED',
    to: 'closed',
    ref: `${QR_REF}: a session update with an empty code closes it (the pairing ended: connected)`,
  },
  {
    from: 'open.waiting',
    event: 'server.session',
    when: 'status DISCONNECTED',
    to: 'closed',
    ref: `${QR_REF}: a session update with an empty code closes it (the pairing ended: codes timed out)`,
  },
  ...STATUS_STATES.filter((s) => s !== 'qrcode').map((s): TableRow<PairingQrState> => ({
    from: 'open.showing',
    event: 'server.session',
    when: `status ${s}`,
    to: 'closed',
    ref: `${QR_REF}: a live session update with an empty qrcode closes the dialog`,
  })),
  { from: 'open.waiting', event: 'pairing.closeQr', to: 'closed', ref: `${QR_REF}: closed by the user` },
  { from: 'open.showing', event: 'pairing.closeQr', to: 'closed', ref: `${QR_REF}: closed by the user` },
];
