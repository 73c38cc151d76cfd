import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { QueueChanges, QueueOptionChanges } from '../db/queue-events.ts';
import type { QueueOptionRow, QueueRow, QueueScheduleEntry } from '../db/rows.ts';
import { queueView, type JsonObject } from '../db/views.ts';
import { body, isAdmin, json, type AuthedContext, type Router } from './route.ts';

/**
 * The Queues screen's calls (S3 §2.4, §4.5, §7) as the reference backend answers them: QueueController,
 * QueueOptionController, QueueService and QueueOptionService of Whaticket SaaS 4.8.5. (GET /queue, the list, is in
 * catalog.handlers.ts.)
 *
 * - GET /queue/:id: ShowQueueService; another company's queue, or none, answers 400 'Não é possível consultar
 *   registros de outra empresa' (it compares the company before it checks for null).
 * - POST /queue: the plan's limit (400 'Número máximo de filas já alcançado: N'), then yup: name required and at
 *   least 2 (ERR_QUEUE_INVALID_NAME), unique in the company (ERR_QUEUE_NAME_ALREADY_EXISTS); colour required and
 *   `#` with 3 to 6 hex digits (ERR_QUEUE_INVALID_COLOR), unique in the company (ERR_QUEUE_COLOR_ALREADY_EXISTS).
 *   Stores name, colour, greeting, out-of-hours message and schedules as sent; answers 200 with the queue.
 * - PUT /queue/:id: the same checks against the other queues (a name left out is not checked; the colour is
 *   required), then the company check; answers 201 with the queue.
 * - DELETE /queue/:id: 200, empty; its options go with it, its tickets keep no queue.
 * - Frames: `company-{cid}-queue` {action:'update', queue} after a create or an update, {action:'delete',
 *   queueId} (a number) after a delete (mocks/socket/queue-frames.ts).
 * - GET /queue-options: ListService, by id; `queueId`, `queueOptionId`, and `parentId` (-1: the roots, whose
 *   parentId is null; a positive id: its children). `option` is a TEXT column: read back as a string.
 * - POST /queue-options: the row as sent (200); PUT /queue-options/:id: the fields sent (200), 400
 *   ERR_QUEUE_NOT_FOUND for an unknown id; DELETE: `{message:'Option Delected'}` (sic), the option's descendants
 *   with it (ON DELETE CASCADE). No frames.
 *
 * Differences chosen (docs/sandbox.md, 'Where the sandbox differs from the reference backend'):
 * - The reference lets any profile write queues and options; the sandbox refuses a user profile's POST, PUT and
 *   DELETE with 403 ERR_NO_PERMISSION (S3 §6: queues are admin-only), as it does for connections. Reads stay open
 *   (every screen lists queues).
 * - The reference reads options by id alone (another company's are reachable); the sandbox sees only the caller
 *   company's, and a queueId or parentId of another company (or none) answers 400 ERR_QUEUE_NOT_FOUND.
 * - S3 §3's typebotId is kept as sent (the reference 4.8.5 has no such column and drops it).
 */
const NAME_MIN = 2;
const COLOR = /^#[0-9a-f]{3,6}$/i;

const Schedule = v.object({
  weekday: v.optional(v.string(), ''),
  weekdayEn: v.string(),
  startTime: v.optional(v.string(), ''),
  endTime: v.optional(v.string(), ''),
});

const QueueBody = v.looseObject({
  name: v.optional(v.nullable(v.string())),
  color: v.optional(v.nullable(v.string())),
  greetingMessage: v.optional(v.nullable(v.string())),
  outOfHoursMessage: v.optional(v.nullable(v.string())),
  typebotId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  schedules: v.optional(v.nullable(v.array(Schedule))),
});
type QueueBodyValues = v.InferOutput<typeof QueueBody>;

const Id = v.pipe(v.number(), v.integer());
const OptionBody = v.looseObject({
  queueId: v.optional(v.union([Id, v.pipe(v.string(), v.digits(), v.transform(Number))])),
  parentId: v.optional(v.nullable(v.union([Id, v.pipe(v.string(), v.digits(), v.transform(Number))]))),
  title: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
  option: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});

function adminOnly(ctx: AuthedContext): void {
  if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
}

function companyQueues(core: SandboxCore, companyId: number): QueueRow[] {
  return [...core.state.tables.queues.values()].filter((q) => q.companyId === companyId);
}

