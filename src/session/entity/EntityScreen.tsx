import { EntityPage } from '../../ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../ui/entity/entity-view.ts';
import type { ItemId } from '../../../machines/paged-list/paged-list.machine.ts';
import { useSession } from '../context.tsx';
import { useEntityPage, type DeclaredEntity } from './entity-page.ts';

export type EntityScreenProps<T extends { id: ItemId }, V, X> = Omit<
  EntityPageProps<T, V, X>,
  'view' | 'list' | 'search' | 'dialog' | 'confirm' | 'intents' | 'permissions'
> & {
  entity: DeclaredEntity<T, V, X>;
  frame?: 'page' | 'tab';
  actionsAt?: 'start' | 'end';
};

/**
 * The one screen of an entity: its declaration's machine (the session's entity page, ./entity-page.ts) drawn by the
 * one generic view (src/ui/entity/EntityPage.tsx), with what the signed-in profile may do. A screen passes only
 * what is its own (`extra` for its view, its header buttons and dialogs).
 */
export function EntityScreen<T extends { id: ItemId }, V, X>({
  entity,
  ...rest
}: EntityScreenProps<T, V, X>) {
  const page = useEntityPage(entity);
  const { user } = useSession();
  return (
    <EntityPage
      {...rest}
      view={entity.view}
      list={page.list}
      search={page.searchText}
      dialog={page.dialog}
      confirm={page.confirm}
      intents={page.intents}
      permissions={entity.permissions?.(user?.profile) ?? {}}
    />
  );
}
