import type { QuickMessage } from '../../api/schemas/index.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import type { QuickMessageFormValues } from './components/quick-message-form.ts';
import { liveList } from '../../session/live-list.ts';
import { quickMessagesView } from './quick-messages.view.tsx';

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
export const quickMessagesEntity: DeclaredEntity<QuickMessage, QuickMessageFormValues> = {
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
  // A frame reaches the whole company: the table takes only this user's (an update that made one someone else's
  // removes it). The composer's quick replies follow the same frames through the resource cache.
  live: liveList('quickMessage'),
  liveScope: (services) => ({ userId: currentUserId(services) }),
  view: quickMessagesView,
  sort: (a, b) => (a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : a.id - b.id),
};
