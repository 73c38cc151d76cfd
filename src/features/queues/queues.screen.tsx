import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useSettings } from '../../session/queries/hooks.ts';
import { can } from '../../lib/permissions.ts';
import { notify } from '../../lib/toast.ts';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';
import { OptionTreeEditor } from './components/OptionTreeEditor.tsx';
import { QueueDialog } from './components/QueueDialog.tsx';
import { useOptionTree } from './option-tree.binding.ts';
import { queuesEntity } from './queues.entity.ts';
import { QueuesForbidden } from './queues.view.tsx';

/** /queues (S3 §2.4): admin-only (S3 §6); a typed URL of a user shows why it is refused, and nothing is read. */
export default function QueuesScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <QueuesForbidden />;
  return <QueuesBinding />;
}

/** The queues entity drawn by the one entity screen, with the queue's own dialog (see ./queues.view.tsx why). */
function QueuesBinding() {
  const { t } = useTranslation();
  const page = useEntityPage(queuesEntity);
  // S3 §2.4: the hours tab only when the company's scheduleType is 'queue' (not offered while unknown).
  const settings = useSettings();
  const showHours = settings.data?.some((s) => s.key === 'scheduleType' && s.value === 'queue') ?? false;
  const options = useOptionTree(page.dialog.editing?.id ?? null, page.dialog.open);
  return (
    <EntityPage
      view={queuesEntity.view}
      extra={undefined}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      formDialog={
        <QueueDialog
          {...page.dialog}
          showHours={showHours}
          options={<OptionTreeEditor {...options} />}
          onSubmit={page.submit}
          onClose={page.close}
          onSchedulesKept={() => notify('success', t('queues:dialog.schedulesKept'))}
        />
      }
    />
  );
}
