import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import { connectionPairingMachine, type PairingInput } from './connection-pairing.machine.ts';
import { pairingOffers, pairingView } from './connection-pairing.offers.ts';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: PairingInput, answer: () => Promise<void> = () => Promise.resolve()) {
  const calls: string[] = [];
  const call = (name: string) =>
    fromPromise<void, { id: number }>(({ input: { id } }) => {
      calls.push(`${name} ${id}`);
      return answer();
    });
  const actor = createActor(
    connectionPairingMachine.provide({
      actors: {
        restartSession: call('POST'),
        requestQr: call('PUT'),
        disconnectSession: call('DELETE'),
      },
    }),
    { input },
  );
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, view: () => pairingView(actor.getSnapshot()) };
}

const session = (status: string, qrcode = '', retries = 0) => ({
  type: 'server.session' as const,
  session: { id: 7, status, qrcode, retries, updatedAt: '2026-01-02T10:00:00.000Z' },
});

describe('connection pairing (S3 §4.1)', () => {
  it('offers per status exactly what §4.1 says, without an actor', () => {
    const offers = (status: string, qrcode: string | null = null) => {
      const o = pairingOffers({ id: 7, status, qrcode });
      return {
        showQr: o.showQr,
        restart: o.restart,
        newQr: o.newQr,
        disconnect: o.disconnect,
        connecting: o.connecting,
      };
    };
    const none = { showQr: false, restart: false, newQr: false, disconnect: false, connecting: false };
    expect(offers('qrcode', 'CODE')).toEqual({ ...none, showQr: true });
    expect(offers('DISCONNECTED')).toEqual({ ...none, restart: true, newQr: true });
    for (const s of ['CONNECTED', 'PAIRING', 'TIMEOUT'])
      expect(offers(s)).toEqual({ ...none, disconnect: true });
    expect(offers('OPENING')).toEqual({ ...none, connecting: true });
    expect(offers('PENDING')).toEqual(none);
  });

  it("'try again' sends POST once; the status waits for the session events", async () => {
    const answer = deferred();
    const { actor, calls, view } = start({ id: 7, status: 'DISCONNECTED', qrcode: '' }, () => answer.promise);
    actor.send({ type: 'pairing.restart' });
    actor.send({ type: 'pairing.restart' });
    expect(calls).toEqual(['POST 7']);
    // While it waits, its buttons stay on show (the screen disables them) and no other status's appear.
    expect(view()).toMatchObject({
      busy: true,
      restart: true,
      newQr: true,
      disconnect: false,
      showQr: false,
    });
    answer.resolve();
    await flush();
    expect(view()).toMatchObject({ status: 'DISCONNECTED', busy: false, restart: true });
    actor.send(session('OPENING'));
    expect(view()).toMatchObject({ status: 'OPENING', connecting: true, restart: false });
  });

  it("'new QR' opens the dialog waiting; OPENING's empty code keeps it; the codes show and rotate; connected closes it", async () => {
    const { actor, calls, view } = start({ id: 7, status: 'DISCONNECTED', qrcode: '' });
    actor.send({ type: 'pairing.newQr' });
    expect(calls).toEqual(['PUT 7']);
    expect(view().qr).toBe('waiting');
    actor.send(session('OPENING'));
    await flush();
    expect(view().qr).toBe('waiting');
    actor.send(session('qrcode', 'CODE-1', 1));
    expect(view()).toMatchObject({ qr: 'showing', qrcode: 'CODE-1', status: 'qrcode' });
    actor.send(session('qrcode', 'CODE-2', 2));
    expect(view()).toMatchObject({ qr: 'showing', qrcode: 'CODE-2' });
    expect(actor.getSnapshot().context.retries).toBe(2);
    actor.send(session('OPENING'));
    expect(view().qr).toBe('closed');
    actor.send(session('CONNECTED'));
    expect(view()).toMatchObject({ status: 'CONNECTED', disconnect: true, qr: 'closed' });
  });

  it('codes that time out (DISCONNECTED with an empty code) close the dialog, waiting or showing', () => {
    const waiting = start({ id: 7, status: 'DISCONNECTED', qrcode: '' });
    waiting.actor.send({ type: 'pairing.newQr' });
    waiting.actor.send(session('DISCONNECTED'));
    expect(waiting.view().qr).toBe('closed');
    const showing = start({ id: 7, status: 'qrcode', qrcode: 'CODE' });
    showing.actor.send({ type: 'pairing.showQr' });
    expect(showing.view().qr).toBe('showing');
    showing.actor.send(session('DISCONNECTED'));
    expect(showing.view()).toMatchObject({ qr: 'closed', status: 'DISCONNECTED', restart: true });
  });

  it('the QR button exists only in qrcode; without a code yet the dialog waits', () => {
    const connected = start({ id: 7, status: 'CONNECTED', qrcode: '' });
    connected.actor.send({ type: 'pairing.showQr' });
    expect(connected.view().qr).toBe('closed');
    const noCode = start({ id: 7, status: 'qrcode', qrcode: null });
    noCode.actor.send({ type: 'pairing.showQr' });
    expect(noCode.view().qr).toBe('waiting');
    noCode.actor.send({ type: 'pairing.closeQr' });
    expect(noCode.view().qr).toBe('closed');
  });

  it('disconnect asks first: cancel sends nothing, confirm sends DELETE once', async () => {
    const { actor, calls, view } = start({ id: 7, status: 'TIMEOUT', qrcode: '' });
    actor.send({ type: 'pairing.disconnect' });
    expect(view().confirming).toBe(true);
    actor.send({ type: 'pairing.cancel' });
    expect(view().confirming).toBe(false);
    expect(calls).toEqual([]);
    actor.send({ type: 'pairing.disconnect' });
    actor.send({ type: 'pairing.confirm' });
    actor.send({ type: 'pairing.confirm' });
    expect(calls).toEqual(['DELETE 7']);
    await flush();
    actor.send(session('DISCONNECTED'));
    expect(view()).toMatchObject({ status: 'DISCONNECTED', restart: true, newQr: true });
  });

  it('a failed command goes to the error catalogue and the buttons come back; a failed new QR closes its dialog', async () => {
    const failure = new Error('ERR_WAPP_NOT_INITIALIZED');
    const { actor, emitted, view } = start({ id: 7, status: 'CONNECTED', qrcode: '' }, () =>
      Promise.reject(failure),
    );
    actor.send({ type: 'pairing.disconnect' });
    actor.send({ type: 'pairing.confirm' });
    await flush();
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    expect(view()).toMatchObject({ status: 'CONNECTED', disconnect: true, busy: false });
    const qr = start({ id: 7, status: 'DISCONNECTED', qrcode: '' }, () => Promise.reject(failure));
    qr.actor.send({ type: 'pairing.newQr' });
    expect(qr.view().qr).toBe('waiting');
    await flush();
    expect(qr.view().qr).toBe('closed');
    expect(qr.emitted).toHaveLength(1);
  });

  it('a session event changes only status, updatedAt, qrcode and retries; one without a code keeps the code', () => {
    const { actor } = start({
      id: 7,
      status: 'qrcode',
      qrcode: 'A',
      retries: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    actor.send({ type: 'server.session', session: { id: 7, status: 'qrcode', retries: 2 } });
    expect(actor.getSnapshot().context).toMatchObject({
      qrcode: 'A',
      retries: 2,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
