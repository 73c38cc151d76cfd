import { useSession } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useQueues } from '../../session/queries/hooks.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { can } from '../../lib/permissions.ts';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';
import { connectionsEntity } from './connections.entity.ts';
import { ConnectionsForbidden } from './connections.view.tsx';
import { PairingDialogs, SessionCell } from './session-cell.binding.tsx';

/** /connections (S3 §2.2): admin-only (S3 §6); a typed URL of a user shows why it is refused. */
export default function ConnectionsScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <ConnectionsForbidden />;
  return <ConnectionsBinding />;
}

/** The connections entity drawn by the one entity screen: the session's list, the rows' pairings, the queues. */
function ConnectionsBinding() {
  const { user } = useSession();
  const page = useEntityPage(connectionsEntity);
  const queues = useQueues({ enabled: page.dialog.open });
  const queuesLoad = useReadState(queues);
  const sessionColumn = can(user?.profile, 'connections-page:actionButtons');
  return (
    <EntityPage
      view={connectionsEntity.view}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      permissions={connectionsEntity.permissions?.(user?.profile) ?? {}}
      extra={{
        sessionColumn,
        session: (w) => <SessionCell connection={w} />,
        queues: queues.data ?? [],
        queuesLoad,
      }}
      dialogs={sessionColumn && <PairingDialogs connections={page.list.items} />}
    />
  );
}
