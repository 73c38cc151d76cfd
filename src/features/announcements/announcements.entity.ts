import type { AnnouncementInput } from '../../api/announcements.api.ts';
import type { Announcement } from '../../api/schemas/s2.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { AnnouncementFormValues } from './components/announcement-form.ts';
import { newestFirst } from './announcements.session.ts';
import { liveList } from '../../session/live-list.ts';
import { announcementsView } from './announcements.view.tsx';

/**
 * Announcements, declared once (S2 §2, §4, §7): GET /announcements paged with searchParam, POST / PUT / DELETE, the
 * attachment as the reference's dialog sends it (after the save: POST /{id}/media-upload with `file`, or DELETE
 * /{id}/media-upload when the one it had was removed), and the live `company-announcement` frames.
 */
export const announcementsEntity: DeclaredEntity<Announcement, AnnouncementFormValues> = {
  key: 'announcements',
  messages: {
    saved: 'announcements:saved',
    deleted: 'announcements:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.announcements.list({ pageNumber: page, searchParam: search });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  save: async ({ api }, { values, existing }) => {
    const input: AnnouncementInput = {
      title: values.title,
      text: values.text,
      priority: values.priority,
      status: values.status,
    };
    const saved =
      existing === null
        ? await api.announcements.create(input)
        : await api.announcements.update(existing.id, input);
    if (values.file !== null) {
      await api.announcements.uploadMedia(saved.id, values.file);
      // The upload answers a message only: the stored name comes with the record.
      return api.announcements.show(saved.id);
    }
    if (values.removeMedia && existing?.mediaPath) {
      await api.announcements.removeMedia(saved.id);
      return { ...saved, mediaPath: null, mediaName: null };
    }
    return saved;
  },
  remove: ({ api }, announcement) => api.announcements.remove(announcement.id),
  live: liveList('announcement'),
  view: announcementsView,
  sort: newestFirst,
};
