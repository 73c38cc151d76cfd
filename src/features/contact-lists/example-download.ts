import { useCallback, useState } from 'react';
import type { AppServices } from '../../session/services.ts';

/**
 * The example spreadsheet download (S2 §2 'download an example spreadsheet (file planilha.xlsx)'): made in the
 * browser by the spreadsheet library, loaded only now. A failure says so through the one toast path.
 */
export function useExampleDownload(services: Pick<AppServices, 'effects'>) {
  const [busy, setBusy] = useState(false);
  const download = useCallback(() => {
    setBusy(true);
    import('./import/spreadsheet.ts')
      .then((m) => m.downloadExample())
      .catch((error: unknown) =>
        services.effects.dispatch({
          type: 'notify',
          level: 'error',
          key: 'contactLists:exampleFailed',
          error,
        }),
      )
      .finally(() => setBusy(false));
  }, [services]);
  return { busy, download };
}
