import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  connectionPairingMachine,
  statusOf,
  type PairingEvent,
} from '../../machines/connection-pairing/connection-pairing.machine.ts';
import {
  pairingQrTable,
  pairingStatusTable,
} from '../../machines/connection-pairing/connection-pairing.table.ts';
import { expect, login, sandbox, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S3 §2.2, §4.1): the paths xstate/graph generates from the connection-pairing machine, walked
// through the real /connections screen against the sandbox. Commands are the row's session buttons and the two
// dialogs' buttons; the server's moves are the sandbox's: a session event is `setConnectionStatus` (the backend's
// `whatsappSession` frames), a command's answer is its request coming back (held `LATENCY` ms so the busy state
// shows), a failed one is `failNext` set while the request is held. The wbot's own start after 'try again' / 'new QR'
// (OPENING, then the codes) is held back by `setPairingTiming({ startMs })`, so a command's answer is one step and
// the session events that follow are others. Each state's screen is asserted: the status icon, the session buttons
// (disabled while busy), the disconnect confirmation, the QR dialog (waiting, or the code in the machine's context).
// ---------------------------------------------------------------------------------------------------------------

const ID = 2;
const NAME = 'Atende Demo - Suporte';
const LATENCY = 2500;
/** The code every walk starts from (the seed's connection 2 waits for its code to be read). */
const START_CODE = 'walk-code-0';

type Snapshot = SnapshotFrom<typeof connectionPairingMachine>;
type Move =
  | { type: 'pairing.showQr' }
  | { type: 'pairing.closeQr' }
  | { type: 'pairing.restart' }
  | { type: 'pairing.newQr' }
  | { type: 'pairing.disconnect' }
  | { type: 'pairing.confirm' }
  | { type: 'pairing.cancel' }
  | {
      type: 'server.session';
      case: string;
      session: { id: number; status: string; qrcode: string };
    }
  | { type: `xstate.done.actor.${'restart' | 'newQr' | 'disconnect'}`; output: undefined }
  | { type: `xstate.error.actor.${'restart' | 'newQr' | 'disconnect'}`; error: string };

const session = (when: string, status: string, qrcode = ''): Move => ({
  type: 'server.session',
  case: when,
  session: { id: ID, status, qrcode },
});
const ACTORS = ['restart', 'newQr', 'disconnect'] as const;
const MOVES: Move[] = [
  { type: 'pairing.showQr' },
  { type: 'pairing.closeQr' },
  { type: 'pairing.restart' },
  { type: 'pairing.newQr' },
  { type: 'pairing.disconnect' },
  { type: 'pairing.confirm' },
  { type: 'pairing.cancel' },
  session('status qrcode', 'qrcode', 'walk-code-1'),
  // A code not there yet: the row says qrcode but brings none (the QR dialog then waits).
  session('status qrcode, no code yet', 'qrcode', ''),
  session('status DISCONNECTED', 'DISCONNECTED'),
  session('status CONNECTED', 'CONNECTED'),
  session('status PAIRING', 'PAIRING'),
  session('status TIMEOUT', 'TIMEOUT'),
  session('status OPENING', 'OPENING'),
  // A status the spec does not name (the reference writes PENDING after a logout).
  session('status unknown', 'PENDING'),
  ...ACTORS.map((a): Move => ({ type: `xstate.done.actor.${a}`, output: undefined })),
  ...ACTORS.map((a): Move => ({ type: `xstate.error.actor.${a}`, error: 'ERR_WAPP_NOT_INITIALIZED' })),
];

/** The state of one region, named as the tables name it (`DISCONNECTED.restarting`, `open.waiting`). */
function region(snapshot: Snapshot, name: 'status' | 'qr'): string {
  const part: unknown = (snapshot.value as Record<string, unknown>)[name];
  if (typeof part === 'string') return part;
  const [[top, sub]] = Object.entries(part as object) as [[string, unknown]];
  return typeof sub === 'string' ? `${top}.${sub}` : top;
}
const stateName = (s: Snapshot) => `${region(s, 'status')} + ${region(s, 'qr')}`;

/**
 * What the screen lets happen in a snapshot: the QR dialog and the disconnect confirmation are modal (only their own
 * buttons); a busy state waits for its answer; the server may speak at any time but during a busy state (those
 * moves are the table's rows, walked as extensions).
 */
function possible(s: Snapshot, move: Move): boolean {
  if (s.hasTag('busy')) return move.type.startsWith('xstate.');
  if (move.type.startsWith('xstate.')) return false;
  if (move.type === 'server.session') return true;
  if (s.matches({ qr: 'open' })) return move.type === 'pairing.closeQr';
  if (s.can({ type: 'pairing.confirm' }))
    return move.type === 'pairing.confirm' || move.type === 'pairing.cancel';
  return true;
}

