import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  audioRecordingMachine,
  MIN_AUDIO_BYTES,
  type AudioRecordingEvent,
} from '../../machines/audio-recording/audio-recording.machine.ts';
import { audioRecordingTable } from '../../machines/audio-recording/audio-recording.table.ts';
import { launchOptions } from '../../scripts/chromium.mjs';
import { expect, login, sandbox, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S1 §2.7, §4.2, §9): the paths xstate/graph generates from the audio-recording machine, walked
// through the composer of an open conversation against the sandbox, with Chromium's fake microphone (the browser's
// real getUserMedia, MediaRecorder, Web Audio decoding and the mp3 encoder). The user's moves are the composer's
// microphone and the recording bar's cancel and send. The browser's answers are held or failed by a small shim
// installed before the app (`__walk`, below): the permission prompt waits until released (so `requesting` shows)
// or is denied; the recorder fails when told to stop; the decoding before the mp3 waits until released (so
// `encoding` shows), fails, or gives the encoder 0.2 s or 2 s of what was recorded (under or over the 10000 bytes
// S1 §9 sets, at 128 kbps). The send is POST /messages/{ticketId}, held by the sandbox's latency or failed by
// `failNext`; the ticket no longer open is another client resolving it (`setTicketStatus`). Each state's screen is
// asserted: the bar's phase, its texts and buttons, the microphone, the toasts, the request sent.
// ---------------------------------------------------------------------------------------------------------------

