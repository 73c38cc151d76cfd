import { useState } from 'react';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { TagsPage } from './components/TagsPage.tsx';
import { tagsEntity } from './tags.entity.ts';

/** /tags: the tags entity page bound to its view. */
export default function TagsScreen() {
  const page = useEntityPage(tagsEntity);
  // The box shows what is typed at once; the list machine lower-cases and debounces it (S2 §4, §9).
  const [search, setSearch] = useState('');
  return (
    <TagsPage
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
