import { HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { CampaignChanges } from '../db/campaign-events.ts';
import { campaignSettingView, campaignShowView, campaignView } from '../db/campaign-views.ts';
import type { CampaignRow, CampaignSettingRow, CampaignStatusValue } from '../db/rows.ts';
import { campaignRunnerOf } from '../campaigns/runner.ts';
import { body, json, type AuthedContext, type Router } from './route.ts';

/**
 * The campaign screens' calls (S2 §2 Campaigns, §7) as the reference backend answers them: CampaignController,
 * CampaignService, CampaignSettingController of Whaticket SaaS 4.8.5, checked against a running one.
 *
 * - GET /campaigns: `{records, count, hasMore}`, 20 a page, by name (byte order), search lower-cased LIKE on the
 *   name; each record with `contactList` (the list's model) and `whatsapp` ({id, name}).
 * - GET /campaigns/:id: with `shipping` and the list with its contacts; unknown: 404 ERR_NO_TICKETNOTE_FOUND (the
 *   reference's text).
 * - POST /campaigns: name required (yup: 'name is a required field'), at least 3 (ERR_CAMPAIGN_INVALID_NAME: the
 *   form allows 2, S2 §5, the server refuses it); a scheduledAt makes it PROGRAMADA; frame create.
 * - PUT /campaigns/:id: name required; unknown 404 ERR_NO_CAMPAIGN_FOUND; the BODY's status must be INATIVA,
 *   PROGRAMADA or CANCELADA (400 'Só é permitido alterar campanha Inativa e Programada'); INATIVA with a schedule
 *   becomes PROGRAMADA; the fields of the body are written; frame update.
 * - DELETE /campaigns/:id: unknown 404 ERR_NO_CAMPAIGN_FOUND; EM_ANDAMENTO 400 'Não é permitido excluir campanha em
 *   andamento'; `{message:'Campaign deleted'}`; frame delete with the route's id (a string).
 * - POST /campaigns/:id/cancel and /restart: 204, no frame; an unknown id is a TypeError there: 500 'Internal server
 *   error'. Restart puts the campaign back in the sending queue (mocks/campaigns/runner.ts).
 * - POST /campaigns/:id/media-upload (multipart `file`): `{mensagem:'Mensagem enviada'}`; DELETE:
 *   `{mensagem:'Arquivo excluído'}`; no frame.
 * - GET /campaign-settings: the company's rows (value: JSON text); POST {settings}: each key found or created and
 *   written (arrays and objects as JSON, numbers as their text); frame `-campaignSettings` create.
 * - scheduledAt 'YYYY-MM-DD HH:mm:ss' is read in the sandbox's time zone (the browser's), where the reference reads
 *   it in the server's. The reference reads campaigns by primary key only; another company's campaign answers as an
 *   unknown one here. `tagListId` (a contact list made from a tag) is not offered by the spec's dialog and is ignored.
 */
export const CAMPAIGNS_PAGE_SIZE = 20;
const NAME_MIN = 3;

const Text = v.optional(v.nullable(v.string()));
const CampaignBody = v.looseObject({
  name: v.optional(v.nullable(v.unknown())),
  status: v.optional(v.nullable(v.string())),
  confirmation: v.optional(v.nullable(v.union([v.boolean(), v.string()]))),
  scheduledAt: Text,
  contactListId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  whatsappId: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  message1: Text,
  message2: Text,
  message3: Text,
  message4: Text,
  message5: Text,
  confirmationMessage1: Text,
  confirmationMessage2: Text,
  confirmationMessage3: Text,
  confirmationMessage4: Text,
  confirmationMessage5: Text,
});
type CampaignInput = v.InferOutput<typeof CampaignBody>;
const SettingsBody = v.object({ settings: v.record(v.string(), v.unknown()) });

const MESSAGE_KEYS = [
  'message1',
  'message2',
  'message3',
  'message4',
  'message5',
  'confirmationMessage1',
  'confirmationMessage2',
  'confirmationMessage3',
  'confirmationMessage4',
  'confirmationMessage5',
] as const;
const STATUSES: readonly CampaignStatusValue[] = [
  'INATIVA',
  'PROGRAMADA',
  'EM_ANDAMENTO',
  'CANCELADA',
  'FINALIZADA',
];

function internalError(): never {
  fail(500, 'Internal server error');
}

function routeId(ctx: AuthedContext): number {
  const raw = ctx.params['id'] ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) > 2_147_483_647) internalError();
  return Number(raw);
}

function campaignOf(ctx: AuthedContext): CampaignRow | undefined {
  const c = ctx.core.state.tables.campaigns.get(routeId(ctx));
  return c && c.companyId === ctx.session.companyId ? c : undefined;
}

