import { useEntityPage, type EntityPageView } from '../../app/entity/entity-page.ts';
import { companiesEntity, plansEntity } from './admin.entities.ts';
import { CompaniesTab } from './components/CompaniesTab.tsx';
import { isoDay } from './components/company-form.ts';
import { PlansTab } from './components/PlansTab.tsx';

/** The form is always on screen (S3 §2.5, §2.6): the entity page's dialog intents bound to it. */
function formIntents<T extends { id: number }, V>(page: EntityPageView<T, V>) {
  return {
    form: page.dialog,
    // A new record's submit opens the page's add state first.
    onSubmit: (values: V) => {
      if (!page.dialog.open) page.add();
      page.submit(values);
    },
    onEdit: (record: T) => {
      if (page.dialog.open) page.close();
      page.edit(record);
    },
    onClear: page.close,
    onDelete: (record: T) => {
      if (page.dialog.open && !page.dialog.busy) page.close();
      page.askDelete(record);
    },
    confirm: page.confirm,
    onConfirmDelete: page.confirmDelete,
    onCancelDelete: page.cancelDelete,
  };
}

/** The Empresas tab of /settings (super users, S3 §2.5): the companies entity page; the plans page for the select. */
export function CompaniesTabBinding() {
  const page = useEntityPage(companiesEntity);
  const plans = useEntityPage(plansEntity);
  return (
    <CompaniesTab
      list={page.list}
      plans={plans.list.items}
      plansRead={{
        status: plans.list.status,
        error: plans.list.error,
        onRetry: plans.list.onRetry,
      }}
      today={isoDay(new Date())}
      {...formIntents(page)}
    />
  );
}

/** The Planos tab of /settings (super users, S3 §2.6). */
export function PlansTabBinding() {
  const page = useEntityPage(plansEntity);
  return <PlansTab list={page.list} {...formIntents(page)} />;
}
