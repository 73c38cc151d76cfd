import type { Help } from '../../api/schemas/s2.ts';
import type { EntityDefinition } from '../../session/entity/entity-page.ts';
import type { HelpFormValues } from './components/help-form.ts';
import { liveList } from '../../session/live-list.ts';

/**
 * Help videos, declared once (S3 §2.7, §4.2, §7, §8): GET /helps paged (20 a page, by title), POST / PUT / DELETE
 * /helps (super users), and the live `company-{cid}-help` frames (the reference sends them to the saver's company
 * only, so another company's super user sees a change at the next load).
 */
export const helpsEntity: EntityDefinition<Help, HelpFormValues> = {
  key: 'helps',
  messages: {
    saved: 'helps:saved',
    deleted: 'helps:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.helps.list({ pageNumber: page, searchParam: search });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  // CreateService refuses an empty description (yup min 3 on ''), so a new help without one leaves it out.
  save: ({ api }, { values, existing }) => {
    if (existing !== null) return api.helps.update(existing.id, values);
    const { description, ...rest } = values;
    return api.helps.create(description === '' ? rest : values);
  },
  remove: ({ api }, help) => api.helps.remove(help.id),
  live: liveList('help'),
  sort: (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id),
};
