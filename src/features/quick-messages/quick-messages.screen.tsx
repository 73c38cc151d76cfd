import { useState } from 'react';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { QuickMessagesPage } from './components/QuickMessagesPage.tsx';
import { quickMessagesEntity } from './quick-messages.entity.ts';

/** /quick-messages: the quick messages entity page bound to its view. */
export default function QuickMessagesScreen() {
  const page = useEntityPage(quickMessagesEntity);
  const [search, setSearch] = useState('');
  return (
    <QuickMessagesPage
      list={page.list}
      search={search}
      onSearch={(text) => {
        setSearch(text);
        page.search(text);
      }}
      onAdd={page.add}
      onEdit={page.edit}
      onDelete={page.askDelete}
      dialog={page.dialog}
      onSubmit={page.submit}
      onCloseDialog={page.close}
      confirm={page.confirm}
      onConfirmDelete={page.confirmDelete}
      onCancelDelete={page.cancelDelete}
    />
  );
}