const base = launchOptions();
test.use({
  launchOptions: {
    ...base,
    args: [...base.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

// Long enough for the checks of the held state on a loaded machine, and under the 10 s an expectation waits for
// the answer that follows.
const LATENCY = 8000;
/** Seconds of the recording the encoder is given: an mp3 at 128 kbps is 16000 bytes a second. */
const SHORT_S = 0.2;
const LONG_S = 2;

type Snapshot = SnapshotFrom<typeof audioRecordingMachine>;
type Move =
  | { type: 'record.start'; case: string }
  | { type: 'record.cancel' }
  | { type: 'record.send' }
  | { type: 'ticket.changed'; canRecord: false; case: string }
  | { type: 'recorder.stopped'; audio: Blob }
  | { type: 'xstate.done.actor.requestMicrophone'; output: { release(): void } }
  | { type: 'xstate.error.actor.requestMicrophone'; error: string }
  | { type: 'xstate.error.actor.recorder'; error: string }
  | { type: 'xstate.done.actor.encode'; output: File; case: string }
  | { type: 'xstate.error.actor.encode'; error: string }
  | { type: 'xstate.done.actor.sendAudio'; output: undefined }
  | { type: 'xstate.error.actor.sendAudio'; error: string };

const mp3 = (bytes: number) => new File([new Uint8Array(bytes)], 'audio-walk.mp3', { type: 'audio/mpeg' });
const MOVES: Move[] = [
  { type: 'record.start', case: 'open ticket' },
  { type: 'record.cancel' },
  { type: 'record.send' },
  { type: 'ticket.changed', canRecord: false, case: 'no longer open' },
  { type: 'recorder.stopped', audio: new Blob([new Uint8Array(64)]) },
  { type: 'xstate.done.actor.requestMicrophone', output: { release: () => undefined } },
  { type: 'xstate.error.actor.requestMicrophone', error: 'NotAllowedError' },
  { type: 'xstate.error.actor.recorder', error: 'InvalidStateError' },
  {
    type: 'xstate.done.actor.encode',
    output: mp3(Math.round(MIN_AUDIO_BYTES / 2)),
    case: `under ${MIN_AUDIO_BYTES} bytes`,
  },
  {
    type: 'xstate.done.actor.encode',
    output: mp3(MIN_AUDIO_BYTES * 3),
    case: `${MIN_AUDIO_BYTES} bytes or more`,
  },
  { type: 'xstate.error.actor.encode', error: 'EncodingError' },
  { type: 'xstate.done.actor.sendAudio', output: undefined },
  { type: 'xstate.error.actor.sendAudio', error: 'ERR_NO_PERMISSION' },
];
const HAND_OVER = MOVES.find((m) => m.type === 'recorder.stopped')!;
/** The table names 10000 by its digits. */
const caseName = (m: Move) => ('case' in m ? m.case.replace(String(MIN_AUDIO_BYTES), '10000') : undefined);

/**
 * What the screen lets happen in each state: the microphone at rest; while the permission is asked, its answer,
 * cancel, or the ticket closing; while recording, send, cancel or the ticket closing; once sent, the recorder's
 * hand-over (or its failure); then the encoder's and the send's answers.
 */
const ALLOWED: Record<string, readonly Move['type'][]> = {
  idle: ['record.start'],
  requesting: [
    'xstate.done.actor.requestMicrophone',
    'xstate.error.actor.requestMicrophone',
    'record.cancel',
    'ticket.changed',
  ],
  'recording.running': ['record.send', 'record.cancel', 'ticket.changed'],
  'recording.stopping': ['recorder.stopped', 'xstate.error.actor.recorder'],
  encoding: ['xstate.done.actor.encode', 'xstate.error.actor.encode'],
  sending: ['xstate.done.actor.sendAudio', 'xstate.error.actor.sendAudio'],
};

const stateName = (s: Snapshot): string =>
  typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] ?? '?');
const fullName = (s: Snapshot): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value)
        .map(([top, sub]) => `${top}.${String(sub)}`)
        .join('');
const possible = (s: Snapshot, m: Move) => ALLOWED[fullName(s)]?.includes(m.type) === true;

// The model: getNextSnapshot starts no invoked actor (the browser's actors are the page's).
const model = audioRecordingMachine;
const INPUT = { ticketId: 1, canRecord: true };
const next = (s: Snapshot, m: Move) => getNextSnapshot(model, s, m as unknown as AudioRecordingEvent);

function rowEvent(m: Move): { event: string; when?: string } {
  const when = caseName(m);
  const event = m.type.startsWith('xstate.done.actor.')
    ? `done.${m.type.slice(18)}`
    : m.type.startsWith('xstate.error.actor.')
      ? `error.${m.type.slice(19)}`
      : m.type;
  return when === undefined ? { event } : { event, when };
}

interface Walk {
  steps: { event: Move; state: Snapshot }[];
}

/**
 * The walks: the shortest path to every state, then each of those extended by every row of the table from its last
 * state, so every transition S1 §2.7, §4.2 and §9 name is walked. Rows no walk reaches are returned.
 */
function walks(): { all: Walk[]; unwalked: string[] } {
  const initial = getInitialSnapshot(model, INPUT);
  const paths = getShortestPaths(model, {
    input: INPUT,
    serializeState: (s) => JSON.stringify(s.value),
    events: (s) => MOVES.filter((m) => possible(s, m)) as unknown as AudioRecordingEvent[],
  });
  const shortest: Walk[] = paths
    .map((p) => {
      let at = initial;
      return {
        steps: p.steps
          .slice(1)
          .map((step) => step.event as unknown as Move)
          .map((event) => ({ event, state: (at = next(at, event)) })),
      };
    })
    .sort((a, b) => a.steps.length - b.steps.length);
  const last = (w: Walk) => w.steps.at(-1)?.state ?? initial;
  const key = (w: Walk) =>
    JSON.stringify(w.steps.map((s) => [s.event.type, caseName(s.event), fullName(s.state)]));
  const seen = new Set(shortest.map(key));
  const extended: Walk[] = [];
  const unwalked: string[] = [];
  for (const row of audioRecordingTable) {
    const moves = MOVES.filter((m) => {
      const e = rowEvent(m);
      return e.event === row.event && (row.when === undefined || e.when === row.when);
    });
    let found = false;
    for (const base of shortest) {
      const from = last(base);
      if (stateName(from) !== row.from) continue;
      // Send stops the recorder first (`stopping`, busy): the row lands with the recorder's hand-over.
      const tail = (m: Move) => {
        const after = next(from, m);
        return after.hasTag('busy')
          ? [
              { event: m, state: after },
              { event: HAND_OVER, state: next(after, HAND_OVER) },
            ]
          : [{ event: m, state: after }];
      };
      const move = moves.find((m) => possible(from, m) && stateName(tail(m).at(-1)!.state) === row.to);
      if (!move) continue;
      found = true;
      const walk = { steps: [...base.steps, ...tail(move)] };
      if (!seen.has(key(walk))) {
        seen.add(key(walk));
        extended.push(walk);
      }
      break;
    }
    if (!found) unwalked.push(`${row.from} --${row.event}${row.when ? ` [${row.when}]` : ''}--> ${row.to}`);
  }
  return { all: [...shortest.filter((w) => w.steps.length > 0), ...extended], unwalked };
}

// ---------------------------------------------------------------------------------------------------------------
// The page's shim: gates and failures of the browser's microphone, recorder and decoding.
// ---------------------------------------------------------------------------------------------------------------

interface WalkShim {
  held: Record<string, boolean>;
  fail: Record<string, boolean>;
  seconds: number;
  release(name: string): void;
  reset(): void;
}

function installShim() {
  const waiting: Record<string, () => void> = {};
  const shim: WalkShim = {
    held: {},
    fail: {},
    seconds: 2,
    release(name) {
      shim.held[name] = false;
      waiting[name]?.();
      delete waiting[name];
    },
    reset() {
      for (const name of Object.keys(waiting)) shim.release(name);
      shim.held = {};
      shim.fail = {};
      shim.seconds = 2;
    },
  };
  const gate = (name: string) =>
    shim.held[name] === true ? new Promise<void>((resolve) => (waiting[name] = resolve)) : Promise.resolve();
  const failing = (name: string) => {
    const fails = shim.fail[name] === true;
    shim.fail[name] = false;
    return fails;
  };
  (window as unknown as { __walk: WalkShim }).__walk = shim;
  const media = navigator.mediaDevices;
  const getUserMedia = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    await gate('microphone');
    if (failing('microphone')) throw new DOMException('Permission denied', 'NotAllowedError');
    return getUserMedia(constraints);
  };
  const stop = MediaRecorder.prototype.stop;
  MediaRecorder.prototype.stop = function (this: MediaRecorder) {
    if (failing('recorder')) throw new DOMException('The recorder failed', 'InvalidStateError');
    stop.call(this);
  };
  const decode = BaseAudioContext.prototype.decodeAudioData;
  BaseAudioContext.prototype.decodeAudioData = async function (this: BaseAudioContext, data: ArrayBuffer) {
    await gate('encode');
    if (failing('encode')) throw new DOMException('Unable to decode audio data', 'EncodingError');
    const decoded = await decode.call(this, data);
    const length = Math.round(shim.seconds * decoded.sampleRate);
    const out = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: decoded.sampleRate });
    out.copyToChannel(decoded.getChannelData(0).subarray(0, length), 0);
    return out;
  };
}

