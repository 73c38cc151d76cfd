/**
 * The memoised ticket rows at a day boundary (S1 §2.5 "HH:mm today, else dd/MM/yyyy"): a row whose ticket does not
 * change still turns its time into a date once local midnight has passed.
 */
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { TicketList } from '../../src/features/ticket-list/components/TicketList.tsx';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { makeTicket } from '../../stories/fixtures.ts';

const i18n = createI18n('pt');
beforeAll(() => loadCatalogue(i18n, 'pt'));
afterEach(() => vi.useRealTimers());

// Stable props, as the screen gives them (commands cached per ticket, callbacks stable): the rows stay memoised.
const NO_COMMANDS: [] = [];
const nothing = () => undefined;
const noCommands = () => NO_COMMANDS;
const noBusy = new Set<number>();

describe('ticket rows across midnight', () => {
  it("shows 'HH:mm' today and the date once the day has turned, with no change to the ticket", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 30));
    const ticket = makeTicket({ id: 7, updatedAt: new Date(2026, 10, 21, 23, 58).toISOString() });
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
          <TicketList
            tickets={[ticket]}
            status="success"
            onRetry={nothing}
            hasMore={false}
            loadingMore={false}
            moreError={false}
            onRetryMore={nothing}
            onScrolled={nothing}
            narrow={false}
            selectedUuid={null}
            onSelect={nothing}
            commandsOf={noCommands}
            onCommand={nothing}
            busyIds={noBusy}
          />
        </div>
      </I18nextProvider>,
    );
    const time = () => screen.container.querySelector('[data-ticket-id="7"] time')?.textContent;
    expect(time()).toBe('23:58');
    await vi.advanceTimersByTimeAsync(31_000);
    await vi.waitFor(() => expect(time()).toBe('21/11/2026'));
  });
});
