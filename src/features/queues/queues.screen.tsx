import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useSettings } from '../../session/queries/hooks.ts';
import { can } from '../../lib/permissions.ts';
import { notify } from '../../lib/toast.ts';
import { OptionTreeEditor } from './components/OptionTreeEditor.tsx';
import { QueuesForbidden, QueuesPage } from './components/QueuesPage.tsx';
import { useOptionTree } from './option-tree.binding.ts';
import { queuesEntity } from './queues.entity.ts';

/** /queues (S3 §2.4): admin-only (S3 §6); a typed URL of a user shows why it is refused, and nothing is read. */
export default function QueuesScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <QueuesForbidden />;
  return <QueuesBinding />;
}

function QueuesBinding() {
  const { t } = useTranslation();
  const page = useEntityPage(queuesEntity);
  // S3 §2.4: the hours tab only when the company's scheduleType is 'queue' (not offered while unknown).
  const settings = useSettings();
  const showHours = settings.data?.some((s) => s.key === 'scheduleType' && s.value === 'queue') ?? false;
  const options = useOptionTree(page.dialog.editing?.id ?? null, page.dialog.open);
  return (
    <QueuesPage
      list={page.list}
      onAdd={page.add}
      onEdit={page.edit}
      onDelete={page.askDelete}
      dialog={{ ...page.dialog, showHours, options: <OptionTreeEditor {...options} /> }}
      onSubmit={page.submit}
      onCloseDialog={page.close}
      onSchedulesKept={() => notify('success', t('queues:dialog.schedulesKept'))}
      confirm={page.confirm}
      onConfirmDelete={page.confirmDelete}
      onCancelDelete={page.cancelDelete}
    />
  );
}