/** One operation on the page's shim (a fixed function: the page's policy allows no code built from text). */
const walkShim = (page: Page, op: 'reset' | 'hold' | 'fail' | 'seconds' | 'release', arg = '') =>
  page.evaluate(
    ([o, a]) => {
      const shim = (window as unknown as { __walk: WalkShim }).__walk;
      if (o === 'reset') shim.reset();
      else if (o === 'hold') shim.held[a] = true;
      else if (o === 'fail') shim.fail[a] = true;
      else if (o === 'seconds') shim.seconds = Number(a);
      else shim.release(a);
    },
    [op, arg] as const,
  );

// ---------------------------------------------------------------------------------------------------------------
// The screen.
// ---------------------------------------------------------------------------------------------------------------

interface Subject {
  id: number;
  name: string;
}

const pane = (page: Page, t: Subject) => page.getByRole('region', { name: t.name, exact: true });
const bar = (page: Page, t: Subject) => pane(page, t).locator('[data-recording-phase]');
const microphone = (page: Page, t: Subject) => pane(page, t).getByRole('button', { name: 'Gravar áudio' });
const sendButton = (page: Page, t: Subject) => pane(page, t).getByRole('button', { name: 'Enviar áudio' });
const cancelButton = (page: Page, t: Subject) =>
  pane(page, t).getByRole('button', { name: 'Cancelar gravação' });
const audioPosts = async (page: Page, t: Subject) =>
  (await sandbox(page, 'requests')).filter((r) => r.method === 'POST' && r.path === `/messages/${t.id}`);

