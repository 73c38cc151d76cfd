import type { User } from '../../api/schemas/user.schema.ts';
import type { UserInput } from '../../api/users.api.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import type { UserFormValues } from './components/user-form.ts';
import { liveList } from '../../session/live-list.ts';
import { usersView } from './users.view.tsx';

/** S3 §7: the form's fields, companyId, queueIds, whatsappId (null when empty); an empty password is left out. */
export function userInputOf(values: UserFormValues, companyId: number): UserInput {
  return {
    name: values.name,
    email: values.email,
    ...(values.password === '' ? {} : { password: values.password }),
    profile: values.profile,
    companyId,
    queueIds: values.queueIds,
    whatsappId: values.whatsappId,
  };
}

function companyOf(services: AppServices): number {
  const user = services.session.getSnapshot().context.user;
  if (!user) throw new Error('users: saving with nobody signed in');
  return user.companyId;
}

/**
 * Users, declared once (S3 §2.3, §4.4, §7): GET /users/ paged (20 a page, newest first) with searchParam, POST / PUT
 * / DELETE /users, and the live `company-{cid}-user` frames: a create or an update inserts or replaces by id, a
 * delete (its id a string on the wire) removes.
 */
export const usersEntity: DeclaredEntity<User, UserFormValues> = {
  key: 'users',
  messages: {
    saved: 'users:saved',
    deleted: 'users:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async ({ api }, { page, search }) => {
    const answer = await api.users.list({ pageNumber: page, searchParam: search });
    return { items: answer.users, hasMore: answer.hasMore };
  },
  save: (services, { values, existing }) => {
    const input = userInputOf(values, companyOf(services));
    return existing === null
      ? services.api.users.create(input)
      : services.api.users.update(existing.id, input);
  },
  remove: ({ api }, user) => api.users.remove(user.id),
  live: liveList('user'),
  view: usersView,
};
