/**
 * The memoised ticket rows at a day boundary (S1 §2.5 "HH:mm today, else dd/MM/yyyy"): a row whose ticket does not
 * change still turns its time into a date once local midnight has passed.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { makeTicket } from '../../stories/fixtures.ts';
import { StableTicketList } from './ticket-list-fixture.tsx';

const i18n = createI18n('pt');
beforeAll(() => loadCatalogue(i18n, 'pt'));
afterEach(() => vi.useRealTimers());

describe('ticket rows across midnight', () => {
  it("shows 'HH:mm' today and the date once the day has turned, with no change to the ticket", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 30));
    const ticket = makeTicket({ id: 7, updatedAt: new Date(2026, 10, 21, 23, 58).toISOString() });
    const screen = await render(<StableTicketList i18n={i18n} tickets={[ticket]} height={300} />);
    const time = () => screen.container.querySelector('[data-ticket-id="7"] time')?.textContent;
    expect(time()).toBe('23:58');
    await vi.advanceTimersByTimeAsync(31_000);
    await vi.waitFor(() => expect(time()).toBe('21/11/2026'));
  });
});
