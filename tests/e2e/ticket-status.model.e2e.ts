import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  ticketStatusMachine,
  type TicketPatch,
  type TicketStatusEvent,
} from '../../machines/ticket-status/ticket-status.machine.ts';
import { ticketStatusTable } from '../../machines/ticket-status/ticket-status.table.ts';
import { TicketSchema, type Ticket, type TicketStatus } from '../../src/api/schemas/index.ts';
import { rowKey } from '../../machines/testing/conformance.ts';
import { expect, failureInOneLine, login, sandbox, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------------
// Model-based walk (S1 §4.2, §4.3, §2.6): the paths xstate/graph generates from the ticket-status machine, walked
// through the real /tickets workspace against the sandbox, each on a ticket of its own (a new contact writes in: a
// pending ticket with no user), signed in as the admin. The user's moves are the conversation header's buttons
// (Aceitar, Retornar, Resolver, Reabrir), the row's Finalizar (close, a row command only), the ticket options menu's
// Transferir (to a queue, no user) and Deletar with their dialogs; the conversation is opened as a link opens it
// (a pending ticket cannot be clicked open, S1 §4.2). The server's moves are the sandbox's: a command's answer is
// its request coming back (held `LATENCY` ms so the busy state shows), a failure is `failNext` set while it is held;
// another client's change is `setTicketStatus` / `deleteTicket` (the update and delete frames). Each state's screen
// is asserted: where the page is, the header's buttons (the pressed one busy, the others disabled), the dialogs'
// busy buttons, the row's commands in its tab, the toasts, and the ticket as the sandbox stores it. The table's
// command rows are a command and its answer (as the conformance test settles them); every busy state is also walked
// to its failure. A walk the screen fails is told and the others still run: the final check fails listing every row
// of the table that no walk took through the UI, with the walks that failed.
// ---------------------------------------------------------------------------------------------------------------

const LATENCY = 1200;
const ME = { id: 1, profile: 'admin' as const };
/** Every frame and answer of the model is newer than the ticket it starts from. */
const LATER = '2030-01-01T00:00:00.000Z';
const PUT_REFUSED = { status: 400, error: 'ERR_OTHER_OPEN_TICKET' };
const PUT_REFUSED_TEXT = 'Já existe um tíquete aberto para este contato.';
// 400: a 403 is retried once after a token refresh, as the reference client does.
const DELETE_REFUSED = { status: 400, error: 'ERR_NO_PERMISSION' };
const DELETE_REFUSED_TEXT = 'Você não tem permissão para acessar este recurso.';
const DELETED_TEXT = 'Ticket deleted sucessfully.';
/** The terminal colours in an assertion's message. */
type HeaderCommand = 'accept' | 'return' | 'resolve' | 'reopen';
/** What the conversation header and the row offer on a ticket at rest (S1 §4.2; the admin, the ticket theirs). */
const AT_REST: Record<TicketStatus, { header: HeaderCommand[]; row: string[] }> = {
  pending: { header: ['accept'], row: ['accept', 'close'] },
  open: { header: ['return', 'resolve'], row: ['close'] },
  closed: { header: ['reopen'], row: ['reopen'] },
};
const TAB: Record<TicketStatus, RegExp[]> = {
  pending: [/Abertas/, /Aguardando/],
  open: [/Abertas/, /Atendendo/],
  closed: [/Resolvidos/],
};

type Snapshot = SnapshotFrom<typeof ticketStatusMachine>;
type Move =
  | { type: `ticket.${'accept' | 'return' | 'resolve' | 'close' | 'reopen' | 'delete'}` }
  | { type: 'ticket.transfer'; queueId: number; userId: null }
  | { type: 'server.ticket.updated'; ticket: Ticket }
  | { type: 'server.ticket.deleted'; ticketId: number }
  | { type: 'xstate.done.actor.updateTicket'; output: Ticket }
  | { type: 'xstate.error.actor.updateTicket'; error: string }
  | { type: 'xstate.done.actor.deleteTicket'; output: undefined }
  | { type: 'xstate.error.actor.deleteTicket'; error: string };

const START: Ticket = v.parse(TicketSchema, {
  id: 1,
  uuid: 'walk',
  status: 'pending',
  userId: null,
  lastMessage: 'Percurso',
  contactId: 1,
  companyId: 1,
  updatedAt: '2026-01-01T10:00:00.000Z',
  contact: { id: 1, name: 'Percurso' },
});
const INPUT = { ticket: START, currentUser: ME };

/** The server's answer to a PUT: the patch applied (a transfer to a user keeps the status). */
const echo = (ticket: Ticket, patch: TicketPatch | null): Ticket => ({
  ...ticket,
  ...(patch?.status === undefined ? {} : { status: patch.status }),
  userId: patch?.userId ?? null,
  updatedAt: LATER,
});
/** Another client moves the ticket: to pending with no user, else the admin's. */
const moved = (ticket: Ticket, status: TicketStatus): Ticket => ({
  ...ticket,
  status,
  userId: status === 'pending' ? null : ME.id,
  updatedAt: LATER,
});

/** The moves that may come in a snapshot: a busy state waits for its answer; the user's and the server's at rest. */
function movesAt(s: Snapshot): Move[] {
  if (s.status === 'done') return [];
  if (s.matches({ open: 'deleting' }))
    return [
      { type: 'xstate.done.actor.deleteTicket', output: undefined },
      { type: 'xstate.error.actor.deleteTicket', error: DELETE_REFUSED.error },
    ];
  if (s.hasTag('busy'))
    return [
      { type: 'xstate.done.actor.updateTicket', output: echo(s.context.ticket, s.context.patch) },
      { type: 'xstate.error.actor.updateTicket', error: PUT_REFUSED.error },
    ];
  const commands: Move[] = [
    { type: 'ticket.accept' },
    { type: 'ticket.return' },
    { type: 'ticket.resolve' },
    { type: 'ticket.close' },
    { type: 'ticket.reopen' },
    // The options menu (transfer, delete) is on open tickets only (S1 §2.6).
    ...(s.matches('open')
      ? [{ type: 'ticket.transfer', queueId: 1, userId: null } as const, { type: 'ticket.delete' } as const]
      : []),
  ];
  return [
    ...commands.filter((m) => s.can(m as TicketStatusEvent)),
    ...(['pending', 'open', 'closed'] as const).map((status): Move => ({
      type: 'server.ticket.updated',
      ticket: moved(s.context.ticket, status),
    })),
    { type: 'server.ticket.deleted', ticketId: s.context.ticket.id },
  ];
}

const next = (s: Snapshot, m: Move) =>
  getNextSnapshot(ticketStatusMachine, s, m as unknown as TicketStatusEvent);
const top = (s: Snapshot): string =>
  typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] ?? '?');