/** The screen of one state, and what the move that reached it says. */
async function expectState(page: Page, t: Subject, s: Snapshot, by: Move, postsBefore: number, then?: Move) {
  switch (fullName(s)) {
    case 'idle': {
      await expect(bar(page, t)).toHaveCount(0, { timeout: 15_000 });
      const open = by.type !== 'ticket.changed';
      // Only on open tickets (S1 §4.2): once resolved elsewhere, no microphone.
      await expect(microphone(page, t)).toHaveCount(open ? 1 : 0);
      if (open) await expect(microphone(page, t)).toBeEnabled();
      const toast = {
        'xstate.error.actor.requestMicrophone': 'An error occurred!',
        'xstate.error.actor.recorder': 'An error occurred!',
        'xstate.error.actor.encode': 'An error occurred!',
        'xstate.error.actor.sendAudio': 'Você não tem permissão para acessar este recurso.',
        'xstate.done.actor.encode': 'Áudio muito curto: a gravação foi descartada.',
      }[by.type as string];
      if (toast) await expect(page.getByText(toast).first()).toBeVisible();
      const posts = await audioPosts(page, t);
      // Sent: one mp3 went out and was answered; discarded or failed before the send: nothing went out.
      if (by.type === 'xstate.done.actor.sendAudio' || by.type === 'xstate.error.actor.sendAudio')
        await expect
          .poll(async () => (await audioPosts(page, t)).slice(postsBefore).map((r) => r.status))
          .toEqual([by.type === 'xstate.done.actor.sendAudio' ? 200 : 400]);
      else expect(posts.length).toBe(postsBefore);
      return;
    }
    case 'requesting':
      await expect(bar(page, t)).toHaveAttribute('data-recording-phase', 'requesting');
      await expect(bar(page, t)).toContainText('Aguardando permissão do microfone…');
      await expect(sendButton(page, t)).toBeDisabled();
      await expect(cancelButton(page, t)).toBeEnabled();
      return;
    case 'recording.running':
      await expect(bar(page, t)).toHaveAttribute('data-recording-phase', 'recording');
      await expect(bar(page, t).getByLabel('Tempo de gravação')).toHaveText(/^\d\d:\d\d$/);
      await expect(sendButton(page, t)).toBeEnabled();
      await expect(sendButton(page, t)).not.toHaveAttribute('aria-busy');
      await expect(cancelButton(page, t)).toBeEnabled();
      return;
    case 'recording.stopping':
      // The recorder hands over what it captured within a frame or two: the bar is still there (recording, or
      // already encoding, which is held). A recorder failing to stop fails at once: its walk's next step says so.
      if (then?.type !== 'xstate.error.actor.recorder') await expect(bar(page, t)).toHaveCount(1);
      return;
    case 'encoding':
    case 'sending': {
      const phase = fullName(s);
      await expect(bar(page, t)).toHaveAttribute('data-recording-phase', phase);
      await expect(sendButton(page, t)).toHaveAttribute('aria-busy', 'true');
      await expect(cancelButton(page, t)).toBeDisabled();
      await expect(bar(page, t).getByRole('status')).toHaveText('Enviando áudio…');
      // Sending: the mp3 went out (held by the sandbox's latency).
      if (phase === 'sending')
        await expect.poll(async () => (await audioPosts(page, t)).length - postsBefore).toBe(1);
      return;
    }
    default:
      throw new Error(`no screen for ${fullName(s)}`);
  }
}

/** Sets up, for a whole walk, what the browser's side will answer: the shim's gates and failures. */
async function prepare(page: Page, moves: readonly Move[]) {
  const has = (type: Move['type'], when?: string) =>
    moves.some((m) => m.type === type && (when === undefined || caseName(m) === when));
  await walkShim(page, 'reset');
  // The permission prompt and the decoding wait for the walk, so `requesting` and `encoding` show.
  await walkShim(page, 'hold', 'microphone');
  await walkShim(page, 'hold', 'encode');
  if (has('xstate.error.actor.requestMicrophone')) await walkShim(page, 'fail', 'microphone');
  if (has('xstate.error.actor.recorder')) await walkShim(page, 'fail', 'recorder');
  if (has('xstate.error.actor.encode')) await walkShim(page, 'fail', 'encode');
  const seconds = has('xstate.done.actor.encode', 'under 10000 bytes') ? SHORT_S : LONG_S;
  await walkShim(page, 'seconds', String(seconds));
}