/** 'YYYY-MM-DD HH:mm:ss' (or any date text Postgres takes) as an ISO instant; '' and null are no schedule. */
function scheduleOf(raw: string | null | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  const t = m
    ? new Date(
        Number(m[1]),
        Number(m[2]) - 1,
        Number(m[3]),
        Number(m[4]),
        Number(m[5]),
        Number(m[6] ?? 0),
      ).getTime()
    : Date.parse(raw);
  if (Number.isNaN(t)) internalError();
  return new Date(t).toISOString();
}

function idOf(raw: number | string | null | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n)) internalError();
  return n;
}

function nameOf(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') fail(400, 'name is a required field');
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, 'name must be a `string` type');
}

/** The fields of a body as the model writes them (keys left out stay; a foreign key must exist). */
function changesOf(core: SandboxCore, companyId: number, b: CampaignInput): CampaignChanges {
  const changes: CampaignChanges = {};
  for (const key of MESSAGE_KEYS) {
    const value = b[key];
    if (value !== undefined) changes[key] = value;
  }
  if (b.confirmation !== undefined)
    changes.confirmation =
      b.confirmation === null ? null : b.confirmation === true || b.confirmation === 'true';
  const scheduledAt = scheduleOf(b.scheduledAt);
  if (scheduledAt !== undefined) changes.scheduledAt = scheduledAt;
  const contactListId = idOf(b.contactListId);
  if (contactListId !== undefined) {
    const l = contactListId === null ? null : core.state.tables.contactLists.get(contactListId);
    if (l === undefined || (l !== null && l.companyId !== companyId)) internalError();
    changes.contactListId = contactListId;
  }
  const whatsappId = idOf(b.whatsappId);
  if (whatsappId !== undefined) {
    const w = whatsappId === null ? null : core.state.tables.whatsapps.get(whatsappId);
    if (w === undefined || (w !== null && w.companyId !== companyId)) internalError();
    changes.whatsappId = whatsappId;
  }
  if (b.status !== undefined && b.status !== null) {
    if (!STATUSES.some((s) => s === b.status)) internalError();
    changes.status = b.status as CampaignStatusValue;
  }
  return changes;
}

/** Postgres LIKE with the search lower-cased and trimmed (ListService); `%` and `_` are wildcards. */
function likeLower(search: string): (value: string) => boolean {
  const needle = search.toLowerCase().trim();
  let pattern = '';
  for (const ch of needle) {
    if (ch === '%') pattern += '[\\s\\S]*';
    else if (ch === '_') pattern += '[\\s\\S]';
    else pattern += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(pattern, 'u');
  return (value) => re.test(value.toLowerCase());
}

function byName(a: CampaignRow, b: CampaignRow): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}

