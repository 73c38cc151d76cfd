import type { HttpHandler } from 'msw';
import { fail } from '../core.ts';
import { dashboardOf, localDayAt, type DashboardQuery } from '../db/dashboard-views.ts';
import { idParam, json, type Router } from './route.ts';

/** `days` as the reference reads it (`parseInt` of its digits); a YYYY-MM-DD day that is not one is refused. */
function queryOf(url: URL): DashboardQuery {
  const q = url.searchParams;
  const out: DashboardQuery = {};
  const days = q.get('days');
  if (days !== null) {
    const n = Number.parseInt(days.replace(/\D/g, ''), 10);
    // Postgres refuses the interval the reference builds from a non-number.
    if (!Number.isInteger(n)) fail(500, 'ERR_INTERNAL: invalid interval');
    out.days = n;
  }
  for (const [name, key] of [
    ['date_from', 'dateFrom'],
    ['date_to', 'dateTo'],
  ] as const) {
    const day = q.get(name);
    if (day === null) continue;
    if (Number.isNaN(localDayAt(day, 0, 0, 0))) fail(500, `ERR_INTERNAL: invalid ${name}`);
    out[key] = day;
  }
  return out;
}

/**
 * The dashboard's reads (S2 §2 Dashboard, §7): GET /dashboard as the reference's DashbardDataService (figures of the
 * company's ticket cycles in the period, counts of open and pending tickets now, the attendants), and GET
 * /companies/:id for the due-date card (CompanyController.show, the company row without its settings).
 */
export function dashboardHandlers(r: Router): HttpHandler[] {
  return [
    r.get('/dashboard', ({ core, session, url }) => {
      const answer = dashboardOf(
        core.state,
        core.store.events(),
        session.companyId,
        queryOf(url),
        core.now(),
      );
      return json({ counters: answer.counters, attendants: answer.attendants });
    }),

    r.get('/companies/:id', (ctx) => {
      const id = idParam(ctx, 'id');
      // The reference shows any company to any signed-in user; the sandbox keeps to the caller's own (as for tags).
      const c = ctx.core.state.tables.companies.get(id);
      if (!c || id !== ctx.session.companyId) fail(404, 'ERR_NO_COMPANY_FOUND');
      return json({
        id: c.id,
        name: c.name,
        phone: c.phone,
        email: c.email,
        status: c.status,
        dueDate: c.dueDate,
        recurrence: c.recurrence,
        schedules: c.schedules ?? [],
        planId: c.planId,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
      });
    }),
  ];
}
