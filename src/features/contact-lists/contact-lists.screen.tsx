import { useEffect, useState } from 'react';
import { useServices } from '../../session/context.tsx';
import { entityPageFor, useEntityPage } from '../../session/entity/entity-page.ts';
import { ContactListsPage } from './components/ContactListsPage.tsx';
import { contactListsEntity } from './contact-lists.entity.ts';
import { useExampleDownload } from './example-download.ts';

/** /contact-lists (cshow): the contact-lists entity page bound to its view. */
export default function ContactListsScreen() {
  const services = useServices();
  const page = useEntityPage(contactListsEntity);
  const [search, setSearch] = useState('');
  const example = useExampleDownload(services);
  // The counts change with imports and items made on another screen (no frame carries them): each visit reads them
  // again, merged by id, when the page was loaded before.
  useEffect(() => {
    const actor = entityPageFor(services, contactListsEntity);
    const list = actor.getSnapshot().children.list?.getSnapshot();
    if (list && list.context.items.length > 0) actor.send({ type: 'server.reloaded' });
  }, [services]);
  return (
    <ContactListsPage
      list={page.list}
      search={search}
      onSearch={(text) => {
        setSearch(text);
        page.search(text);
      }}
      onAdd={page.add}
      onEdit={page.edit}
      onDelete={page.askDelete}
      onExample={example.download}
      exampleBusy={example.busy}
      dialog={page.dialog}
      onSubmit={page.submit}
      onCloseDialog={page.close}
      confirm={page.confirm}
      onConfirmDelete={page.confirmDelete}
      onCancelDelete={page.cancelDelete}
    />
  );
}
