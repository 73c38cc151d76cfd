import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, type SandboxCore } from '../core.ts';
import type { QuickMessageRow } from '../db/rows.ts';
import { quickMessageView } from '../db/views.ts';
import { body, json, type AuthedContext, type Router } from './route.ts';
import { likeMatcher } from './tags.handlers.ts';

/**
 * The Quick messages screen's calls (S2 §2 'Quick messages') and the composer's quick replies (S1 §2.7) as the
 * reference backend answers them: QuickMessageController, QuickMessageService and quickMessageRoutes of Whaticket
 * SaaS 4.8.5, checked against a running one.
 *
 * - GET /quick-messages: ListService. 20 a page by shortcode (byte order), `{records, count, hasMore}`; WHERE
 *   companyId, `userId` = the query's (each user sees only their own) and LOWER(shortcode) LIKE the search
 *   lower-cased and trimmed (`%` and `_` are wildcards). Without `userId` Sequelize refuses the undefined value:
 *   500 'Internal server error'; so does a pageNumber that is not a number.
 * - GET /quick-messages/list: FindService, WHERE the query's companyId and userId (either missing: 500), with the
 *   company `{id, name}`, by shortcode.
 * - GET /quick-messages/:id: the row; an unknown id 404 ERR_NO_TICKETNOTE_FOUND (sic), a non-integer one 500.
 * - POST: the controller's yup first ('shortcode is a required field', 'message is a required field'), then the
 *   service's: at least 3 characters each, else 400 ERR_QUICKMESSAGE_INVALID_NAME. The owner is the caller.
 * - PUT /quick-messages/:id: the controller's yup only (no minimum), then 404 ERR_NO_TICKETNOTE_FOUND; the caller
 *   becomes the owner. DELETE: 404 ERR_NO_QUICKMESSAGE_FOUND, else `{message: 'Contact deleted'}` (sic).
 * - Frames: `company-{cid}-quickmessage` to `company-{cid}-mainchannel`, `{action, record}` and `{action:'delete',
 *   id}` with the route's id as a string (mocks/socket/frames.ts).
 * - Difference chosen: the reference reads a quick message by primary key only, so it would show, change or delete
 *   another company's; the sandbox answers as if it did not exist (404), like tags (docs/sandbox.md, 'Where the
 *   sandbox differs from the reference backend').
 */
export const QUICK_MESSAGES_PAGE_SIZE = 20;
const MIN_LENGTH = 3;
const PG_INT_MAX = 2_147_483_647;

const QuickMessageBody = v.looseObject({
  shortcode: v.optional(v.unknown()),
  message: v.optional(v.unknown()),
});

function internalError(): never {
  fail(500, 'Internal server error');
}

/** A query or route integer as Postgres reads it: anything else is a query error. */
function integer(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) internalError();
  const n = Number(raw);
  if (n > PG_INT_MAX) internalError();
  return n;
}

/** yup's `string().required()`: numbers and booleans are cast, empty or missing is required, others a type error. */
function required(raw: unknown, field: string): string {
  if (raw === undefined || raw === null || raw === '') fail(400, `${field} is a required field`);
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  fail(400, `${field} must be a \`string\` type`);
}

function byShortcode(a: QuickMessageRow, b: QuickMessageRow): number {
  if (a.shortcode !== b.shortcode) return a.shortcode < b.shortcode ? -1 : 1;
  return a.id - b.id;
}

/** The quick message of the route, in the caller's company (another company's reads as not found). */
function quickMessageOf(ctx: AuthedContext, notFound: string): QuickMessageRow {
  const q = ctx.core.state.tables.quickMessages.get(integer(ctx.params['id']));
  if (!q || q.companyId !== ctx.session.companyId) fail(404, notFound);
  return q;
}