const fullName = (s: Snapshot): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value)
        .map(([k, sub]) => `${k}.${String(sub)}`)
        .join('');
const isAnswer = (m: Move) => m.type.startsWith('xstate.');
/** A move as a step's name says it: the command, the server's change, the held call's answer. */
function label(m: Move): string {
  if (m.type === 'server.ticket.updated') return `server ${m.ticket.status}`;
  if (m.type === 'server.ticket.deleted') return 'server deleted';
  if (m.type.startsWith('xstate.done.')) return 'answered';
  if (m.type.startsWith('xstate.error.')) return 'refused';
  return m.type.slice('ticket.'.length);
}

/** A table row's event for a move (`server.ticket.updated` + `status open`, the transfer's case). */
function rowEvent(m: Move): { event: string; when?: string } {
  if (m.type === 'server.ticket.updated') return { event: m.type, when: `status ${m.ticket.status}` };
  if (m.type === 'ticket.transfer') return { event: m.type, when: 'to a queue, no user' };
  return { event: m.type };
}
interface Step {
  event: Move;
  state: Snapshot;
}
interface Walk {
  steps: Step[];
}

/**
 * The rows of the table a walk takes: a move from a state at rest, and where it lands once answered (a command's row
 * is the command and its successful answer, the next step).
 */