interface Walk {
  target: string;
  steps: { event: Move; state: Snapshot }[];
}

const INPUT = { id: ID, status: 'qrcode', qrcode: START_CODE };
const next = (s: Snapshot, m: Move) =>
  getNextSnapshot(connectionPairingMachine, s, m as unknown as PairingEvent);

/** A table row's event name for a move (`done.restart`, `server.session` + `status X`). */
function rowEvent(m: Move): { event: string; when?: string } {
  if (m.type.startsWith('xstate.done.actor.')) return { event: `done.${m.type.slice(18)}` };
  if (m.type.startsWith('xstate.error.actor.')) return { event: `error.${m.type.slice(19)}` };
  if (m.type === 'server.session') return { event: m.type, when: m.case };
  return { event: m.type };
}

/**
 * The walks: the shortest path to every state (the two regions' values, and whether a code is held: it decides what
 * the QR dialog opens on), then each of those extended by every row of the two tables from its last state, so every
 * transition S3 §2.2 and §4.1 name is walked. A row is extended from the shortest walk whose last state takes that
 * move on screen and lands where the row says.
 */
function walks(): { all: Walk[]; unwalked: string[]; initial: Snapshot } {
  const paths = getShortestPaths(connectionPairingMachine, {
    input: INPUT,
    serializeState: (s) => JSON.stringify([s.value, s.context.qrcode === '']),
    events: (s) => MOVES.filter((m) => possible(s, m)) as unknown as PairingEvent[],
  });
  const initial = getInitialSnapshot(connectionPairingMachine, INPUT);
  // Each step's state replayed with getNextSnapshot: the graph's own snapshots miss the events the machine raises
  // to itself (a failed new QR closes its dialog through `qr.cancel`).
  const replay = (events: Move[]) => {
    let at = initial;
    return events.map((event) => ({ event, state: (at = next(at, event)) }));
  };
  const shortest: Walk[] = paths
    .map((p) => replay(p.steps.slice(1).map((s) => s.event as unknown as Move)))
    .map((steps) => ({ target: stateName(steps.at(-1)?.state ?? initial), steps }))
    .sort((a, b) => a.steps.length - b.steps.length);
  const last = (w: Walk) => w.steps.at(-1)?.state ?? initial;
  const key = (w: Walk) => JSON.stringify(w.steps.map((s) => [s.event, stateName(s.state)]));
  const seen = new Set(shortest.map(key));
  const extended: Walk[] = [];
  const unwalked: string[] = [];
  const rows = [
    ...pairingStatusTable.map((row) => ({ row, region: 'status' as const })),
    ...pairingQrTable.map((row) => ({ row, region: 'qr' as const })),
  ];
  for (const { row, region: r } of rows) {
    const moves = MOVES.filter((m) => {
      const e = rowEvent(m);
      return e.event === row.event && (row.when === undefined || e.when === row.when);
    });
    let found = false;
    for (const base of shortest) {
      const from = last(base);
      if (region(from, r) !== row.from) continue;
      // The row's move, on screen (a busy state also hears the server: the rows say so).
      const move = moves.find(
        (m) =>
          (possible(from, m) || (from.hasTag('busy') && m.type === 'server.session')) &&
          region(next(from, m), r) === row.to,
      );
      if (!move) continue;
      const walk = {
        target: stateName(next(from, move)),
        steps: [...base.steps, { event: move, state: next(from, move) }],
      };
      found = true;
      if (!seen.has(key(walk))) {
        seen.add(key(walk));
        extended.push(walk);
      }
      break;
    }
    if (!found) unwalked.push(`${row.from} --${row.event}${row.when ? ` [${row.when}]` : ''}--> ${row.to}`);
  }
  return { all: [...shortest, ...extended], unwalked, initial };
}

const row = (page: Page) =>
  page
    .getByRole('table', { name: 'Conexões', includeHidden: true })
    .getByRole('row', { includeHidden: true })
    .filter({ hasText: NAME });
const button = (page: Page, label: string) =>
  row(page).getByRole('button', { name: `${label} — ${NAME}`, exact: true, includeHidden: true });

