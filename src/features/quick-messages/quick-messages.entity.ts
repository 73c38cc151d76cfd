import type { QuickMessage } from '../../api/schemas/index.ts';
import type { EntityDefinition } from '../../session/entity/entity-page.ts';
import { queryClientFor } from '../../session/queries/client.ts';
import { quickMessagesKey } from '../../session/queries/quick-messages.ts';
import type { AppServices } from '../../session/services.ts';
import type { QuickMessageFormValues } from './components/quick-message-form.ts';

const currentUserId = (services: AppServices): number => {
  const user = services.session.getSnapshot().context.user;
  if (user === null) throw new Error('quick messages asked with nobody signed in');
  return user.id;
};

/**
 * Quick messages, declared once (S2 §2, §3, §7): GET /quick-messages paged with searchParam and the user's id (each
 * user keeps their own), POST / PUT / DELETE /quick-messages, and the live `-quickmessage` frames. A frame reaches
 * the whole company: a record of another user is not this list's (a create of someone else's is ignored, an
 * update that made it someone else's removes it).
 */
export const quickMessagesEntity: EntityDefinition<QuickMessage, QuickMessageFormValues> = {
  key: 'quickMessages',
  messages: {
    created: 'quickMessages:toasts.created',
    saved: 'quickMessages:toasts.updated',
    deleted: 'quickMessages:toasts.deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async (services, { page, search }) => {
    const answer = await services.api.quickMessages.page({
      userId: currentUserId(services),
      pageNumber: page,
      searchParam: search,
    });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  save: (services, { values, existing }) => {
    const input = { ...values, userId: currentUserId(services) };
    return existing === null
      ? services.api.quickMessages.create(input)
      : services.api.quickMessages.update(existing.id, input);
  },
  remove: (services, record) => services.api.quickMessages.remove(record.id),
  live: (services, send) => {
    // The composer's quick replies (GET /quick-messages/list, cached) follow every change of the user's own.
    const refreshComposer = () => {
      const user = services.session.getSnapshot().context.user;
      if (user)
        void queryClientFor(services).invalidateQueries({
          queryKey: quickMessagesKey(user.companyId, user.id),
        });
    };
    const mine = (record: QuickMessage) =>
      record.userId === undefined || record.userId === null || record.userId === currentUserId(services);
    const offs = [
      services.realtime.on('server.quickMessage.created', (event) => {
        if (!mine(event.record)) return;
        send({ type: 'server.upserted', item: event.record });
        refreshComposer();
      }),
      services.realtime.on('server.quickMessage.updated', (event) => {
        send(
          mine(event.record)
            ? { type: 'server.upserted', item: event.record }
            : { type: 'server.removed', id: event.record.id },
        );
        refreshComposer();
      }),
      services.realtime.on('server.quickMessage.deleted', (event) => {
        send({ type: 'server.removed', id: event.id });
        refreshComposer();
      }),
    ];
    return () => offs.forEach((off) => off());
  },
  sort: (a, b) => (a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : a.id - b.id),
};
