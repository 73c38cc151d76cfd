import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { announcementsEntity } from './announcements.entity.ts';
import { mediaLoader } from './announcements.media.ts';
import { AnnouncementsForbidden } from './components/AnnouncementsForbidden.tsx';
import { AnnouncementDialog } from './components/AnnouncementDialog.tsx';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';

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
  const loadMedia = useCallback((path: string) => mediaLoader(services)(path), [services]);
  return (
    <EntityPage
      view={announcementsEntity.view}
      extra={undefined}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      formDialog={
        <AnnouncementDialog
          {...page.dialog}
          loadMedia={loadMedia}
          onSubmit={page.submit}
          onClose={page.close}
        />
      }
    />
  );
}