/** Drives one move: the user's by the composer and the bar, the browser's by the shim, the server's by the sandbox. */
async function drive(page: Page, t: Subject, moves: readonly Move[], at: number) {
  const move = moves[at]!;
  switch (move.type) {
    case 'record.start':
      return microphone(page, t).click();
    case 'record.cancel':
      return cancelButton(page, t).click();
    case 'record.send':
      return sendButton(page, t).click();
    case 'ticket.changed':
      await sandbox(page, 'setTicketStatus', { ticketId: t.id, status: 'closed', userId: 1 });
      return sandbox(page, 'persisted');
    case 'xstate.done.actor.requestMicrophone':
    case 'xstate.error.actor.requestMicrophone':
      return walkShim(page, 'release', 'microphone');
    case 'recorder.stopped':
    case 'xstate.error.actor.recorder':
      // The recorder's own answer to the send (its failure was set for the walk).
      return;
    case 'xstate.done.actor.encode':
    case 'xstate.error.actor.encode':
      // The send that follows a long enough recording is held (or fails) from the moment it leaves.
      if (moves[at + 1] !== undefined) {
        if (moves.slice(at + 1).some((m) => m.type === 'xstate.error.actor.sendAudio'))
          await sandbox(page, 'failNext', {
            method: 'POST',
            path: `/messages/${t.id}`,
            status: 400,
            error: 'ERR_NO_PERMISSION',
          });
        await sandbox(page, 'setLatency', LATENCY);
      }
      return walkShim(page, 'release', 'encode');
    default:
      await sandbox(page, 'setLatency', 0);
  }
}

/** A walk's own open ticket, its conversation on screen: a new contact writes in, the admin takes it elsewhere. */
async function openTicket(page: Page, n: number): Promise<Subject> {
  const name = `55118${String(Date.now() % 1e6).padStart(6, '0')}${String(n).padStart(2, '0')}`;
  const { ticketId } = await sandbox(page, 'incomingMessage', { contactNumber: name, body: `Percurso ${n}` });
  await sandbox(page, 'setTicketStatus', { ticketId, status: 'open', userId: 1 });
  await page.getByRole('tab', { name: /Abertas/ }).click();
  await page.getByRole('tab', { name: /Atendendo/ }).click();
  await page.getByRole('tabpanel').locator(`[data-ticket-id="${ticketId}"] [data-contact-name]`).click();
  const t = { id: ticketId, name };
  await expect(microphone(page, t)).toBeEnabled({ timeout: 15_000 });
  return t;
}

test('audio recording, model-based: every path xstate/graph gives, walked through the composer on the sandbox', async ({
  page,
}) => {
  const { all, unwalked } = walks();
  test.setTimeout(60_000 + all.length * 20_000);
  // Every row of the table is some walk's last step.
  expect(unwalked).toEqual([]);
  // Every state is some walk's target.
  expect(new Set(all.map((w) => fullName(w.steps.at(-1)!.state)))).toEqual(
    new Set(['idle', 'requesting', 'recording.running', 'recording.stopping', 'encoding', 'sending']),
  );

  await page.addInitScript(installShim);
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const initial = getInitialSnapshot(model, INPUT);
  for (const [n, walk] of all.entries()) {
    const names = [fullName(initial), ...walk.steps.map((s) => fullName(s.state))];
    await test.step(`Percurso ${String(n + 1).padStart(2, '0')}: ${names.join(' → ')}`, async () => {
      await sandbox(page, 'setLatency', 0);
      const t = await openTicket(page, n + 1);
      const moves = walk.steps.map((s) => s.event);
      await prepare(page, moves);
      const postsBefore = (await audioPosts(page, t)).length;
      for (const [i, step] of walk.steps.entries()) {
        await drive(page, t, moves, i);
        await expectState(page, t, step.state, step.event, postsBefore, moves[i + 1]);
      }
    });
  }
  await sandbox(page, 'setLatency', 0);
});
