import type { HelpInput } from '../../api/helps.api.ts';
import type { Help } from '../../api/schemas/s2.ts';
import { liveList } from '../live-list.ts';
import type { EntityDefinition } from './entity-page.ts';

/** What the help form sends: title, video code and description (empty when none). */
export type HelpValues = Required<HelpInput>;

const byTitle = (a: Help, b: Help) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id);

/**
 * Help videos, declared once (S3 §2.7, §4.2, §7, §8) for the two screens that show them, here because two features
 * read them (Settings → Ajuda and /helps). The Ajuda tab's: GET /helps paged (20 a page, by title), POST / PUT /
 * DELETE /helps (super users). Both follow the live `company-{cid}-help` frames through the one live-list table (the
 * reference sends them to the saver's company only, so another company's super user sees a change at the next load).
 */
export const helpsEntity: EntityDefinition<Help, HelpValues> = {
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
  sort: byTitle,
};

/**
 * /helps (S3 §2.1, §2.7), every signed-in user: GET /helps/list, every help video by title in one answer (no page
 * 2), read-only, live by the same frames as the Ajuda tab.
 */
export const helpsReadEntity: EntityDefinition<Help, never> = {
  key: 'helpsRead',
  // Never shown: nothing is saved or deleted here.
  messages: {
    saved: 'helps:saved',
    deleted: 'helps:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page }) => {
    if (page > 1) return { items: [], hasMore: false };
    return { items: await api.helps.listAll(), hasMore: false };
  },
  save: () => Promise.reject(new Error('helps are read-only on /helps')),
  remove: () => Promise.reject(new Error('helps are read-only on /helps')),
  live: liveList('help'),
  sort: byTitle,
};
