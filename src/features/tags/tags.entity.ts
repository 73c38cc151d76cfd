import type { Tag } from '../../api/schemas/tag.schema.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { TagFormValues } from './components/tag-form.ts';
import { liveList } from '../../session/live-list.ts';
import { tagsView } from './tags.view.tsx';

/**
 * Tags, declared once (S2 §2, §4, §7): GET /tags paged with searchParam, POST / PUT / DELETE /tags, and the live
 * tag frames. A frame carries the bare tag without ticketsCount (only GET /tags counts), so an update patches name
 * and colour and keeps the count; a new tag has no tickets yet. Its screen: ./tags.view.tsx.
 */
export const tagsEntity: DeclaredEntity<Tag, TagFormValues> = {
  key: 'tags',
  messages: {
    saved: 'tags:saved',
    deleted: 'tags:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.tags.list({ pageNumber: page, searchParam: search });
    return { items: answer.tags, hasMore: answer.hasMore };
  },
  // POST and PUT answer the bare tag: a new one has no tickets yet, an edited one keeps its count.
  save: async ({ api }, { values, existing }) => {
    const saved =
      existing === null ? await api.tags.create(values) : await api.tags.update(existing.id, values);
    return { ...saved, ticketsCount: saved.ticketsCount ?? existing?.ticketsCount ?? 0 };
  },
  remove: ({ api }, tag) => api.tags.remove(tag.id),
  live: liveList('tag'),
  view: tagsView,
};
