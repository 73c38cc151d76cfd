import { useEntityPage } from '../../session/entity/entity-page.ts';
import { HelpsTab } from './components/HelpsTab.tsx';
import { helpsEntity } from '../../session/entity/helps.entity.ts';

/** The Ajuda tab of /settings (super users, S3 §2.7): the helps entity page bound to its form and table. */
export function HelpsTabBinding() {
  const page = useEntityPage(helpsEntity);
  return (
    <HelpsTab
      list={page.list}
      form={page.dialog}
      // The form is always on screen (S3 §2.7): a new help's submit opens the page's add state first.
      onSubmit={(values) => {
        if (!page.dialog.open) page.add();
        page.submit(values);
      }}
      onEdit={(help) => {
        if (page.dialog.open) page.close();
        page.edit(help);
      }}
      onClear={page.close}
      onDelete={(help) => {
        if (page.dialog.open && !page.dialog.busy) page.close();
        page.askDelete(help);
      }}
      confirm={page.confirm}
      onConfirmDelete={page.confirmDelete}
      onCancelDelete={page.cancelDelete}
    />
  );
}
