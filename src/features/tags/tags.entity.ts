import type { Tag } from '../../api/schemas/tag.schema.ts';
import type { EntityDefinition } from '../../session/entity/entity-page.ts';
import type { TagFormValues } from './components/tag-form.ts';

/**
 * Tags, declared once (S2 §2, §4, §7): GET /tags paged with searchParam, POST / PUT / DELETE /tags, and the live
 * tag frames. A frame carries the bare tag without ticketsCount (only GET /tags counts), so an update patches name
 * and colour and keeps the count; a new tag has no tickets yet.
 */
export const tagsEntity: EntityDefinition<Tag, TagFormValues> = {
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
  live: ({ realtime }, send) => {
    const offs = [
      realtime.on('server.tag.created', (event) =>
        send({
          type: 'server.upserted',
          item: { ...event.record, ticketsCount: event.record.ticketsCount ?? 0 },
        }),
      ),
      realtime.on('server.tag.updated', (event) =>
        send(
          event.record.ticketsCount === undefined
            ? {
                type: 'server.patched',
                id: event.record.id,
                patch: { name: event.record.name, color: event.record.color },
              }
            : { type: 'server.upserted', item: event.record },
        ),
      ),
      realtime.on('server.tag.deleted', (event) => send({ type: 'server.removed', id: event.id })),
    ];
    return () => offs.forEach((off) => off());
  },
};
