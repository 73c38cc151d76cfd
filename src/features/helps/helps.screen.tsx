/**
 * /helps (S3 §2.1, §2.7): every signed-in user. The helps read entity (GET /helps/list, every help video by title),
 * kept live by the `company-{cid}-help` frames through the live-list table, so a video a super user adds or changes
 * shows here at once.
 */
import { useServices } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { helpsReadEntity } from '../../session/entity/helps.entity.ts';
import { HelpsPage } from './components/HelpsPage.tsx';

export default function HelpsScreen() {
  const services = useServices();
  const { list } = useEntityPage(helpsReadEntity);
  return (
    <HelpsPage
      // What was read stays on screen while it is read again (a catch-up after a reconnect).
      helps={list.status === 'success' || list.items.length > 0 ? list.items : null}
      read={{
        status: list.status,
        ...(list.error === undefined ? {} : { error: list.error }),
        onRetry: list.onRetry,
      }}
      // The sandbox must not reach the internet: its players are drawn in place (docs/decisions.md, Help videos).
      player={services.env.sandbox ? 'placeholder' : 'embed'}
    />
  );
}
