import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { connectionsFor } from '../../session/connections.session.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { useQueues } from '../../session/queries/hooks.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { usePagedList } from '../../session/use-paged-list.ts';
import { can } from '../../lib/permissions.ts';
import { ConnectionsForbidden, ConnectionsPage } from './components/ConnectionsPage.tsx';
import { connectionsPageFor } from './connections.page.ts';
import { SessionCell } from './session-cell.binding.tsx';

/** /connections (S3 §2.2): admin-only (S3 §6); a typed URL of a user shows why it is refused. */
export default function ConnectionsScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <ConnectionsForbidden />;
  return <ConnectionsBinding />;
}

function ConnectionsBinding() {
  const services = useServices();
  const { user } = useSession();
  const profile = user?.profile;
  // The session's connection list, the one the drawer's badge reads.
  const list = usePagedList(connectionsFor(services).actor.getSnapshot().context.list);
  const page = connectionsPageFor(services);
  const editing = useSelector(page, (s) => s.matches('editing'));
  const record = useSelector(page, (s) => s.context.editing);
  const values = useSelector(page, (s) => s.context.values);
  const saving = useSelector(
    page,
    (s) => s.matches({ editing: 'waiting' }) || s.matches({ editing: 'saving' }),
  );
  const confirming = useSelector(page, (s) => s.matches('confirming'));
  const deleting = useSelector(page, (s) => s.matches({ confirming: 'deleting' }));
  const queuesQuery = useQueues({ enabled: editing });
  const queuesLoad = useReadState(queuesQuery);
  const permissions = useMemo(
    () => ({
      actionButtons: can(profile, 'connections-page:actionButtons'),
      addConnection: can(profile, 'connections-page:addConnection'),
      editOrDeleteConnection: can(profile, 'connections-page:editOrDeleteConnection'),
    }),
    [profile],
  );
  return (
    <ConnectionsPage
      list={list}
      permissions={permissions}
      renderSession={(w) => <SessionCell connection={w} />}
      onAdd={() => page.send({ type: 'entity.add' })}
      onEdit={(w) => page.send({ type: 'entity.edit', record: w })}
      onDelete={(w) => page.send({ type: 'entity.delete', record: w })}
      dialog={{
        open: editing,
        editing: record,
        values,
        busy: saving,
        queues: queuesQuery.data ?? [],
        queuesLoad,
      }}
      onSubmit={(v) => page.send({ type: 'entity.submit', values: v })}
      onCloseDialog={() => page.send({ type: 'entity.close' })}
      confirm={{ open: confirming, busy: deleting }}
      onConfirmDelete={() => page.send({ type: 'entity.confirm' })}
      onCancelDelete={() => page.send({ type: 'entity.cancel' })}
    />
  );
}
