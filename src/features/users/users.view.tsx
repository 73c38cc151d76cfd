import { UsersIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/schemas/user.schema.ts';
import { entityTexts, type EntityView } from '../../ui/entity/entity-view.ts';
import type { UserFormValues } from './components/user-form.ts';
import { Forbidden } from '../../ui/Forbidden.tsx';

/**
 * S3 §2.3 Users (/users): search, add, and a table of name, email, profile and actions, paged by scrolling. The
 * add/edit dialog is the screen's (./components/UserDialog.tsx): an edit reads the user first.
 */
export const usersView: EntityView<User, UserFormValues> = {
  titleId: 'users-title',
  icon: <UsersIcon />,
  texts: entityTexts('users:', {
    other: {
      confirmTitle: 'users:confirm.deleteTitle',
      confirmMessage: ['users:confirm.deleteMessage', 'users:confirm.deleteHint'],
    },
  }),
  nameOf: (u) => u.name,
  columns: (t) => [
    {
      key: 'name',
      header: t('users:table.name'),
      width: 'minmax(10rem,2fr)',
      cell: (u) => (
        <span className="truncate font-medium" title={u.name}>
          {u.name}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('users:table.email'),
      width: 'minmax(10rem,2fr)',
      cell: (u) => (
        <span className="truncate" title={u.email}>
          {u.email}
        </span>
      ),
    },
    {
      key: 'profile',
      header: t('users:table.profile'),
      width: '8rem',
      align: 'center',
      cell: (u) => t(`users:profiles.${u.profile}`),
    },
  ],
};

/** S3 §6: the screen refused to a user without the administration right (a typed URL; the drawer hides it). */
export function UsersForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="users-forbidden"
      title={t('users:forbidden.title')}
      message={t('users:forbidden.message')}
    />
  );
}
