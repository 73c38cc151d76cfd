import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pairingView,
  type PairingView,
} from '../../../machines/connection-pairing/connection-pairing.offers.ts';
import type { Whatsapp } from '../../api/schemas/whatsapp.schema.ts';
import { useServices } from '../../session/context.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { QrDialog } from './components/QrDialog.tsx';
import { SessionActions } from './components/SessionActions.tsx';
import { pairingFor } from './pairing.session.ts';

const sameView = (a: PairingView, b: PairingView) =>
  a.status === b.status &&
  a.showQr === b.showQr &&
  a.restart === b.restart &&
  a.newQr === b.newQr &&
  a.disconnect === b.disconnect &&
  a.busy === b.busy &&
  a.confirming === b.confirming &&
  a.qr === b.qr &&
  a.qrcode === b.qrcode;

/** A row's session cell (S3 §4.1) bound to the connection's pairing actor. */
export function SessionCell({ connection }: { connection: Whatsapp }) {
  const services = useServices();
  const actor = pairingFor(services, connection);
  const view = useSelector(actor, pairingView, sameView);
  // The list's row is the session's truth too (a refetch after a reconnect, a full `whatsapp` frame): the pairing
  // follows it when it moved on without a session event reaching the actor.
  const { id, status, qrcode, retries, updatedAt } = connection;
  useEffect(() => {
    const ctx = actor.getSnapshot().context;
    if (ctx.status !== status || ctx.qrcode !== (qrcode ?? ''))
      actor.send({
        type: 'server.session',
        session: { id, status, qrcode: qrcode ?? '', retries, updatedAt },
      });
    // Only a change of the row's session fields is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, status, qrcode]);
  return (
    <SessionActions
      name={connection.name}
      cloudApi={connection.phoneIdCloudApi !== null}
      offers={view}
      onShowQr={() => actor.send({ type: 'pairing.showQr' })}
      onRestart={() => actor.send({ type: 'pairing.restart' })}
      onNewQr={() => actor.send({ type: 'pairing.newQr' })}
      onDisconnect={() => actor.send({ type: 'pairing.disconnect' })}
    />
  );
}

/**
 * The QR dialog and the disconnect confirmation of each connection (S3 §2.2), bound to its pairing actor: the
 * screen's dialogs, outside the virtualised rows.
 */
export function PairingDialogs({ connections }: { connections: readonly Whatsapp[] }) {
  return connections.map((connection) => <PairingDialogsOf key={connection.id} connection={connection} />);
}

function PairingDialogsOf({ connection }: { connection: Whatsapp }) {
  const { t } = useTranslation();
  const services = useServices();
  const actor = pairingFor(services, connection);
  const view = useSelector(actor, pairingView, sameView);
  return (
    <>
      <QrDialog
        open={view.qr !== 'closed'}
        name={connection.name}
        qrcode={view.qr === 'showing' ? view.qrcode : ''}
        onClose={() => actor.send({ type: 'pairing.closeQr' })}
      />
      <ConfirmDialog
        open={view.confirming || (view.busy && view.disconnect)}
        busy={view.busy}
        title={t('connections:confirm.disconnectTitle')}
        message={t('connections:confirm.disconnectMessage')}
        confirmLabel={t('connections:buttons.disconnect')}
        onConfirm={() => actor.send({ type: 'pairing.confirm' })}
        onCancel={() => actor.send({ type: 'pairing.cancel' })}
      />
    </>
  );
}
