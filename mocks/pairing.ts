/**
 * WhatsApp pairing in the sandbox (S3 §4.1), as the reference backend's wbot (libs/wbot.ts initWASocket,
 * StartWhatsAppSession) drives a connection's status:
 *
 * - start (POST /whatsappsession/:id, PUT /whatsappsession/:id after clearing the session, POST /whatsapp): OPENING
 *   on the unprefixed `whatsappSession`; a connection that still holds a paired session connects again
 *   (CONNECTED after `connectMs`); otherwise codes come: the first after `firstQrMs`, then a new one every
 *   `rotateMs` (status qrcode on `company-{cid}-whatsappSession`); the fourth tick without a scan ends it:
 *   DISCONNECTED with an empty code on the unprefixed event, as the reference does after three codes.
 * - scan (the QA control `scanQrCode`): the phone read the code: OPENING, then CONNECTED after `connectMs`, with an
 *   empty code, retries 0 and a session.
 * - disconnect (DELETE /whatsappsession/:id): a connection with a session goes DISCONNECTED with an empty code and
 *   none (the reference logs the wbot out; see the handlers for what it does next).
 *
 * The wbot's start can be held back (`startMs`, 0 by default): the command answers at once, OPENING comes later.
 *
 * Differences chosen (docs/sandbox.md, 'Where the sandbox differs from the reference backend'): `retries` counts the
 * codes of the round (1, 2, 3) where the reference writes 0 with each code; timers live in memory only, so a reload
 * of the demo leaves a connection in the status it had (no more codes) until it is restarted. Every step is an
 * ordinary event of the log (`whatsapp.statusChanged` with `via`), so replaying the log reproduces the frames. A
 * timer whose connection has moved on (another code, a scan, a reset, a delete) does nothing.
 */
import type { SandboxCore } from './core.ts';
import type { WhatsappRow } from './db/rows.ts';

export interface PairingTiming {
  /**
   * From a start command (try again, new QR, a new connection) to the wbot's OPENING: 0, at once. A QA script holds
   * the wbot back with it, so the command's answer is seen before the session events that follow it.
   */
  startMs: number;
  /** From OPENING to the first code. */
  firstQrMs: number;
  /** A code's life before the next one. */
  rotateMs: number;
  /** From OPENING (a scan, a restart with a session) to CONNECTED. */
  connectMs: number;
}

/** The reference's wbot gives up after three codes (retriesQrCodeMap >= 3). */
export const MAX_QR_CODES = 3;
const DEFAULT_TIMING: PairingTiming = { startMs: 0, firstQrMs: 1500, rotateMs: 20_000, connectMs: 1500 };

/** The statuses in which the reference holds a running wbot for the connection (`getWbot` finds it). */
const WBOT_RUNNING = ['qrcode', 'CONNECTED', 'PAIRING', 'TIMEOUT'];

/** Whether the connection holds a paired session. Seeded rows carry none: a seeded CONNECTED, PAIRING or
 * TIMEOUT connection was paired before the demo started. */
export function hasSession(w: WhatsappRow): boolean {
  if (w.session !== undefined) return w.session !== '';
  return ['CONNECTED', 'PAIRING', 'TIMEOUT'].includes(w.status);
}

export function wbotRunning(w: WhatsappRow): boolean {
  return WBOT_RUNNING.includes(w.status);
}

export class SandboxPairing {
  private timing: PairingTiming = { ...DEFAULT_TIMING };
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private codeSeq = 0;

  constructor(private readonly core: SandboxCore) {}

  setTiming(timing: Partial<PairingTiming>): PairingTiming {
    this.timing = { ...this.timing, ...timing };
    return { ...this.timing };
  }

  /** StartWhatsAppSession: OPENING, then a reconnect (a session is held) or the codes. */
  start(id: number, { fresh = false }: { fresh?: boolean } = {}): void {
    this.stop(id);
    if (this.timing.startMs > 0) this.later(id, this.timing.startMs, () => this.open(id, fresh));
    else this.open(id, fresh);
  }

