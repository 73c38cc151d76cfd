import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { helpsAdminEntity, HelpsIntro } from './helps.view.tsx';

/** The Ajuda tab of /settings (super users, S3 §2.7): the helps entity drawn by the one entity screen. */
export function HelpsTabBinding() {
  return (
    <EntityScreen
      entity={helpsAdminEntity}
      frame="tab"
      actionsAt="start"
      extra={undefined}
      before={<HelpsIntro />}
    />
  );
}