/** PUT /quick-messages/:id's write (also the control API's updateQuickMessage). */
export function updateQuickMessage(
  core: SandboxCore,
  q: QuickMessageRow,
  patch: { shortcode?: string; message?: string; userId?: number | null },
): QuickMessageRow {
  core.commit(q.companyId, [
    {
      type: 'quickMessage.updated',
      quickMessageId: q.id,
      changes: {
        shortcode: patch.shortcode ?? q.shortcode,
        message: patch.message ?? q.message,
        userId: patch.userId === undefined ? q.userId : patch.userId,
        updatedAt: core.store.iso(),
      },
    },
  ]);
  return core.state.tables.quickMessages.get(q.id) ?? q;
}

/** POST /quick-messages's write (also the control API's createQuickMessage). */
export function createQuickMessage(
  core: SandboxCore,
  input: { companyId: number; shortcode: string; message: string; userId: number | null },
): QuickMessageRow {
  const at = core.store.iso();
  const row: QuickMessageRow = {
    id: core.store.nextId('quickMessages'),
    ...input,
    createdAt: at,
    updatedAt: at,
  };
  core.commit(input.companyId, [{ type: 'quickMessage.created', quickMessage: row }]);
  return row;
}

export function quickMessageHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/quick-messages/list', (ctx) => {
      const companyId = integer(ctx.url.searchParams.get('companyId'));
      const userId = integer(ctx.url.searchParams.get('userId'));
      const state = ctx.core.state;
      const company = state.tables.companies.get(companyId);
      return json(
        [...state.tables.quickMessages.values()]
          .filter((m) => m.companyId === companyId && m.userId === userId)
          .sort(byShortcode)
          .map((m) => ({
            ...quickMessageView(m),
            company: company ? { id: company.id, name: company.name } : null,
          })),
      );
    }),

    r.get('/quick-messages', (ctx) => {
      const q = ctx.url.searchParams;
      const userId = integer(q.get('userId'));
      const raw = q.get('pageNumber');
      const p = raw === null ? 1 : Number(raw);
      if (!Number.isInteger(p) || p < 1) internalError();
      const like = likeMatcher((q.get('searchParam') ?? '').toLocaleLowerCase().trim());
      const all = [...ctx.core.state.tables.quickMessages.values()]
        .filter(
          (m) =>
            m.companyId === ctx.session.companyId && m.userId === userId && like(m.shortcode.toLowerCase()),
        )
        .sort(byShortcode);
      const offset = (p - 1) * QUICK_MESSAGES_PAGE_SIZE;
      const records = all.slice(offset, offset + QUICK_MESSAGES_PAGE_SIZE);
      return json({
        records: records.map(quickMessageView),
        count: all.length,
        hasMore: all.length > offset + records.length,
      });
    }),

    r.get('/quick-messages/:id', (ctx) =>
      json(quickMessageView(quickMessageOf(ctx, 'ERR_NO_TICKETNOTE_FOUND'))),
    ),

    r.post('/quick-messages', async (ctx) => {
      const b = await body(ctx.request, QuickMessageBody);
      const shortcode = required(b.shortcode, 'shortcode');
      const message = required(b.message, 'message');
      if (shortcode.length < MIN_LENGTH || message.length < MIN_LENGTH)
        fail(400, 'ERR_QUICKMESSAGE_INVALID_NAME');
      const row = createQuickMessage(ctx.core, {
        companyId: ctx.session.companyId,
        shortcode,
        message,
        userId: ctx.session.userId,
      });
      return json(quickMessageView(row));
    }),

    r.put('/quick-messages/:id', async (ctx) => {
      const b = await body(ctx.request, QuickMessageBody);
      const shortcode = required(b.shortcode, 'shortcode');
      const message = required(b.message, 'message');
      const q = quickMessageOf(ctx, 'ERR_NO_TICKETNOTE_FOUND');
      return json(
        quickMessageView(updateQuickMessage(ctx.core, q, { shortcode, message, userId: ctx.session.userId })),
      );
    }),

    r.delete('/quick-messages/:id', (ctx) => {
      const q = quickMessageOf(ctx, 'ERR_NO_QUICKMESSAGE_FOUND');
      ctx.core.commit(q.companyId, [{ type: 'quickMessage.deleted', quickMessageId: q.id }]);
      return json({ message: 'Contact deleted' });
    }),
  ];
}
