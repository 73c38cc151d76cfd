/**
 * /users (S3 §2.3): admin-only (S3 §6; a typed URL of a user shows why it is refused and calls nothing). The users
 * entity page bound to its view; an edit reads the user first (GET /users/:id: the list's rows carry no
 * whatsappId), the dialog's queues and connections come from the resource cache.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors.ts';
import type { User } from '../../api/schemas/user.schema.ts';
import { useSession } from '../../session/context.tsx';
import { useEntityPage, type EntityPageView } from '../../session/entity/entity-page.ts';
import { useQueues, useUser, useWhatsapps } from '../../session/queries/hooks.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { can } from '../../lib/permissions.ts';
import { UserDialog } from './components/UserDialog.tsx';
import { emptyUserValues, userValuesOf, type UserFormValues } from './components/user-form.ts';
import { usersEntity } from './users.entity.ts';
import { UsersForbidden } from './users.view.tsx';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';

export default function UsersScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <UsersForbidden />;
  return <UsersBinding />;
}

function UsersBinding() {
  const page = useEntityPage(usersEntity);
  return (
    <EntityPage
      view={usersEntity.view}
      extra={undefined}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      formDialog={<EntityUserDialog page={page} />}
    />
  );
}

/** The user dialog as the entity page drives it; an edit starts from the user as GET /users/:id gives it. */
function EntityUserDialog({ page }: { page: EntityPageView<User, UserFormValues> }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { open, editing, values, busy, changedElsewhere } = page.dialog;
  const editingId = editing?.id;
  const read = useUser(editingId ?? 0, { enabled: open && editingId !== undefined && values === null });
  const queues = useQueues({ enabled: open });
  const connections = useWhatsapps({ enabled: open });
  const queuesLoad = useReadState(queues);
  const connectionsLoad = useReadState(connections);
  // The form starts from the first read of this opening: a later refetch (a live update) does not reset what is
  // typed; the note says it changed.
  const first = useRef<{ id: number; values: UserFormValues } | null>(null);
  if (!open || editingId === undefined) first.current = null;
  else if (read.data && first.current?.id !== editingId)
    first.current = { id: editingId, values: userValuesOf(read.data) };
  const initialValues = useMemo(
    () => values ?? first.current?.values ?? emptyUserValues(),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, first.current],
  );
  const loading = editingId !== undefined && values === null && first.current === null;
  const permissions = useMemo(
    () => ({
      editProfile: can(user?.profile, 'user-modal:editProfile'),
      editQueues: can(user?.profile, 'user-modal:editQueues'),
    }),
    [user?.profile],
  );
  return (
    <UserDialog
      open={open}
      mode={editing ? 'edit' : 'add'}
      initialValues={initialValues}
      load={
        loading
          ? {
              status: read.status === 'error' ? 'error' : 'pending',
              ...(read.error ? { error: describeError(read.error, t) } : {}),
              onRetry: () => void read.refetch(),
            }
          : undefined
      }
      busy={busy}
      changedElsewhere={changedElsewhere}
      permissions={permissions}
      queues={queues.data ?? []}
      queuesLoad={queuesLoad}
      connections={connections.data ?? []}
      connectionsLoad={connectionsLoad}
      onSubmit={page.submit}
      onClose={() => {
        // Closing while the save runs would lose its answer: the dialog stays until it is in.
        if (!busy) page.close();
      }}
    />
  );
}
