import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { WhatsappChanges } from '../db/events.ts';
import type { WhatsappRow } from '../db/rows.ts';
import { whatsappView } from '../db/views.ts';
import { hasSession, pairingOf, wbotRunning } from '../pairing.ts';
import { body, isAdmin, json, type AuthedContext, type Router } from './route.ts';

/**
 * The Connections screen's calls (S3 §2.2, §4.1, §7) as the reference backend answers them: WhatsAppController,
 * WhatsAppSessionController, WhatsappService and whatsappRoutes / whatsappSessionRoutes of Whaticket SaaS 4.8.5.
 * (GET /whatsapp, the list, is in catalog.handlers.ts.)
 *
 * - GET /whatsapp/:id: ShowWhatsAppService, the row with its queues (and their options) and `prompt: null`. A row
 *   that is not the caller company's, or none at all, answers 400 'Não é possível acessar registros de outra
 *   empresa' (the reference compares `whatsapp?.companyId` before it checks for null).
 * - POST /whatsapp: CreateWhatsAppService. The plan's connection limit (400 'Número máximo de conexões já
 *   alcançado: N'), yup on name (required, min 2, unique across every company: 'Esse nome já está sendo utilizado
 *   por outra conexão'), ERR_WAPP_GREETING_REQUIRED with more than one queue and no greeting, a token used by
 *   another connection ('This whatsapp token is already used.'). `isDefault` is what the reference makes it: true
 *   only for the company's first connection, whatever was sent. Status OPENING; then the session starts (codes:
 *   mocks/pairing.ts). Frames: `company-{cid}-whatsapp` update of it, then of the old default.
 * - PUT /whatsapp/:id: UpdateWhatsAppService. name min 2, ERR_WAPP_GREETING_REQUIRED, `isDefault: true` takes the
 *   flag from the old default (both announced); fields left out stay, but `queueIds` left out is [] (the reference
 *   associates what it got).
 * - DELETE /whatsapp/:id: `{message:'Whatsapp deleted.'}` and `{action:'delete', whatsappId}`.
 * - POST /whatsappsession/:id (try again) and PUT (new QR: the session is cleared first): `{message:'Starting
 *   session.'}`, then OPENING and the pairing. DELETE (disconnect): `{message:'Session disconnected.'}`; a connection
 *   without a session is left as it is (the reference does nothing either); one with a session but no running
 *   wbot answers 400 ERR_WAPP_NOT_INITIALIZED (getWbot).
 *
 * Differences chosen (docs/sandbox.md, 'Where the sandbox differs from the reference backend'):
 * - The reference lets any profile call these; the sandbox refuses every write (POST, PUT, DELETE of /whatsapp and
 *   /whatsappsession) from a user profile with 403 ERR_NO_PERMISSION, as its UserController and TagController
 *   refuse theirs (S3 §6: connections are admin-only). Reads stay open: the drawer's badge of every user reads them.
 * - The reference deletes any connection; the sandbox refuses to delete the default connection while others
 *   remain (they would be left with no default) with 400 ERR_NO_OTHER_WHATSAPP, the code of S3 §8.
 * - After a disconnect the reference's wbot logs out and starts again by itself (PENDING, OPENING, new codes);
 *   the sandbox stays DISCONNECTED and lets the user choose 'try again' or 'new QR'.
 */
const NAME_MIN = 2;

const WhatsappBody = v.looseObject({
  name: v.optional(v.unknown()),
  isDefault: v.optional(v.unknown()),
  greetingMessage: v.optional(v.nullable(v.string())),
  complationMessage: v.optional(v.nullable(v.string())),
  outOfHoursMessage: v.optional(v.nullable(v.string())),
  ratingMessage: v.optional(v.nullable(v.string())),
  token: v.optional(v.nullable(v.string())),
  provider: v.optional(v.nullable(v.string())),
  queueIds: v.optional(v.array(v.pipe(v.number(), v.integer()))),
});
type WhatsappBodyValues = v.InferOutput<typeof WhatsappBody>;

function adminOnly(ctx: AuthedContext): void {
  if (!isAdmin(ctx.me)) fail(403, 'ERR_NO_PERMISSION');
}

/** ShowWhatsAppService: another company's row and a missing one both fail the company check first. */
function connectionOf(ctx: AuthedContext): WhatsappRow {
  const raw = ctx.params['whatsappId'] ?? '';
  const w = /^\d+$/.test(raw) ? ctx.core.state.tables.whatsapps.get(Number(raw)) : undefined;
  if (w?.companyId !== ctx.session.companyId) fail(400, 'Não é possível acessar registros de outra empresa');
  return w;
}

function nameOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, 'name must be a `string` type');
}

function greetingRule(b: WhatsappBodyValues): void {
  if ((b.queueIds ?? []).length > 1 && !b.greetingMessage) fail(400, 'ERR_WAPP_GREETING_REQUIRED');
}

function showView(ctx: AuthedContext, w: WhatsappRow) {
  const state = ctx.core.state;
  return {
    ...whatsappView(state, w),
    queues: w.queueIds.flatMap((id) => {
      const q = state.tables.queues.get(id);
      return q
        ? [
            {
              id: q.id,
              name: q.name,
              color: q.color,
              greetingMessage: q.greetingMessage,
              integrationId: null,
              promptId: null,
              mediaPath: '',
              mediaName: '',
              options: [],
            },
          ]
        : [];
    }),
    prompt: null,
  };
}

