import type { Schedule } from '../../api/schemas/index.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import type { ScheduleFormValues } from './components/schedule-form.ts';
import { liveList } from '../../session/live-list.ts';
import { schedulesView } from './schedules.view.tsx';

/**
 * A schedule as the list shows it: with its contact's name. POST and the `create` frame carry the bare row (the
 * backend reloads it without its includes): the contact comes from what the user chose, or from GET
 * /schedules/{id} for a schedule made elsewhere (its failure leaves the row without a name).
 */
async function withContact(services: AppServices, schedule: Schedule): Promise<Schedule> {
  if (schedule.contact) return schedule;
  try {
    return await services.api.schedules.get(schedule.id);
  } catch {
    return schedule;
  }
}

/**
 * Schedules, declared once (S2 §2, §3, §7): GET /schedules paged with searchParam, POST / PUT /schedules (body,
 * contactId, sendAt, userId), DELETE, and the live `schedule` frames (the user-named event of the contract).
 */
export const schedulesEntity: DeclaredEntity<Schedule, ScheduleFormValues> = {
  key: 'schedules',
  messages: {
    saved: 'schedules:saved',
    deleted: 'schedules:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.schedules.list({ pageNumber: page, searchParam: search });
    return { items: answer.schedules, hasMore: answer.hasMore };
  },
  save: async (services, { values, existing }) => {
    const contact = values.contact;
    if (contact === null) throw new Error('a schedule needs its contact');
    const user = services.session.getSnapshot().context.user;
    const input = {
      body: values.body,
      contactId: contact.id,
      sendAt: new Date(values.sendAt).toISOString(),
      ...(user ? { userId: user.id } : {}),
    };
    const saved =
      existing === null
        ? await services.api.schedules.create(input)
        : await services.api.schedules.update(existing.id, input);
    return saved.contact ? saved : { ...saved, contact: { id: contact.id, name: contact.name } };
  },
  remove: ({ api }, schedule) => api.schedules.remove(schedule.id),
  live: liveList('schedule'),
  complete: withContact,
  view: schedulesView,
};
