import { useEffect } from 'react';
import { useServices } from '../../session/context.tsx';
import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { entityPageFor } from '../../session/entity/entity-page.ts';
import { contactListsEntity } from './contact-lists.entity.ts';
import { useExampleDownload } from './example-download.ts';

/** /contact-lists (cshow): the contact-lists entity drawn by the one entity screen. */
export default function ContactListsScreen() {
  const services = useServices();
  const example = useExampleDownload(services);
  // The counts change with imports and items made on another screen (no frame carries them): each visit reads them
  // again, merged by id, when the page was loaded before.
  useEffect(() => {
    const actor = entityPageFor(services, contactListsEntity);
    const list = actor.getSnapshot().children.list?.getSnapshot();
    if (list && list.context.items.length > 0) actor.send({ type: 'server.reloaded' });
  }, [services]);
  return (
    <EntityScreen
      entity={contactListsEntity}
      extra={{ onExample: example.download, exampleBusy: example.busy }}
    />
  );
}
