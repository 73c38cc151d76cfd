import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { queryClientFor, queryKeys } from '../../session/queries/index.ts';
import { contactListsApi } from './api.ts';
import { ContactListItemsPage } from './components/ContactListItemsPage.tsx';
import { contactListItemsEntity } from './contact-list-items.entity.ts';
import { useExampleDownload } from './example-download.ts';
import { useImportFlow } from './import/import-flow.ts';

/** /contact-lists/{contactListId}/contacts (cshow): the list's items, its title, and the spreadsheet import. */
export default function ContactListItemsScreen() {
  const { contactListId = '' } = useParams<{ contactListId: string }>();
  const listId = Number(contactListId);
  return <ListItems key={listId} listId={listId} />;
}

function ListItems({ listId }: { listId: number }) {
  const services = useServices();
  const entity = useMemo(() => contactListItemsEntity(listId), [listId]);
  const page = useEntityPage(entity);
  const client = queryClientFor(services);
  const title = useQuery(
    // A rename elsewhere retitles the page (the resource cache's realtime binding patches the entry).
    { queryKey: queryKeys.contactList(listId), queryFn: () => contactListsApi(services).lists.get(listId) },
    client,
  );
  const example = useExampleDownload(services);
  const flow = useImportFlow({
    read: async (file) => (await import('./import/spreadsheet.ts')).readSpreadsheet(file),
    upload: async (file) => {
      await contactListsApi(services).lists.upload(listId, file, file.name);
    },
    onSent: () =>
      services.effects.dispatch({ type: 'notify', level: 'success', key: 'contactLists:import.sent' }),
    onFailed: (error) =>
      services.effects.dispatch({ type: 'notify', level: 'error', key: 'errors:generic', error }),
  });
  return (
    <ContactListItemsPage
      listName={title.data?.name ?? null}
      titleFailed={title.isError}
      onRetryTitle={() => void title.refetch()}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      onChooseFile={flow.choose}
      importDialog={{
        state: flow.state,
        onConfirm: flow.confirm,
        onCancel: flow.cancel,
        onExample: example.download,
        exampleBusy: example.busy,
      }}
    />
  );
}