function rowsOf(steps: readonly Step[]): string[] {
  const rows: string[] = [];
  let at = getInitialSnapshot(ticketStatusMachine, INPUT);
  for (const [i, step] of steps.entries()) {
    if (!isAnswer(step.event)) {
      const answer = steps[i + 1];
      const landed =
        step.state.hasTag('busy') && answer?.event.type.startsWith('xstate.done.')
          ? answer.state
          : step.state;
      rows.push(rowKey({ from: top(at), ...rowEvent(step.event), to: top(landed) }));
    }
    at = step.state;
  }
  return rows;
}

/**
 * The walks: the shortest path to every state, then each of those extended by every row of the table from its last
 * state (a command with its answer), so every transition S1 §4.2 and §4.3 name is walked, and every busy state by its
 * failure. A row is extended from the shortest walk whose last state takes that move on screen and lands where the row
 * says. Rows no walk reaches are returned.
 */
function walks(): { all: Walk[]; unwalked: string[] } {
  const initial = getInitialSnapshot(ticketStatusMachine, INPUT);
  const paths = getShortestPaths(ticketStatusMachine, {
    input: INPUT,
    serializeState: (s) => JSON.stringify(s.value),
    events: (s) => movesAt(s) as unknown as TicketStatusEvent[],
  });
  const replay = (events: Move[]) => {
    let at = initial;
    return events.map((event) => ({ event, state: (at = next(at, event)) }));
  };
  const shortest: Walk[] = paths
    .map((p) => ({ steps: replay(p.steps.slice(1).map((s) => s.event as unknown as Move)) }))
    .sort((a, b) => a.steps.length - b.steps.length);
  const last = (w: Walk) => w.steps.at(-1)?.state ?? initial;
  const key = (w: Walk) => JSON.stringify(w.steps.map((s) => [s.event.type, fullName(s.state)]));
  const seen = new Set(shortest.map(key));
  const extended: Walk[] = [];
  const add = (walk: Walk) => {
    if (seen.has(key(walk))) return;
    seen.add(key(walk));
    extended.push(walk);
  };
  const unwalked: string[] = [];
  for (const row of ticketStatusTable) {
    let found = false;
    for (const base of shortest) {
      const from = last(base);
      if (from.hasTag('busy') || top(from) !== row.from) continue;
      for (const move of movesAt(from)) {
        const e = rowEvent(move);
        if (e.event !== row.event || (row.when !== undefined && e.when !== row.when)) continue;
        const steps = [...base.steps, { event: move, state: next(from, move) }];
        const landed = steps.at(-1)!.state;
        const answer = landed.hasTag('busy')
          ? movesAt(landed).find((m) => m.type.startsWith('xstate.done.'))
          : null;
        if (answer) steps.push({ event: answer, state: next(landed, answer) });
        if (top(steps.at(-1)!.state) !== row.to) continue;
        add({ steps });
        found = true;
        break;
      }
      if (found) break;
    }
    if (!found) unwalked.push(rowKey(row));
  }
  // Every busy state's failure: back at rest, where it was, with the catalogue's toast.
  for (const base of shortest) {
    const from = last(base);
    if (!from.hasTag('busy')) continue;
    const failure = movesAt(from).find((m) => m.type.startsWith('xstate.error.'))!;
    add({ steps: [...base.steps, { event: failure, state: next(from, failure) }] });
  }
  // A walk of no step (the start itself) shows nothing of its own: its state is the first step of longer walks.
  return { all: [...shortest, ...extended].filter((w) => w.steps.length > 0), unwalked };
}

// ---------------------------------------------------------------------------------------------------------------
// The screen
// ---------------------------------------------------------------------------------------------------------------

