import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { tagsEntity } from './tags.entity.ts';

/** /tags: the tags entity drawn by the one entity screen. */
export default function TagsScreen() {
  return <EntityScreen entity={tagsEntity} extra={undefined} />;
}
