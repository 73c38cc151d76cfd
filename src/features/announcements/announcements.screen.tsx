import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { announcementsEntity } from './announcements.entity.ts';
import { mediaLoader } from './announcements.media.ts';
import { AnnouncementsForbidden } from './components/AnnouncementsForbidden.tsx';
import { AnnouncementsPage } from './components/AnnouncementsPage.tsx';

/** /announcements: for a user flagged super (S2 §6; the backend refuses everyone else's writes). */
export default function AnnouncementsScreen() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  if (!user?.super) return <AnnouncementsForbidden onBack={() => navigate('/')} />;
  return <Announcements />;
}

function Announcements() {
  const services = useServices();
  const page = useEntityPage(announcementsEntity);
  // The box shows what is typed at once; the list machine lower-cases and debounces it (S2 §4, §9).
  const [search, setSearch] = useState('');
  const loadMedia = useCallback((path: string) => mediaLoader(services)(path), [services]);
  return (
    <AnnouncementsPage
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
      loadMedia={loadMedia}
    />
  );
}