/** ShowQueueService: another company's row and a missing one both fail the company check. */
function queueOf(ctx: AuthedContext, raw: string | undefined): QueueRow {
  const q =
    raw !== undefined && /^\d+$/.test(raw) ? ctx.core.state.tables.queues.get(Number(raw)) : undefined;
  if (q?.companyId !== ctx.session.companyId)
    fail(400, 'Não é possível consultar registros de outra empresa');
  return q;
}

function schedulesOf(b: QueueBodyValues): QueueScheduleEntry[] | undefined {
  return b.schedules === undefined ? undefined : (b.schedules ?? []).map((s) => ({ ...s }));
}

/** The yup checks of Create/UpdateQueueService, against the company's other queues. */
function checkQueue(core: SandboxCore, companyId: number, b: QueueBodyValues, self: number | null): void {
  const others = companyQueues(core, companyId).filter((q) => q.id !== self);
  const name = b.name ?? undefined;
  if (self === null && !name) fail(400, 'ERR_QUEUE_INVALID_NAME');
  if (name !== undefined && name !== '' && name.length < NAME_MIN) fail(400, 'ERR_QUEUE_INVALID_NAME');
  if (name && others.some((q) => q.name === name)) fail(400, 'ERR_QUEUE_NAME_ALREADY_EXISTS');
  const color = b.color ?? '';
  if (!color || !COLOR.test(color)) fail(400, 'ERR_QUEUE_INVALID_COLOR');
  if (others.some((q) => q.color === color)) fail(400, 'ERR_QUEUE_COLOR_ALREADY_EXISTS');
}

/** PUT /queue/:id's write (also the control API's updateQueue): the fields given change. */
export function updateQueue(
  core: SandboxCore,
  q: QueueRow,
  changes: Omit<QueueChanges, 'updatedAt'>,
): QueueRow {
  core.commit(q.companyId, [
    { type: 'queue.updated', queueId: q.id, changes: { ...changes, updatedAt: core.store.iso() } },
  ]);
  return core.state.tables.queues.get(q.id) ?? q;
}

/** DELETE /queue/:id's write (also the control API's deleteQueue). */
export function deleteQueue(core: SandboxCore, q: QueueRow): void {
  core.commit(q.companyId, [{ type: 'queue.deleted', queueId: q.id }]);
}

/** POST /queue's write (also the control API's createQueue). */
export function createQueue(
  core: SandboxCore,
  companyId: number,
  fields: Pick<QueueRow, 'name' | 'color'> & Partial<QueueRow>,
): QueueRow {
  const at = core.store.iso();
  const row: QueueRow = {
    id: core.store.nextId('queues'),
    companyId,
    name: fields.name,
    color: fields.color,
    greetingMessage: fields.greetingMessage ?? '',
    outOfHoursMessage: fields.outOfHoursMessage ?? '',
    schedules: fields.schedules ?? [],
    ...(fields.typebotId === undefined ? {} : { typebotId: fields.typebotId }),
    createdAt: at,
    updatedAt: at,
  };
  core.commit(companyId, [{ type: 'queue.created', queue: row }]);
  return core.state.tables.queues.get(row.id) ?? row;
}

