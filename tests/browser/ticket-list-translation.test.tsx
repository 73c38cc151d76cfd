/**
 * The ticket rows take the list's translation, so the first rows come one frame after their data: a row of its own
 * subscribed to the language (react-i18next's `useTranslation`: a wrapper and a listener per row), 8 of the 78 ms that
 * committed the first rows at sign-in on the reference backend. The rows still follow a change of language. The list
 * itself reads the language's `t` (src/lib/i18n/use-i18n.ts), not useTranslation, since it renders at every live change.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { makeTicket } from '../../stories/fixtures.ts';
import { StableTicketList } from './ticket-list-fixture.tsx';

const i18n = createI18n('pt');
beforeAll(async () => {
  await loadCatalogue(i18n, 'pt');
  await loadCatalogue(i18n, 'en');
});

function list(count: number) {
  const tickets = Array.from({ length: count }, (_, i) => makeTicket({ id: i + 1, status: 'closed' }));
  return <StableTicketList i18n={i18n} tickets={tickets} height={600} />;
}

/** How many language subscriptions a list of `count` rows makes when it mounts. */
async function subscriptions(count: number): Promise<number> {
  const on = vi.spyOn(i18n, 'on');
  const screen = await render(list(count));
  await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-ticket-id]').length).toBe(count));
  const made = on.mock.calls.length;
  on.mockRestore();
  await screen.unmount();
  return made;
}

describe('ticket rows and the language', () => {
  it('subscribes once for the list, not once per row', async () => {
    expect(await subscriptions(40)).toBe(await subscriptions(1));
  });

  it('reads no useTranslation when a live change gives it new tickets (it renders at every one)', async () => {
    const tickets = Array.from({ length: 3 }, (_, i) => makeTicket({ id: i + 1, status: 'closed' }));
    const screen = await render(<StableTicketList i18n={i18n} tickets={tickets.slice(1)} height={600} />);
    await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-ticket-id]').length).toBe(2));
    // Every useTranslation asks i18next whether its namespaces are in, at every render.
    const asked = vi.spyOn(i18n, 'hasLoadedNamespace');
    await screen.rerender(<StableTicketList i18n={i18n} tickets={tickets} height={600} />);
    await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-ticket-id]').length).toBe(3));
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    await screen.unmount();
  });

  it('renders every row again in a new language', async () => {
    const screen = await render(list(3));
    await expect.element(screen.getByText('Fechado').first()).toBeInTheDocument();
    await i18n.changeLanguage('en');
    await vi.waitFor(() => expect(screen.container.textContent).not.toContain('Fechado'));
    expect(screen.container.querySelectorAll('[data-ticket-id]').length).toBe(3);
    await i18n.changeLanguage('pt');
  });
});