interface Subject {
  id: number;
  uuid: string;
  name: string;
}
type Where = 'conversation' | 'list';

const header = (page: Page) => page.locator('[data-conversation-header]');
const headerButton = (page: Page, c: HeaderCommand) => header(page).locator(`[data-command="${c}"]`);
const rowOf = (page: Page, t: Subject) => page.getByRole('tabpanel').locator(`[data-ticket-id="${t.id}"]`);
const transferDialog = (page: Page) => page.getByRole('dialog', { name: 'Transferir Ticket' });
const deleteDialog = (page: Page, t: Subject) =>
  page.getByRole('dialog', { name: new RegExp(`Deletar o ticket #${t.id} do contato`) });
/** A toast (several of one text may stack within a walk). */
const toast = (page: Page, text: string) => page.getByText(text).first();

async function stored(page: Page, t: Subject) {
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as {
    id: number;
    status: string;
    userId: number | null;
  }[];
  const row = rows.find((r) => r.id === t.id);
  return row ? { status: row.status, userId: row.userId } : null;
}

/** Shows the tab a ticket of that status is listed in. */
async function showTab(page: Page, status: TicketStatus) {
  for (const name of TAB[status]) {
    const tab = page.getByRole('tab', { name });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  }
}

/** The conversation of the walk's ticket, opened as a link opens it when it is not shown (no reload). */
async function showConversation(page: Page, t: Subject) {
  if (!page.url().endsWith(`/tickets/${t.uuid}`))
    await page.evaluate((to) => history.pushState(null, '', to), `/tickets/${t.uuid}`);
  await expect(header(page)).toBeVisible({ timeout: 15_000 });
}

/** Where a move leaves the page (S1 §2.6): accept and reopen open the conversation, the other commands /tickets. */
function whereAfter(m: Move, before: Where, state: Snapshot): Where {
  if (m.type === 'xstate.done.actor.updateTicket')
    return state.context.command === 'accept' || state.context.command === 'reopen' ? 'conversation' : 'list';
  if (m.type === 'xstate.done.actor.deleteTicket' || m.type === 'server.ticket.deleted') return 'list';
  return before;
}

