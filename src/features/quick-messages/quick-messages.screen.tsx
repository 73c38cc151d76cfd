import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { quickMessagesEntity } from './quick-messages.entity.ts';

/** /quick-messages: the quick messages entity drawn by the one entity screen. */
export default function QuickMessagesScreen() {
  return <EntityScreen entity={quickMessagesEntity} extra={undefined} />;
}