export function whatsappHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/whatsapp/:whatsappId', (ctx) => json(showView(ctx, connectionOf(ctx)))),

    r.post('/whatsapp', async (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const mine = [...core.state.tables.whatsapps.values()].filter((w) => w.companyId === session.companyId);
      const company = core.state.tables.companies.get(session.companyId);
      const plan = company ? core.state.tables.plans.get(company.planId) : undefined;
      if (plan && mine.length >= plan.connections)
        fail(400, `Número máximo de conexões já alcançado: ${mine.length}`);
      const b = await body(ctx.request, WhatsappBody);
      const name = nameOf(b.name);
      if (!name) fail(400, 'name is a required field');
      if (name.length < NAME_MIN) fail(400, `name must be at least ${NAME_MIN} characters`);
      if ([...core.state.tables.whatsapps.values()].some((w) => w.name === name))
        fail(400, 'Esse nome já está sendo utilizado por outra conexão');
      const isDefault = mine.length === 0;
      const oldDefault = isDefault ? mine.find((w) => w.isDefault) : undefined;
      greetingRule(b);
      const token = b.token ?? '';
      if (token !== '') {
        if (token.length < 2) fail(400, 'token must be at least 2 characters');
        if ([...core.state.tables.whatsapps.values()].some((w) => w.token === token))
          fail(400, 'This whatsapp token is already used.');
      }
      const at = core.store.iso();
      const row: WhatsappRow = {
        id: core.store.nextId('whatsapps'),
        companyId: session.companyId,
        name,
        status: 'OPENING',
        qrcode: null,
        retries: 0,
        isDefault,
        greetingMessage: b.greetingMessage ?? '',
        complationMessage: b.complationMessage ?? '',
        outOfHoursMessage: b.outOfHoursMessage ?? '',
        ratingMessage: b.ratingMessage ?? '',
        token,
        provider: b.provider ?? 'beta',
        queueIds: (b.queueIds ?? []).filter(
          (id) => core.state.tables.queues.get(id)?.companyId === session.companyId,
        ),
        createdAt: at,
        updatedAt: at,
        session: '',
      };
      core.commit(session.companyId, [
        { type: 'whatsapp.created', whatsapp: row, oldDefaultId: oldDefault?.id ?? null },
      ]);
      const created = core.state.tables.whatsapps.get(row.id) ?? row;
      const answer = whatsappView(core.state, created);
      // The controller starts the session without waiting for it, and answers the row as created.
      pairingOf(core).start(row.id);
      return json(answer);
    }),

    r.put('/whatsapp/:whatsappId', async (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const b = await body(ctx.request, WhatsappBody);
      const name = nameOf(b.name);
      if (name !== undefined && name.length < NAME_MIN)
        fail(400, `name must be at least ${NAME_MIN} characters`);
      if (b.isDefault !== undefined && typeof b.isDefault !== 'boolean')
        fail(400, 'isDefault must be a `boolean` type');
      greetingRule(b);
      const w = connectionOf(ctx);
      const oldDefault =
        b.isDefault === true
          ? [...core.state.tables.whatsapps.values()].find(
              (x) => x.companyId === session.companyId && x.isDefault && x.id !== w.id,
            )
          : undefined;
      const changes: WhatsappChanges = {
        queueIds: (b.queueIds ?? []).filter(
          (id) => core.state.tables.queues.get(id)?.companyId === session.companyId,
        ),
        updatedAt: core.store.iso(),
      };
      if (name !== undefined) changes.name = name;
      if (typeof b.isDefault === 'boolean') changes.isDefault = b.isDefault;
      if (b.greetingMessage != null) changes.greetingMessage = b.greetingMessage;
      if (b.complationMessage != null) changes.complationMessage = b.complationMessage;
      if (b.outOfHoursMessage != null) changes.outOfHoursMessage = b.outOfHoursMessage;
      if (b.ratingMessage != null) changes.ratingMessage = b.ratingMessage;
      if (b.token != null) changes.token = b.token;
      if (b.provider != null) changes.provider = b.provider;
      core.commit(session.companyId, [
        { type: 'whatsapp.updated', whatsappId: w.id, changes, oldDefaultId: oldDefault?.id ?? null },
      ]);
      return json(whatsappView(core.state, core.state.tables.whatsapps.get(w.id) ?? w));
    }),

    r.delete('/whatsapp/:whatsappId', (ctx) => {
      adminOnly(ctx);
      const { core, session } = ctx;
      const w = connectionOf(ctx);
      const others = [...core.state.tables.whatsapps.values()].filter(
        (x) => x.companyId === session.companyId && x.id !== w.id,
      );
      if (w.isDefault && others.length > 0) fail(400, 'ERR_NO_OTHER_WHATSAPP');
      pairingOf(core).forget(w.id);
      core.commit(session.companyId, [{ type: 'whatsapp.deleted', whatsappId: w.id }]);
      return json({ message: 'Whatsapp deleted.' });
    }),

    r.post('/whatsappsession/:whatsappId', (ctx) => {
      adminOnly(ctx);
      const w = connectionOf(ctx);
      pairingOf(ctx.core).start(w.id);
      return json({ message: 'Starting session.' });
    }),

    r.put('/whatsappsession/:whatsappId', (ctx) => {
      adminOnly(ctx);
      const w = connectionOf(ctx);
      // UpdateWhatsAppService with `session: ''`, then the session starts: codes, whatever was paired before.
      // (The reference's update also sets the queues it was not sent, none: the sandbox keeps them.)
      pairingOf(ctx.core).start(w.id, { fresh: true });
      return json({ message: 'Starting session.' });
    }),

    r.delete('/whatsappsession/:whatsappId', (ctx) => {
      adminOnly(ctx);
      const w = connectionOf(ctx);
      if (hasSession(w)) {
        if (!wbotRunning(w)) fail(400, 'ERR_WAPP_NOT_INITIALIZED');
        pairingOf(ctx.core).disconnect(w.id);
      }
      return json({ message: 'Session disconnected.' });
    }),
  ];
}
