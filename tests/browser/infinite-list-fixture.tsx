import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { InfiniteList } from '../../src/ui/InfiniteList.tsx';

const i18n = createI18n('pt');
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

/** A top-anchored list of `count` rows of 72 px in a 400 px column: short (not virtual) up to its threshold. */
export function TopList({
  count,
  hasMore = true,
  onScrolled = () => undefined,
}: {
  count: number;
  hasMore?: boolean;
  onScrolled?: (distanceToEnd: number) => void;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ height: 400, display: 'flex', flexDirection: 'column' }}>
        <InfiniteList
          label="Atendendo"
          items={rows(count)}
          getKey={(r) => r.id}
          hasMore={hasMore}
          loadingMore={false}
          moreError={false}
          onRetryMore={() => undefined}
          onScrolled={onScrolled}
          renderItem={(r) => <div style={{ height: 72 }}>Ticket {r.id}</div>}
        />
      </div>
    </I18nextProvider>
  );
}