/** The screen of one state, and what the move that reached it says. */
async function expectState(page: Page, t: Subject, s: Snapshot, by: Move | null, where: Where) {
  if (s.status === 'done') {
    await expect(toast(page, DELETED_TEXT)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(header(page)).toHaveCount(0);
    return expect.poll(() => stored(page, t)).toBeNull();
  }
  const status = top(s) as TicketStatus;
  if (s.hasTag('busy')) {
    const command = s.context.command;
    const busyButton =
      command === 'close'
        ? rowOf(page, t).locator('[data-command="close"]')
        : command === 'transfer'
          ? transferDialog(page).getByRole('button', { name: 'Transferir', exact: true })
          : command === 'delete'
            ? deleteDialog(page, t).getByRole('button', { name: 'Deletar' })
            : headerButton(page, command as HeaderCommand);
    await expect(busyButton).toHaveAttribute('aria-busy', 'true');
    // The header's other commands wait (the running one's own button is only blocked: it keeps its focus). A row's
    // close is another actor's: the conversation, when shown, is not busy.
    if (command !== 'close')
      for (const c of AT_REST[status].header)
        if (c !== command) await expect(headerButton(page, c)).toBeDisabled();
    // Nothing reached the server yet.
    return expect(await stored(page, t)).toEqual({ status, userId: status === 'pending' ? null : ME.id });
  }
  if (by?.type === 'xstate.error.actor.updateTicket')
    await expect(toast(page, PUT_REFUSED_TEXT)).toBeVisible();
  if (by?.type === 'xstate.error.actor.deleteTicket')
    await expect(toast(page, DELETE_REFUSED_TEXT)).toBeVisible();
  // A refused transfer or delete keeps its dialog, ready to try again; it is then put away (Cancelar).
  const dialog =
    by?.type === 'xstate.error.actor.deleteTicket'
      ? { it: deleteDialog(page, t), button: 'Deletar' }
      : by?.type === 'xstate.error.actor.updateTicket' && s.context.command === 'transfer'
        ? { it: transferDialog(page), button: 'Transferir' }
        : null;
  if (dialog) {
    const again = dialog.it.getByRole('button', { name: dialog.button, exact: true });
    await expect(again).toBeEnabled();
    await expect(again).not.toHaveAttribute('aria-busy');
    await dialog.it.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog.it).toHaveCount(0);
  }
  await expect.poll(() => stored(page, t)).toEqual({ status, userId: status === 'pending' ? null : ME.id });
  if (where === 'conversation') {
    await expect(page).toHaveURL(new RegExp(`/tickets/${t.uuid}$`));
    // A failed transfer or delete leaves its dialog open: the buttons are behind it.
    await expect(header(page).locator('[data-command]')).toHaveCount(AT_REST[status].header.length);
    for (const c of AT_REST[status].header) {
      await expect(headerButton(page, c)).toBeEnabled();
      await expect(headerButton(page, c)).not.toHaveAttribute('aria-busy');
    }
    // The composer follows the status (S1 §2.7: only an open ticket is written to).
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeEnabled({ enabled: status === 'open' });
    return;
  }
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(header(page)).toHaveCount(0);
  await showTab(page, status);
  await expect(rowOf(page, t)).toBeVisible({ timeout: 15_000 });
  const commands = rowOf(page, t).locator('[data-command]');
  await expect
    .poll(() => commands.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-command'))))
    .toEqual(AT_REST[status].row);
}

/** Drives one move: the user's by the buttons (the call held), the server's by the sandbox. */
async function drive(page: Page, t: Subject, moves: readonly Move[], at: number, s: Snapshot) {
  const move = moves[at]!;
  switch (move.type) {
    case 'ticket.accept':
    case 'ticket.return':
    case 'ticket.resolve':
    case 'ticket.reopen':
      await showConversation(page, t);
      await sandbox(page, 'setLatency', LATENCY);
      return headerButton(page, move.type.slice(7) as HeaderCommand).click();
    case 'ticket.close': {
      await showTab(page, top(s) as TicketStatus);
      const close = rowOf(page, t).getByRole('button', { name: `Finalizar ticket de ${t.name}` });
      await expect(close).toBeVisible({ timeout: 15_000 });
      await sandbox(page, 'setLatency', LATENCY);
      return close.click();
    }
    case 'ticket.transfer': {
      await showConversation(page, t);
      await page.getByRole('button', { name: 'Opções do ticket' }).click();
      await page.getByRole('menuitem', { name: 'Transferir' }).click();
      const dialog = transferDialog(page);
      await dialog.getByRole('button', { name: /Transferir para fila/ }).click();
      await page.getByRole('option').first().click();
      await sandbox(page, 'setLatency', LATENCY);
      return dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
    }
    case 'ticket.delete': {
      await showConversation(page, t);
      await page.getByRole('button', { name: 'Opções do ticket' }).click();
      await page.getByRole('menuitem', { name: 'Deletar' }).click();
      await sandbox(page, 'setLatency', LATENCY);
      return deleteDialog(page, t).getByRole('button', { name: 'Deletar' }).click();
    }
    case 'server.ticket.updated':
      await showConversation(page, t);
      await sandbox(page, 'setTicketStatus', {
        ticketId: t.id,
        status: move.ticket.status,
        userId: move.ticket.userId,
      });
      return;
    case 'server.ticket.deleted':
      await showConversation(page, t);
      return sandbox(page, 'deleteTicket', t.id);
    case 'xstate.error.actor.updateTicket':
      await sandbox(page, 'failNext', { method: 'PUT', path: `/tickets/${t.id}`, ...PUT_REFUSED });
      return sandbox(page, 'setLatency', 0);
    case 'xstate.error.actor.deleteTicket':
      await sandbox(page, 'failNext', { method: 'DELETE', path: `/tickets/${t.id}`, ...DELETE_REFUSED });
      return sandbox(page, 'setLatency', 0);
    default:
      // The held call comes back.
      return sandbox(page, 'setLatency', 0);
  }
}

/** A walk's own ticket: a new contact writes in (pending, no user); its conversation shown, as a link opens it. */
async function newTicket(page: Page, n: number): Promise<Subject> {
  const name = `55119${String(Date.now() % 1e6).padStart(6, '0')}${String(n).padStart(2, '0')}`;
  const { ticketId } = await sandbox(page, 'incomingMessage', { contactNumber: name, body: `Percurso ${n}` });
  const rows = (await sandbox(page, 'rows', 'tickets', 1)) as { id: number; uuid: string }[];
  const t = { id: ticketId, uuid: rows.find((r) => r.id === ticketId)!.uuid, name };
  await showConversation(page, t);
  return t;
}

test('ticket status, model-based: every path xstate/graph gives, walked through the workspace on the sandbox', async ({
  page,
}) => {
  const { all, unwalked } = walks();
  test.setTimeout(60_000 + all.length * 20_000);
  // Every row of the table is in some walk.
  expect(unwalked, 'rows of ticket-status.table.ts no walk takes').toEqual([]);
  // Every state of the machine is some walk's target.
  expect(new Set(all.map((w) => fullName(w.steps.at(-1)!.state)))).toEqual(
    new Set([
      'pending.updating',
      'pending.idle',
      'open.idle',
      'open.updating',
      'open.deleting',
      'closed.idle',
      'closed.updating',
      'deleted',
    ]),
  );

  await page.goto('/login');
  await sandbox(page, 'reset');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  const walked = new Set<string>();
  // A walk the screen fails is told, and the others still run: the final check lists every row left unwalked.
  const failed: string[] = [];
  const initial = getInitialSnapshot(ticketStatusMachine, INPUT);
  for (const [n, walk] of all.entries()) {
    const path = walk.steps.map((s) => ` -${label(s.event)}→ ${fullName(s.state)}`).join('');
    const name = `Percurso ${String(n + 1).padStart(2, '0')}: ${fullName(initial)}${path}`;
    const done = test.step(name, async () => {
      await sandbox(page, 'setLatency', 0);
      const t = await newTicket(page, n + 1);
      await expectState(page, t, initial, null, 'conversation');
      const moves = walk.steps.map((s) => s.event);
      let where: Where = 'conversation';
      let at = initial;
      for (const [i, step] of walk.steps.entries()) {
        await drive(page, t, moves, i, at);
        // The conversation is shown for every move but the row's close and the answers.
        if (!isAnswer(step.event) && step.event.type !== 'ticket.close') where = 'conversation';
        where = whereAfter(step.event, where, step.state);
        await expectState(page, t, step.state, step.event, where);
        at = step.state;
      }
      // Only what the screen showed counts as walked.
      for (const row of rowsOf(walk.steps)) walked.add(row);
      // A walk that ends waiting for the server lets its answer land (and navigate) before the next walk starts.
      await sandbox(page, 'setLatency', 0);
      await expect
        .poll(async () => (await sandbox(page, 'requests')).filter((r) => r.status === 0))
        .toEqual([]);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    await done.catch(async (error: unknown) => {
      failed.push(`${name}: ${failureInOneLine(error)}`);
      // A fresh page for the next walk (its ticket is its own).
      await sandbox(page, 'setLatency', 0);
      await sandbox(page, 'persisted');
      await page.goto('/tickets');
    });
  }
  await sandbox(page, 'setLatency', 0);
  // The final check: every row of the table was walked through the UI.
  expect(
    ticketStatusTable.map(rowKey).filter((row) => !walked.has(row)),
    `rows of ticket-status.table.ts left unwalked; walks that failed:\n${failed.join('\n')}\n`,
  ).toEqual([]);
  expect(failed, 'walks that failed').toEqual([]);
});
