/**
 * A live change to the ticket list, light on script per event: only the rows of the tickets it changed are built
 * again. The others keep their row element and their list item, so React skips them whole: it neither asks for their
 * commands nor compares their props, and writes nothing to their list items. A change of what every row shows (the
 * selection, the commands) builds them all again.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Ticket } from '../../src/api/schemas/ticket.schema.ts';
import type { TicketRowCommand } from '../../src/features/ticket-list/components/TicketListItem.tsx';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { makeTicket } from '../../stories/fixtures.ts';
import { StableTicketList } from './ticket-list-fixture.tsx';

const i18n = createI18n('pt');
beforeAll(() => loadCatalogue(i18n, 'pt'));

/**
 * The props React last gave a DOM element (React keeps them on the element and replaces them whenever it updates
 * it): the same object after a render means React did not touch the element.
 */
function reactProps(element: Element): unknown {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  if (key === undefined) throw new Error('not an element React rendered');
  return (element as unknown as Record<string, unknown>)[key];
}

const itemOf = (container: Element, id: number): Element => {
  const item = container.querySelector(`[data-ticket-id="${id}"]`)?.closest('li');
  if (!item) throw new Error(`no row for ticket ${id}`);
  return item;
};

const NONE: readonly TicketRowCommand[] = [];

async function twentyRows(commandsOf: (ticket: Ticket) => readonly TicketRowCommand[]) {
  const tickets = Array.from({ length: 20 }, (_, i) => makeTicket({ id: i + 1 }));
  const screen = await render(
    <StableTicketList i18n={i18n} tickets={tickets} height={600} commandsOf={commandsOf} />,
  );
  // The rows below the window's first ones come in a background render.
  await vi.waitFor(() => expect(screen.container.querySelectorAll('[data-ticket-id]')).toHaveLength(20));
  return { tickets, screen };
}

describe('ticket list, a live change', () => {
  it('builds only the rows of the tickets it changed; React leaves the other list items alone', async () => {
    const commandsOf = vi.fn<(ticket: Ticket) => readonly TicketRowCommand[]>(() => NONE);
    const { tickets, screen } = await twentyRows(commandsOf);
    const before = new Map(tickets.map((t) => [t.id, reactProps(itemOf(screen.container, t.id))]));
    commandsOf.mockClear();

    // Ticket 99 comes in at the top, ticket 5 leaves, ticket 9 gets an unread message: the others are the same objects.
    const arrived = makeTicket({ id: 99 });
    const changed = { ...tickets[8]!, unreadMessages: 3 };
    const next = [arrived, ...tickets.filter((t) => t.id !== 5).map((t) => (t.id === 9 ? changed : t))];
    await screen.rerender(
      <StableTicketList i18n={i18n} tickets={next} height={600} commandsOf={commandsOf} />,
    );

    expect(commandsOf.mock.calls.map(([t]) => t.id).sort((a, b) => a - b)).toEqual([9, 99]);
    expect(screen.container.querySelector('[data-ticket-id="5"]')).toBeNull();
    expect(
      screen.container.querySelector('[data-ticket-id="9"] [data-unread]')?.getAttribute('data-unread'),
    ).toBe('3');
    const untouched = tickets.filter((t) => t.id !== 5 && t.id !== 9);
    for (const t of untouched) expect(reactProps(itemOf(screen.container, t.id))).toBe(before.get(t.id));
    expect(reactProps(itemOf(screen.container, 9))).not.toBe(before.get(9));
  });

  it('builds every row again when what they all show changes: the commands, the selection', async () => {
    const commandsOf = vi.fn<(ticket: Ticket) => readonly TicketRowCommand[]>(() => NONE);
    const { tickets, screen } = await twentyRows(commandsOf);
    expect(screen.container.querySelector('[data-command]')).toBeNull();

    // A new commandsOf (the user's profile changed): every row asks it, and shows what it says.
    const accept = vi.fn<(ticket: Ticket) => readonly TicketRowCommand[]>(() => ['accept']);
    await screen.rerender(
      <StableTicketList i18n={i18n} tickets={tickets} height={600} commandsOf={accept} />,
    );
    expect(accept).toHaveBeenCalledTimes(20);
    expect(screen.container.querySelectorAll('[data-command="accept"]')).toHaveLength(20);

    // A selection: the selected row says so, the one selected before no longer does.
    const current = async (selectedUuid: string) => {
      await screen.rerender(
        <StableTicketList
          i18n={i18n}
          tickets={tickets}
          height={600}
          commandsOf={accept}
          selectedUuid={selectedUuid}
        />,
      );
      return [...screen.container.querySelectorAll('[aria-current="true"]')].map((b) =>
        b.closest('[data-ticket-id]')?.getAttribute('data-ticket-id'),
      );
    };
    expect(await current('uuid-4')).toEqual(['4']);
    expect(await current('uuid-7')).toEqual(['7']);
  });
});