function optionView(o: QueueOptionRow): JsonObject {
  return {
    id: o.id,
    title: o.title,
    message: o.message,
    option: o.option,
    queueId: o.queueId,
    parentId: o.parentId,
    mediaPath: null,
    mediaName: null,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

function optionText(raw: string | number | null | undefined): string | undefined {
  if (raw === undefined) return undefined;
  return raw === null ? '' : String(raw);
}

export function queueHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/queue/:queueId', (ctx) => json(queueView(queueOf(ctx, ctx.params['queueId'])))),

    r.post('/queue', async (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const company = core.state.tables.companies.get(session.companyId);
      const plan = company ? core.state.tables.plans.get(company.planId) : undefined;
      const count = companyQueues(core, session.companyId).length;
      if (plan && count >= plan.queues) fail(400, `Número máximo de filas já alcançado: ${count}`);
      const b = await body(ctx.request, QueueBody);
      checkQueue(core, session.companyId, b, null);
      const schedules = schedulesOf(b);
      const queue = createQueue(core, session.companyId, {
        name: b.name ?? '',
        color: b.color ?? '',
        greetingMessage: b.greetingMessage ?? '',
        outOfHoursMessage: b.outOfHoursMessage ?? '',
        ...(schedules === undefined ? {} : { schedules }),
        ...(b.typebotId === undefined || b.typebotId === null ? {} : { typebotId: String(b.typebotId) }),
      });
      return json(queueView(queue));
    }),

    r.put('/queue/:queueId', async (ctx) => {
      adminOnly(ctx);
      const b = await body(ctx.request, QueueBody);
      const raw = ctx.params['queueId'];
      checkQueue(
        ctx.core,
        ctx.session.companyId,
        b,
        raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : -1,
      );
      const q = queueOf(ctx, raw);
      const changes: Omit<QueueChanges, 'updatedAt'> = {};
      if (b.name !== undefined && b.name !== null) changes.name = b.name;
      if (b.color !== undefined && b.color !== null) changes.color = b.color;
      if (b.greetingMessage !== undefined) changes.greetingMessage = b.greetingMessage ?? '';
      if (b.outOfHoursMessage !== undefined) changes.outOfHoursMessage = b.outOfHoursMessage ?? '';
      const schedules = schedulesOf(b);
      if (schedules !== undefined) changes.schedules = schedules;
      if (b.typebotId !== undefined) changes.typebotId = b.typebotId === null ? '' : String(b.typebotId);
      return json(queueView(updateQueue(ctx.core, q, changes)), 201);
    }),

    r.delete('/queue/:queueId', (ctx) => {
      adminOnly(ctx);
      deleteQueue(ctx.core, queueOf(ctx, ctx.params['queueId']));
      return new Response(null, { status: 200 });
    }),

    r.get('/queue-options', (ctx) => {
      const q = ctx.url.searchParams;
      const queueId = Number(q.get('queueId') ?? '');
      const optionId = Number(q.get('queueOptionId') ?? '');
      const parentId = Number(q.get('parentId') ?? '');
      const rows = [...ctx.core.state.tables.queueOptions.values()]
        .filter((o) => o.companyId === ctx.session.companyId)
        .filter((o) => !(queueId > 0) || o.queueId === queueId)
        .filter((o) => !(optionId > 0) || o.id === optionId)
        .filter((o) =>
          parentId === -1 ? o.parentId === null : parentId > 0 ? o.parentId === parentId : true,
        )
        .sort((a, b) => a.id - b.id);
      return json(rows.map(optionView));
    }),

    r.post('/queue-options', async (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const b = await body(ctx.request, OptionBody);
      const queue = b.queueId === undefined ? undefined : core.state.tables.queues.get(b.queueId);
      if (queue?.companyId !== session.companyId) fail(400, 'ERR_QUEUE_NOT_FOUND');
      const parentId = b.parentId ?? null;
      if (parentId !== null) {
        const parent = core.state.tables.queueOptions.get(parentId);
        if (parent?.companyId !== session.companyId) fail(400, 'ERR_QUEUE_NOT_FOUND');
      }
      const at = core.store.iso();
      const row: QueueOptionRow = {
        id: core.store.nextId('queueOptions'),
        companyId: session.companyId,
        queueId: queue.id,
        parentId,
        title: b.title ?? '',
        message: b.message ?? '',
        option: optionText(b.option) ?? '',
        createdAt: at,
        updatedAt: at,
      };
      core.commit(session.companyId, [{ type: 'queueOption.created', option: row }]);
      return json(optionView(row));
    }),

    r.put('/queue-options/:optionId', async (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const raw = ctx.params['optionId'] ?? '';
      const o = /^\d+$/.test(raw) ? core.state.tables.queueOptions.get(Number(raw)) : undefined;
      if (o?.companyId !== session.companyId) fail(400, 'ERR_QUEUE_NOT_FOUND');
      const b = await body(ctx.request, OptionBody);
      const changes: QueueOptionChanges = {};
      if (b.title !== undefined) changes.title = b.title ?? '';
      if (b.message !== undefined) changes.message = b.message ?? '';
      const option = optionText(b.option);
      if (option !== undefined) changes.option = option;
      if (b.parentId !== undefined) changes.parentId = b.parentId;
      changes.updatedAt = core.store.iso();
      core.commit(session.companyId, [{ type: 'queueOption.updated', optionId: o.id, changes }]);
      const after = core.state.tables.queueOptions.get(o.id) ?? o;
      return json(optionView(after));
    }),

    r.delete('/queue-options/:optionId', (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const raw = ctx.params['optionId'] ?? '';
      const o = /^\d+$/.test(raw) ? core.state.tables.queueOptions.get(Number(raw)) : undefined;
      if (o?.companyId !== session.companyId) fail(400, 'ERR_QUEUE_NOT_FOUND');
      core.commit(session.companyId, [{ type: 'queueOption.deleted', optionId: o.id }]);
      return json({ message: 'Option Delected' });
    }),
  ];
}