/** The screen of one state: the status icon, the session buttons, the confirmation, the QR dialog. */
async function expectState(page: Page, s: Snapshot) {
  const raw = s.context.status;
  const status = statusOf(raw);
  const busy = s.hasTag('busy');
  await expect(row(page).locator('[data-status]')).toHaveAttribute('data-status', raw, { timeout: 15_000 });
  const offers: Record<string, boolean> = {
    'QR CODE': status === 'qrcode',
    'Tentar novamente': status === 'DISCONNECTED',
    'Novo QR CODE': status === 'DISCONNECTED',
    desconectar: ['CONNECTED', 'PAIRING', 'TIMEOUT'].includes(status),
    Conectando: status === 'OPENING',
  };
  const confirm = page.getByRole('dialog', { name: 'Desconectar' });
  const confirming = s.can({ type: 'pairing.confirm' }) || (busy && offers['desconectar'] === true);
  const view = region(s, 'qr');
  // Behind a modal dialog the row is inert: what it offers is asserted when no dialog covers it.
  const covered = confirming || view !== 'closed';
  for (const [label, shown] of covered ? [] : Object.entries(offers)) {
    await expect(button(page, label)).toHaveCount(shown ? 1 : 0);
    if (shown) await expect(button(page, label)).toBeEnabled({ enabled: !busy && label !== 'Conectando' });
  }
  if (confirming) {
    await expect(confirm).toContainText('Tem certeza? Você precisará ler o QR Code novamente.');
    const yes = confirm.getByRole('button', { name: 'desconectar' });
    if (busy) await expect(yes).toHaveAttribute('aria-busy', 'true');
    else await expect(yes).not.toHaveAttribute('aria-busy');
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeEnabled({ enabled: !busy });
  } else await expect(page.getByRole('heading', { name: 'Desconectar' })).toHaveCount(0);
  const qrTitle = `QR Code de ${NAME}`;
  const qr = page.getByRole('dialog', { name: qrTitle });
  if (view === 'closed') await expect(page.getByRole('heading', { name: qrTitle })).toHaveCount(0);
  else if (view === 'open.waiting') {
    await expect(qr.getByRole('status')).toHaveText('Waiting for QR Code');
    await expect(qr.locator('[data-qrcode]')).toHaveCount(0);
  } else {
    await expect(qr.locator('[data-qrcode]')).toHaveAttribute('data-qrcode', s.context.qrcode);
    await expect(qr.getByRole('status')).toHaveCount(0);
  }
}

/** The command's call that a move of the pairing machine answers (xstate.done/error.actor.{restart,newQr,disconnect}). */
const CALL_OF: Record<string, { actor: string; method: string }> = {
  'pairing.restart': { actor: 'restart', method: 'POST' },
  'pairing.newQr': { actor: 'newQr', method: 'PUT' },
  'pairing.confirm': { actor: 'disconnect', method: 'DELETE' },
};

/**
 * Whether the call a command sends is answered by a failure later in the walk: its `failNext` is then set before the
 * call leaves. Set when the failure is reached instead, a call held longer than LATENCY (a loaded machine between
 * the two steps) was answered with success first, and the failure's toast never came.
 */
function failsLater(moves: readonly Move[], at: number): boolean {
  const call = CALL_OF[moves[at]?.type ?? ''];
  if (call === undefined) return false;
  const answer = moves
    .slice(at + 1)
    .find(
      (m) => m.type === `xstate.done.actor.${call.actor}` || m.type === `xstate.error.actor.${call.actor}`,
    );
  return answer?.type === `xstate.error.actor.${call.actor}`;
}

/** Drives one move: a command by its button (its answer held, so the busy state shows), the server's by the sandbox. */
async function drive(page: Page, move: Move, failing = false) {
  const call = CALL_OF[move.type];
  // The held request fails when it is let through (S3 §8: the error catalogue's toast).
  if (failing && call !== undefined)
    await sandbox(page, 'failNext', {
      method: call.method,
      path: `/whatsappsession/${ID}`,
      status: 400,
      error: 'ERR_WAPP_NOT_INITIALIZED',
    });
  const qr = page.getByRole('dialog', { name: `QR Code de ${NAME}` });
  const confirm = page.getByRole('dialog', { name: 'Desconectar' });
  switch (move.type) {
    case 'pairing.showQr':
      return button(page, 'QR CODE').click();
    case 'pairing.closeQr':
      return qr.getByRole('button', { name: 'Fechar' }).last().click();
    case 'pairing.restart':
      await sandbox(page, 'setLatency', LATENCY);
      return button(page, 'Tentar novamente').click();
    case 'pairing.newQr':
      await sandbox(page, 'setLatency', LATENCY);
      return button(page, 'Novo QR CODE').click();
    case 'pairing.disconnect':
      return button(page, 'desconectar').click();
    case 'pairing.confirm':
      await sandbox(page, 'setLatency', LATENCY);
      return confirm.getByRole('button', { name: 'desconectar' }).click();
    case 'pairing.cancel':
      return confirm.getByRole('button', { name: 'Cancelar' }).click();
    case 'server.session':
      await sandbox(page, 'setConnectionStatus', ID, move.session.status, move.session.qrcode);
      return framesApplied(page);
    default: {
      await sandbox(page, 'setLatency', 0);
      if (move.type.startsWith('xstate.done.')) return;
      // Its failure was set when the command left (failsLater).
      await expect(
        page.getByText('Esta sessão do WhatsApp não foi inicializada. Verifique a página de conexões.'),
      ).toBeVisible();
    }
  }
}

