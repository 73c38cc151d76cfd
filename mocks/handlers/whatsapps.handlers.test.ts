import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { WhatsappListSchema, WhatsappSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, sleep, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Connections screen's calls (S3 §2.2, §4.1, §7, §8) as the reference backend answers them, and pairing as its
 * wbot drives it (mocks/pairing.ts): OPENING, codes that rotate, three unanswered codes end DISCONNECTED, a scan
 * connects, a disconnect logs out; the frames on both session event names.
 */
describe('connections (S3 §2.2) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  let attendant: string;
  let other: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    h.sandbox.control.setPairingTiming({ firstQrMs: 30, rotateMs: 60, connectMs: 30 });
    admin = (await login('admin@admin.com')).token;
    attendant = (await login('atendente@demo.com')).token;
    other = (await login('admin@empresa2.com')).token;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    h.close();
  });

  /** The whatsapp and session frames an admin of company 1 receives. */
  interface Frame {
    action: string;
    session?: { status: string; qrcode: string; retries: number };
    whatsapp?: { id: number; isDefault: boolean };
    whatsappId?: number;
  }

  /** The whatsapp and session frames an admin of company 1 receives. */
  async function listen(token = admin): Promise<[string, Frame][]> {
    const s = connect(token);
    sockets.push(s);
    const frames: [string, Frame][] = [];
    let ready = false;
    s.onAny((event: string, payload: Frame) => {
      if (event === 'ready') ready = true;
      else if (/whatsapp/i.test(event)) frames.push([event, payload]);
    });
    await waitFor(() => ready);
    return frames;
  }

  const row = (id: number) => h.sandbox.control.rows('whatsapps').find((w) => w.id === id);

  it('GET /whatsapp/:id answers the connection; another company’s or none answers as ShowWhatsAppService', async () => {
    const one = await call('GET', '/whatsapp/1', { token: admin });
    expect(one.status).toBe(200);
    expect(v.parse(WhatsappSchema, one.body)).toMatchObject({ id: 1, isDefault: true });
    expect(one.body).toMatchObject({ prompt: null, queues: [{ id: 1, options: [] }, { id: 2 }, { id: 3 }] });
    for (const path of ['/whatsapp/3', '/whatsapp/999']) {
      const res = await call('GET', path, { token: admin });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'Não é possível acessar registros de outra empresa' },
      });
    }
  });

  it('POST /whatsapp: validation, greeting rule, the first is default only, starts OPENING and announces it', async () => {
    const frames = await listen();
    const post = (body: unknown, token = admin) => call('POST', '/whatsapp', { token, body });
    expect(await post({ name: 'Nova' }, attendant)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await post({ name: 'N' })).toMatchObject({
      status: 400,
      body: { error: 'name must be at least 2 characters' },
    });
    expect(await post({ name: 'Atende Demo - Principal' })).toMatchObject({
      status: 400,
      body: { error: 'Esse nome já está sendo utilizado por outra conexão' },
    });
    expect(await post({ name: 'Nova', queueIds: [1, 2] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_GREETING_REQUIRED' },
    });
    const created = await post({
      name: 'Nova',
      isDefault: true,
      greetingMessage: 'Oi',
      queueIds: [1, 2],
      provider: 'beta',
    });
    expect(created.status).toBe(200);
    const wa = v.parse(WhatsappSchema, created.body);
    expect(wa).toMatchObject({ name: 'Nova', status: 'OPENING', isDefault: false, greetingMessage: 'Oi' });
    expect(wa.queues.map((q) => q.id)).toEqual([1, 2]);
    await waitFor(() => frames.some(([e, p]) => e === 'company-1-whatsapp' && p.whatsapp?.id === wa.id));
    // Plan 2 allows 3 connections: company 1 holds 3 now.
    expect(await post({ name: 'Quarta' })).toMatchObject({
      status: 400,
      body: { error: 'Número máximo de conexões já alcançado: 3' },
    });
    // The session started: codes follow.
    await waitFor(() => row(wa.id)?.status === 'qrcode');
  });

  it('PUT /whatsapp/:id: the fields given change; isDefault takes the flag from the old default, both announced', async () => {
    const frames = await listen();
    const res = await call('PUT', '/whatsapp/2', {
      token: admin,
      body: { name: 'Suporte 2', isDefault: true, queueIds: [2], complationMessage: 'Tchau' },
    });
    expect(res.status).toBe(200);
    expect(v.parse(WhatsappSchema, res.body)).toMatchObject({
      name: 'Suporte 2',
      isDefault: true,
      complationMessage: 'Tchau',
    });
    expect(row(1)?.isDefault).toBe(false);
    await waitFor(() => frames.filter(([e]) => e === 'company-1-whatsapp').length === 2);
    expect(frames.map(([, p]) => [p.whatsapp?.id, p.whatsapp?.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(await call('PUT', '/whatsapp/2', { token: admin, body: { name: 'X' } })).toMatchObject({
      status: 400,
    });
    expect(await call('PUT', '/whatsapp/2', { token: attendant, body: { name: 'XY' } })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call('PUT', '/whatsapp/3', { token: admin, body: { name: 'XY' } })).toMatchObject({
      status: 400,
    });
  });

  it('DELETE /whatsapp/:id: the default cannot go while others remain (ERR_NO_OTHER_WHATSAPP); others go, announced', async () => {
    const frames = await listen();
    expect(await call('DELETE', '/whatsapp/1', { token: admin })).toMatchObject({
      status: 400,
      body: { error: 'ERR_NO_OTHER_WHATSAPP' },
    });
    expect(await call('DELETE', '/whatsapp/2', { token: attendant })).toMatchObject({ status: 403 });
    expect(await call('DELETE', '/whatsapp/2', { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Whatsapp deleted.' },
    });
    expect(row(2)).toBeUndefined();
    await waitFor(() => frames.some(([, p]) => p.action === 'delete' && p.whatsappId === 2));
    // The last one, default, may go.
    expect(await call('DELETE', '/whatsapp/1', { token: admin })).toMatchObject({ status: 200 });
    const list = await call('GET', '/whatsapp/?session=0', { token: admin });
    expect(v.parse(WhatsappListSchema, list.body)).toEqual([]);
    expect((await call('GET', '/whatsapp/?session=0', { token: other })).body).toHaveLength(1);
  });

  it('new QR: OPENING (whatsappSession), three rotating codes counting retries (company-1-whatsappSession), then DISCONNECTED', async () => {
    const frames = await listen();
    await call('DELETE', '/whatsappsession/1', { token: admin });
    await waitFor(() => frames.some(([, p]) => p.session?.status === 'DISCONNECTED'));
    frames.length = 0;
    const res = await call('PUT', '/whatsappsession/1', { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Starting session.' } });
    await waitFor(() =>
      frames.some(([e, p]) => e === 'whatsappSession' && p.session?.status === 'DISCONNECTED'),
    );
    const steps = frames.map(([e, p]) => [e, p.session?.status, p.session?.retries]);
    expect(steps).toEqual([
      ['whatsappSession', 'OPENING', 0],
      ['company-1-whatsappSession', 'qrcode', 1],
      ['company-1-whatsappSession', 'qrcode', 2],
      ['company-1-whatsappSession', 'qrcode', 3],
      ['whatsappSession', 'DISCONNECTED', 0],
    ]);
    const codes = frames.map(([, p]) => p.session?.qrcode).filter((c) => c !== '');
    expect(new Set(codes).size).toBe(3);
    expect(frames.at(-1)?.[1].session?.qrcode).toBe('');
  });

  it('scan connects (OPENING, then CONNECTED); restart of a paired connection reconnects; disconnect logs out', async () => {
    const frames = await listen();
    expect(h.sandbox.control.scanQrCode(1)).toBe(false);
    await call('PUT', '/whatsappsession/2', { token: admin });
    await waitFor(() => row(2)?.status === 'qrcode' && row(2)?.retries === 1);
    expect(h.sandbox.control.scanQrCode(2)).toBe(true);
    expect(row(2)?.status).toBe('OPENING');
    await waitFor(() => row(2)?.status === 'CONNECTED');
    expect(row(2)).toMatchObject({ qrcode: '', retries: 0 });
    // No code comes after the scan.
    await sleep(150);
    expect(row(2)?.status).toBe('CONNECTED');
    expect(await call('DELETE', '/whatsappsession/2', { token: attendant })).toMatchObject({ status: 403 });
    expect(await call('DELETE', '/whatsappsession/2', { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Session disconnected.' },
    });
    expect(row(2)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    await waitFor(() =>
      frames.some(([e, p]) => e === 'company-1-whatsappSession' && p.session?.status === 'DISCONNECTED'),
    );
    // try again without a session: codes again.
    await call('POST', '/whatsappsession/2', { token: admin });
    await waitFor(() => row(2)?.status === 'qrcode');
  });

  it('setPairingTiming startMs holds the wbot back: the command answers, OPENING and the codes come startMs later', async () => {
    const frames = await listen();
    // Real timers: a second of hold, so a loaded runner (the call and the sleep below stretched past 120 ms once, on
    // CI) still checks inside it.
    expect(h.sandbox.control.setPairingTiming({ startMs: 1_000 })).toMatchObject({
      startMs: 1_000,
      firstQrMs: 30,
    });
    h.sandbox.control.setConnectionStatus(2, 'DISCONNECTED');
    await waitFor(() => frames.some(([, p]) => p.session?.status === 'DISCONNECTED'));
    frames.length = 0;
    expect(await call('POST', '/whatsappsession/2', { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Starting session.' },
    });
    await sleep(60);
    expect(row(2)?.status).toBe('DISCONNECTED');
    expect(frames).toEqual([]);
    await waitFor(() => row(2)?.status === 'qrcode');
    expect(frames.map(([, p]) => p.session?.status)).toContain('OPENING');
    // 0 starts at once again.
    h.sandbox.control.setPairingTiming({ startMs: 0 });
    await call('PUT', '/whatsappsession/2', { token: admin });
    expect(row(2)?.status).toBe('OPENING');
  });

  it('a disconnect of a connection whose session is held but whose wbot is not running: ERR_WAPP_NOT_INITIALIZED', async () => {
    await call('PUT', '/whatsappsession/2', { token: admin });
    await waitFor(() => row(2)?.status === 'qrcode');
    h.sandbox.control.scanQrCode(2);
    await waitFor(() => row(2)?.status === 'CONNECTED');
    h.sandbox.control.setConnectionStatus(2, 'DISCONNECTED');
    expect(await call('DELETE', '/whatsappsession/2', { token: admin })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_NOT_INITIALIZED' },
    });
  });
});