  private open(id: number, fresh: boolean): void {
    const w = this.row(id);
    if (!w) return;
    const paired = !fresh && hasSession(w);
    this.step(w, 'OPENING', { qrcode: '', retries: 0, ...(fresh ? { session: '' } : {}), via: 'global' });
    if (paired) this.later(id, this.timing.connectMs, () => this.connect(id));
    else this.later(id, this.timing.firstQrMs, () => this.nextCode(id, 0));
  }

  /** The phone read the code: OPENING, then CONNECTED. False when no code is on show. */
  scan(id: number): boolean {
    const w = this.row(id);
    if (!w || w.status !== 'qrcode') return false;
    this.stop(id);
    this.step(w, 'OPENING', { qrcode: '', retries: 0, via: 'company' });
    this.later(id, this.timing.connectMs, () => this.connect(id));
    return true;
  }

  /** The wbot logs out: DISCONNECTED, no code, no session. */
  disconnect(id: number): void {
    const w = this.row(id);
    if (!w) return;
    this.stop(id);
    this.step(w, 'DISCONNECTED', { qrcode: '', retries: 0, session: '', via: 'company' });
  }

  /** A deleted connection's timers go with it. */
  forget(id: number): void {
    this.stop(id);
  }

  dispose(): void {
    for (const id of [...this.timers.keys()]) this.stop(id);
  }

  private connect(id: number): void {
    const w = this.row(id);
    if (!w || w.status !== 'OPENING') return;
    this.step(w, 'CONNECTED', { qrcode: '', retries: 0, session: `sandbox-session-${id}`, via: 'company' });
  }

  private nextCode(id: number, shown: number): void {
    const w = this.row(id);
    // Moved on meanwhile (scanned, disconnected, restarted, deleted, reset): this round is over.
    if (!w || (shown === 0 ? w.status !== 'OPENING' : w.status !== 'qrcode')) return;
    if (shown >= MAX_QR_CODES) {
      this.step(w, 'DISCONNECTED', { qrcode: '', retries: 0, via: 'global' });
      this.timers.delete(id);
      return;
    }
    this.codeSeq += 1;
    const code = `2@sandbox-${id}-${shown + 1}-${this.codeSeq.toString(36)},atende-demo-pairing-code`;
    this.step(w, 'qrcode', { qrcode: code, retries: shown + 1, via: 'company' });
    this.later(id, this.timing.rotateMs, () => this.nextCode(id, shown + 1));
  }

  private step(
    w: WhatsappRow,
    status: string,
    fields: { qrcode: string; retries: number; session?: string; via: 'global' | 'company' },
  ): void {
    this.core.commit(w.companyId, [
      {
        type: 'whatsapp.statusChanged',
        whatsappId: w.id,
        status,
        qrcode: fields.qrcode,
        retries: fields.retries,
        updatedAt: this.core.store.iso(),
        ...(fields.session === undefined ? {} : { session: fields.session }),
        via: fields.via,
      },
    ]);
  }

  private later(id: number, ms: number, run: () => void): void {
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        run();
      }, ms),
    );
  }

  private stop(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }

  private row(id: number): WhatsappRow | undefined {
    return this.core.state.tables.whatsapps.get(id);
  }
}

const engines = new WeakMap<SandboxCore, SandboxPairing>();

/** The pairing engine of a sandbox (one per core, made on first use). */
export function pairingOf(core: SandboxCore): SandboxPairing {
  let engine = engines.get(core);
  if (engine === undefined) {
    engine = new SandboxPairing(core);
    engines.set(core, engine);
  }
  return engine;
}

/** The QA controls of pairing (docs/sandbox.md, 'Control API'). */
export interface PairingControl {
  /** The phone scans the connection's code on show: OPENING, then CONNECTED. False when it shows none. */
  scanQrCode(id: number): boolean;
  /** How late the wbot starts after a command, how fast the codes come and rotate and a scan connects; returns the
   * timing now in force. */
  setPairingTiming(timing: Partial<PairingTiming>): PairingTiming;
}

export function createPairingControl(core: SandboxCore): PairingControl {
  return {
    scanQrCode: (id) => pairingOf(core).scan(id),
    setPairingTiming: (timing) => pairingOf(core).setTiming(timing),
  };
}