/**
 * Waits until the app has applied the frames the sandbox sent: they go out once stored, reach the page in a task
 * of their own, and the app hands them on a few milliseconds later (src/realtime/coalesce.ts, COALESCE_MS). A session event that changes only the code shows nothing on the row, so the next command must not be
 * pressed before it is in: under load the QR dialog opened on the old code and then closed on the new empty one.
 */
async function framesApplied(page: Page) {
  await sandbox(page, 'persisted');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 80))),
      ),
  );
}

/** Back to the walks' first state: the connection waits for its code to be read, no dialog open. */
async function restart(page: Page, initial: Snapshot) {
  await sandbox(page, 'setLatency', 0);
  await sandbox(page, 'setConnectionStatus', ID, 'qrcode', START_CODE);
  await framesApplied(page);
  const title = page.getByRole('heading', { name: `QR Code de ${NAME}` });
  await expect(row(page).locator('[data-status]')).toHaveAttribute('data-status', 'qrcode');
  await expect(page.getByRole('heading', { name: 'Desconectar' })).toHaveCount(0);
  if (await title.isVisible())
    await page
      .getByRole('dialog', { name: `QR Code de ${NAME}` })
      .getByRole('button', { name: 'Fechar' })
      .last()
      .click();
  await expectState(page, initial);
}

test('connection pairing, model-based: every path xstate/graph gives, walked through the UI on the sandbox', async ({
  page,
}) => {
  const { all, unwalked, initial } = walks();
  test.setTimeout(60_000 + all.length * 10_000);
  // Every row of both tables is some walk's last step.
  expect(unwalked).toEqual([]);
  // Every state of the status region and of the QR dialog is some walk's target.
  const targets = all.map((w) => w.steps.at(-1)?.state).filter((s) => s !== undefined);
  expect(new Set(targets.map((s) => region(s, 'status')))).toEqual(
    new Set([
      'qrcode',
      'OPENING',
      'unknown',
      ...['idle', 'restarting', 'requesting'].map((sub) => `DISCONNECTED.${sub}`),
      ...['CONNECTED', 'PAIRING', 'TIMEOUT'].flatMap((st) =>
        ['idle', 'confirming', 'disconnecting'].map((sub) => `${st}.${sub}`),
      ),
    ]),
  );
  expect(new Set(targets.map((s) => region(s, 'qr')))).toEqual(
    new Set(['closed', 'open.waiting', 'open.showing']),
  );

  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.goto('/connections');
  await expect(row(page)).toBeVisible({ timeout: 30_000 });
  // Connection 2 holds no paired session (a new QR clears it), so a disconnect's answer leaves its status to the
  // session events (the sandbox logs a paired one out at once).
  await sandbox(page, 'setPairingTiming', { firstQrMs: 600_000 });
  await sandbox(page, 'setConnectionStatus', ID, 'DISCONNECTED');
  await button(page, 'Novo QR CODE').click();
  await expect(row(page).locator('[data-status]')).not.toHaveAttribute('data-status', 'DISCONNECTED');
  // From now on the wbot's own start after a command waits (no OPENING, no codes): session events are the walk's.
  await sandbox(page, 'setPairingTiming', { startMs: 600_000 });
  for (const [n, walk] of all.entries()) {
    const name = `Percurso ${String(n + 1).padStart(3, '0')}`;
    await test.step(`${name}: ${[stateName(initial), ...walk.steps.map((s) => stateName(s.state))].join(' → ')}`, async () => {
      await restart(page, initial);
      const moves = walk.steps.map((step) => step.event);
      for (const [i, step] of walk.steps.entries()) {
        await drive(page, step.event, failsLater(moves, i));
        await expectState(page, step.state);
      }
    });
  }
  await sandbox(page, 'setLatency', 0);
  await sandbox(page, 'setPairingTiming', { startMs: 0, firstQrMs: 1500 });
});
