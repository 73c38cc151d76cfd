import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../core.ts';
import type { QueueScheduleEntry, SettingRow } from '../db/rows.ts';
import { body, idParam, isAdmin, json, type Router } from './route.ts';

const SettingBody = v.object({ value: v.optional(v.unknown()) });
const ScheduleBody = v.object({
  schedules: v.array(
    v.object({
      weekday: v.optional(v.string(), ''),
      weekdayEn: v.optional(v.string(), ''),
      startTime: v.optional(v.string(), ''),
      endTime: v.optional(v.string(), ''),
    }),
  ),
});

/**
 * The Settings screen (S3 §2.8, §2.9). GET /settings is in catalog.handlers.ts.
 * - PUT /settings/:key (SettingController.update, UpdateSettingService): admins only (403 ERR_NO_PERMISSION); the
 *   company's row of the key is found or created and its value written (a value that is not text is written as
 *   its JSON text); answers the row; emits `company-{cid}-settings {action:'update', setting}`.
 * - PUT /companies/:id/schedules (CompanyController.updateSchedules): the company's schedules replaced, answers the
 *   company; no frame. The sandbox keeps a caller to their own company (404 ERR_NO_COMPANY_FOUND otherwise), as its
 *   GET /companies/:id does.
 */
export function settingsHandlers(r: Router): HttpHandler[] {
  return [
    r.put('/settings/:key', async (ctx) => {
      const { core, session, me } = ctx;
      if (!isAdmin(me)) fail(403, 'ERR_NO_PERMISSION');
      const key = String(ctx.params['key'] ?? '');
      const b = await body(ctx.request, SettingBody);
      const value =
        b.value === undefined || b.value === null
          ? ''
          : typeof b.value === 'string'
            ? b.value
            : JSON.stringify(b.value);
      const at = new Date(core.now()).toISOString();
      const found = [...core.state.tables.settings.values()].find(
        (s) => s.companyId === session.companyId && s.key === key,
      );
      const setting: SettingRow = found
        ? { ...found, value, updatedAt: at }
        : {
            id: core.store.nextId('settings'),
            companyId: session.companyId,
            key,
            value,
            createdAt: at,
            updatedAt: at,
          };
      core.commit(session.companyId, [{ type: 'setting.written', setting }]);
      return json({ ...setting });
    }),

    r.put('/companies/:id/schedules', async (ctx) => {
      const { core, session } = ctx;
      const id = idParam(ctx, 'id');
      const c = core.state.tables.companies.get(id);
      if (!c || id !== session.companyId) fail(404, 'ERR_NO_COMPANY_FOUND');
      const b = await body(ctx.request, ScheduleBody);
      const schedules: QueueScheduleEntry[] = b.schedules.map((s) => ({ ...s }));
      const at = new Date(core.now()).toISOString();
      core.commit(id, [{ type: 'company.schedulesSaved', companyRowId: id, schedules, updatedAt: at }]);
      const after = core.state.tables.companies.get(id) ?? c;
      return json({
        id: after.id,
        name: after.name,
        phone: after.phone,
        email: after.email,
        status: after.status,
        dueDate: after.dueDate,
        recurrence: after.recurrence,
        schedules: after.schedules ?? [],
        planId: after.planId,
        createdAt: after.createdAt,
        updatedAt: after.updatedAt,
      });
    }),
  ];
}