export function campaignHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/campaigns', (ctx) => {
      const state = ctx.core.state;
      const raw = Number(ctx.url.searchParams.get('pageNumber') ?? '1');
      if (!Number.isFinite(raw) || raw < 1) internalError();
      const search = ctx.url.searchParams.get('searchParam') ?? '';
      const like = search.trim() === '' ? null : likeLower(search);
      const all = [...state.tables.campaigns.values()]
        .filter((c) => c.companyId === ctx.session.companyId && (like === null || like(c.name)))
        .sort(byName);
      const offset = (raw - 1) * CAMPAIGNS_PAGE_SIZE;
      const records = all.slice(offset, offset + CAMPAIGNS_PAGE_SIZE);
      return json({
        records: records.map((c) => campaignView(state, c)),
        count: all.length,
        hasMore: all.length > offset + records.length,
      });
    }),

    r.get('/campaigns/:id', (ctx) => {
      const c = campaignOf(ctx);
      if (!c) fail(404, 'ERR_NO_TICKETNOTE_FOUND');
      return json(campaignShowView(ctx.core.state, c));
    }),

    r.post('/campaigns', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, CampaignBody);
      const name = nameOf(b.name);
      if (name.length < NAME_MIN) fail(400, 'ERR_CAMPAIGN_INVALID_NAME');
      const changes = changesOf(core, session.companyId, b);
      const at = core.store.iso();
      const row: CampaignRow = {
        id: core.store.nextId('campaigns'),
        companyId: session.companyId,
        name,
        message1: '',
        message2: '',
        message3: '',
        message4: '',
        message5: '',
        confirmationMessage1: '',
        confirmationMessage2: '',
        confirmationMessage3: '',
        confirmationMessage4: '',
        confirmationMessage5: '',
        status: 'INATIVA',
        confirmation: null,
        mediaPath: null,
        mediaName: null,
        scheduledAt: null,
        completedAt: null,
        contactListId: null,
        whatsappId: null,
        createdAt: at,
        updatedAt: at,
        ...changes,
      };
      if (row.scheduledAt !== null) row.status = 'PROGRAMADA';
      core.commit(session.companyId, [{ type: 'campaign.created', campaign: row }]);
      return json(campaignView(core.state, core.state.tables.campaigns.get(row.id) ?? row));
    }),

    r.put('/campaigns/:id', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, CampaignBody);
      const name = nameOf(b.name);
      const c = campaignOf(ctx);
      if (!c) fail(404, 'ERR_NO_CAMPAIGN_FOUND');
      if (!['INATIVA', 'PROGRAMADA', 'CANCELADA'].includes(b.status ?? ''))
        fail(400, 'Só é permitido alterar campanha Inativa e Programada');
      const changes: CampaignChanges = { ...changesOf(core, session.companyId, b), name };
      const scheduled = changes.scheduledAt !== undefined ? changes.scheduledAt : c.scheduledAt;
      if (scheduled !== null && changes.status === 'INATIVA') changes.status = 'PROGRAMADA';
      changes.updatedAt = core.store.iso();
      core.commit(c.companyId, [{ type: 'campaign.updated', campaignId: c.id, changes }]);
      return json(campaignView(core.state, core.state.tables.campaigns.get(c.id) ?? c));
    }),

    r.delete('/campaigns/:id', (ctx) => {
      const c = campaignOf(ctx);
      if (!c) fail(404, 'ERR_NO_CAMPAIGN_FOUND');
      if (c.status === 'EM_ANDAMENTO') fail(400, 'Não é permitido excluir campanha em andamento');
      ctx.core.commit(c.companyId, [{ type: 'campaign.deleted', campaignId: c.id }]);
      return json({ message: 'Campaign deleted' });
    }),

    r.post('/campaigns/:id/cancel', (ctx) => {
      const c = campaignOf(ctx);
      if (!c) internalError();
      ctx.core.commit(c.companyId, [
        {
          type: 'campaign.cancelled',
          campaignId: c.id,
          changes: { status: 'CANCELADA', updatedAt: ctx.core.store.iso() },
        },
      ]);
      return new HttpResponse(null, { status: 204 });
    }),

    r.post('/campaigns/:id/restart', (ctx) => {
      const c = campaignOf(ctx);
      if (!c) internalError();
      ctx.core.commit(c.companyId, [
        {
          type: 'campaign.restarted',
          campaignId: c.id,
          changes: { status: 'EM_ANDAMENTO', updatedAt: ctx.core.store.iso() },
        },
      ]);
      campaignRunnerOf(ctx.core).tick();
      return new HttpResponse(null, { status: 204 });
    }),

    r.post('/campaigns/:id/media-upload', async (ctx) => {
      const { core, request } = ctx;
      let file: File | undefined;
      if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        const form = await request.formData();
        file = form.getAll('file').find((f): f is File => typeof f !== 'string');
      }
      const c = campaignOf(ctx);
      if (!c) fail(400, "Cannot set properties of null (setting 'mediaPath')");
      if (!file) fail(400, "Cannot read properties of undefined (reading 'filename')");
      const mediaPath = `${core.store.tick()}_${file.name.replace(/\//g, '-').replace(/ /g, '_')}`;
      core.commit(c.companyId, [
        {
          type: 'campaign.mediaChanged',
          campaignId: c.id,
          changes: { mediaPath, mediaName: file.name, updatedAt: core.store.iso() },
        },
      ]);
      return json({ mensagem: 'Mensagem enviada' });
    }),

    r.delete('/campaigns/:id/media-upload', (ctx) => {
      const c = campaignOf(ctx);
      if (!c) fail(400, "Cannot read properties of null (reading 'mediaPath')");
      if (c.mediaPath === null) fail(400, 'The "paths[1]" argument must be of type string. Received null');
      ctx.core.commit(c.companyId, [
        {
          type: 'campaign.mediaChanged',
          campaignId: c.id,
          changes: { mediaPath: null, mediaName: null, updatedAt: ctx.core.store.iso() },
        },
      ]);
      return json({ mensagem: 'Arquivo excluído' });
    }),

    r.get('/campaign-settings', (ctx) =>
      json(
        [...ctx.core.state.tables.campaignSettings.values()]
          .filter((s) => s.companyId === ctx.session.companyId)
          .sort((a, b) => a.id - b.id)
          .map(campaignSettingView),
      ),
    ),

    r.post('/campaign-settings', async (ctx) => {
      const { core, session } = ctx;
      const b = await body(ctx.request, SettingsBody);
      const existing = [...core.state.tables.campaignSettings.values()].filter(
        (s) => s.companyId === session.companyId,
      );
      let nextId = core.store.nextId('campaignSettings');
      const at = core.store.iso();
      const rows: CampaignSettingRow[] = Object.entries(b.settings).map(([key, raw]) => {
        const value = typeof raw === 'object' && raw !== null ? JSON.stringify(raw) : String(raw);
        const found = existing.find((s) => s.key === key);
        return found
          ? { ...found, value, updatedAt: at }
          : { id: nextId++, companyId: session.companyId, key, value, createdAt: at, updatedAt: at };
      });
      core.commit(session.companyId, [{ type: 'campaignSettings.saved', settings: rows }]);
      return json(rows.map(campaignSettingView));
    }),
  ];
}
