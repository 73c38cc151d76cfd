import type { WhatsappInput } from '../../api/whatsapp.api.ts';
import type { Whatsapp } from '../../api/schemas/whatsapp.schema.ts';
import { can } from '../../lib/permissions.ts';
import { connectionsFor } from '../../session/connections.session.ts';
import type { SharedListEntity } from '../../session/entity/entity-page.ts';
import type { EntityView } from '../../ui/entity/entity-view.ts';
import type { ConnectionFormValues } from './components/connection-form.ts';
import { connectionsView, type ConnectionsExtra } from './connections.view.tsx';

const toInput = (values: ConnectionFormValues): WhatsappInput => ({ ...values });

/**
 * Connections, declared once (S3 §2.2, §6): POST / PUT / DELETE /whatsapp. The list is the session's connection
 * list, the one the drawer's badge reads (src/session/connections.session.ts), fed by its socket frames there: no
 * second read of GET /whatsapp; a save or a delete here reaches it through the entity page. Its screen:
 * ./connections.view.tsx.
 */
export const connectionsEntity: SharedListEntity<Whatsapp, ConnectionFormValues, ConnectionsExtra> & {
  view: EntityView<Whatsapp, ConnectionFormValues, ConnectionsExtra>;
} = {
  key: 'connections',
  messages: {
    saved: 'connections:saved',
    deleted: 'connections:deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  sharedList: (services) => connectionsFor(services).actor.getSnapshot().context.list,
  save: ({ api }, { values, existing }) =>
    existing === null
      ? api.whatsapp.create(toInput(values))
      : api.whatsapp.update(existing.id, toInput(values)),
  remove: ({ api }, connection) => api.whatsapp.remove(connection.id),
  permissions: (profile) => ({
    add: can(profile, 'connections-page:addConnection'),
    edit: can(profile, 'connections-page:editOrDeleteConnection'),
    delete: can(profile, 'connections-page:editOrDeleteConnection'),
  }),
  view: connectionsView,
};
