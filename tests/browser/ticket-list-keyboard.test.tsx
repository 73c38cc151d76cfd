/**
 * The ticket list from the keyboard (usable by everyone, not only with a mouse), in Chromium with a real keyboard:
 * one tab stop, arrows, Home/End and PageUp/PageDown over the virtualised rows, Enter does what a click does (nothing
 * on a pending row, S1 §4.2), the row's buttons with Tab, and the focus kept while its row is scrolled away and back.
 */
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Ticket } from '../../src/api/schemas/ticket.schema.ts';
import { TicketList, targetRow } from '../../src/features/ticket-list/components/TicketList.tsx';
import type { TicketRowCommand } from '../../src/features/ticket-list/components/TicketListItem.tsx';
import { createI18n, loadCatalogue } from '../../src/lib/i18n/index.ts';
import { manyTickets, NOW } from '../../stories/fixtures.ts';

const i18n = createI18n('pt');
beforeAll(() => loadCatalogue(i18n, 'pt'));

interface Spies {
  onSelect: ReturnType<typeof vi.fn<(ticket: Ticket) => void>>;
  onCommand: ReturnType<typeof vi.fn<(ticket: Ticket, command: TicketRowCommand) => void>>;
  onPeek: ReturnType<typeof vi.fn<(ticket: Ticket) => void>>;
}

function List({ tickets, spies }: { tickets: readonly Ticket[]; spies: Spies }) {
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button">before</button>
      <div style={{ height: 400, display: 'flex', flexDirection: 'column' }}>
        <TicketList
          tickets={tickets}
          status="success"
          onRetry={() => undefined}
          hasMore={false}
          loadingMore={false}
          moreError={false}
          onRetryMore={() => undefined}
          onScrolled={() => undefined}
          narrow={false}
          selectedUuid={null}
          onSelect={spies.onSelect}
          commandsOf={(t) => (t.status === 'pending' ? ['accept', 'close'] : ['close'])}
          onCommand={spies.onCommand}
          busyIds={new Set()}
          now={NOW}
          onPeek={spies.onPeek}
        />
      </div>
      <button type="button">after</button>
    </I18nextProvider>
  );
}

function spies(): Spies {
  return { onSelect: vi.fn(), onCommand: vi.fn(), onPeek: vi.fn() };
}

/** The ticket id of the row that holds the focus. */
function focusedRow(): number | null {
  const row = document.activeElement?.closest('[data-ticket-id]');
  return row ? Number(row.getAttribute('data-ticket-id')) : null;
}

const scroller = () => {
  const el = document.querySelector<HTMLElement>('[role="region"][aria-label="Lista de atendimentos"]');
  if (!el) throw new Error('no list region');
  return el;
};

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

describe('targetRow', () => {
  it('moves by one, jumps to the ends and by pages, and stays inside the list', () => {
    expect(targetRow('ArrowDown', 0, 3)).toBe(1);
    expect(targetRow('ArrowDown', 2, 3)).toBe(2);
    expect(targetRow('ArrowUp', 0, 3)).toBe(0);
    expect(targetRow('Home', 2, 3)).toBe(0);
    expect(targetRow('End', 0, 3)).toBe(2);
    expect(targetRow('PageDown', 0, 25)).toBe(10);
    expect(targetRow('PageDown', 20, 25)).toBe(24);
    expect(targetRow('PageUp', 5, 25)).toBe(0);
    expect(targetRow('ArrowDown', 0, 1)).toBe(0);
    expect(targetRow('ArrowDown', 0, 0)).toBeNull();
    expect(targetRow('Enter', 0, 3)).toBeNull();
  });
});

describe('ticket list keyboard', () => {
  it('has one tab stop: Tab lands on the first row, then its buttons, then leaves the list', async () => {
    const tickets = manyTickets(5);
    await render(<List tickets={tickets} spies={spies()} />);
    (document.querySelector('button') as HTMLButtonElement).focus();
    await userEvent.tab();
    // Straight onto the row: the scroll region is no stop of its own (the arrow keys do nothing there).
    expect(focusedRow()).toBe(1000);
    expect(document.activeElement?.hasAttribute('data-row-primary')).toBe(true);
    await userEvent.tab();
    expect(focusedRow()).toBe(1000);
    expect(document.activeElement?.getAttribute('data-command')).toBe('close');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('after');
    // And back: the row's buttons, its name, then out of the list, never onto the scroll region.
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute('data-command')).toBe('close');
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.hasAttribute('data-row-primary')).toBe(true);
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('before');
  });

  it('arrows, Home and End move the focus row by row and to the ends of a virtualised list', async () => {
    const tickets = manyTickets(300);
    await render(<List tickets={tickets} spies={spies()} />);
    // Only part of the rows is in the DOM.
    expect(document.querySelectorAll('[data-ticket-id]').length).toBeLessThan(60);
    const first = document.querySelector<HTMLElement>('[data-ticket-id="1000"] [data-row-primary]');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRow()).toBe(1001);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(focusedRow()).toBe(1002);
    await userEvent.keyboard('{End}');
    await expect.poll(focusedRow).toBe(1299);
    // Scrolled to it: the last row is in view.
    const inView = (id: number) => {
      const row = document.querySelector(`[data-ticket-id="${id}"]`)?.getBoundingClientRect();
      const box = scroller().getBoundingClientRect();
      return !!row && row.bottom <= box.bottom + 1 && row.top >= box.top - 1;
    };
    await expect.poll(() => inView(1299)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRow()).toBe(1299);
    await userEvent.keyboard('{PageUp}');
    await expect.poll(focusedRow).toBe(1289);
    await userEvent.keyboard('{Home}');
    await expect.poll(focusedRow).toBe(1000);
    await expect.poll(() => inView(1000)).toBe(true);
    // Still one row in the tab order.
    expect(document.querySelectorAll('[data-row-primary][tabindex="0"]')).toHaveLength(1);
  });

  it('keeps the focus on a row scrolled out of the virtual window and back, and moves on from it', async () => {
    const tickets = manyTickets(300);
    await render(<List tickets={tickets} spies={spies()} />);
    document.querySelector<HTMLElement>('[data-ticket-id="1003"] [data-row-primary]')?.focus();
    expect(focusedRow()).toBe(1003);
    const el = scroller();
    el.scrollTop = el.scrollHeight;
    await frame();
    await frame();
    // Far from the window, still rendered and still focused.
    expect(document.querySelector('[data-ticket-id="1150"]')).toBeNull();
    expect(focusedRow()).toBe(1003);
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(focusedRow).toBe(1004);
    el.scrollTop = 0;
    await frame();
    expect(focusedRow()).toBe(1004);
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRow()).toBe(1005);
  });

  it('Enter opens an open ticket, as a click does; on a pending one it does nothing (it must be accepted)', async () => {
    const open = manyTickets(2, 'open');
    const pending = manyTickets(2, 'pending', 2000);
    const s = spies();
    await render(<List tickets={[...open, ...pending]} spies={s} />);
    document.querySelector<HTMLElement>('[data-ticket-id="1000"] [data-row-primary]')?.focus();
    await userEvent.keyboard('{Enter}');
    expect(s.onSelect).toHaveBeenCalledTimes(1);
    expect(s.onSelect.mock.calls[0]?.[0].id).toBe(1000);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedRow()).toBe(2000);
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(s.onSelect).toHaveBeenCalledTimes(1);
    // Its buttons with Tab: 'Espiar Conversa', then Accept.
    await userEvent.tab();
    expect(document.activeElement?.hasAttribute('data-peek')).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(s.onPeek.mock.calls[0]?.[0].id).toBe(2000);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('data-command')).toBe('accept');
    // The arrows work from a row's button too.
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedRow()).toBe(1001);
  });

  it('before the user moves it, the tab stop stays on its row when live rows arrive above, and goes to the first row when its row leaves', async () => {
    const tickets = manyTickets(6);
    const s = spies();
    const screen = await render(<List tickets={tickets} spies={s} />);
    const tabStop = () =>
      [...document.querySelectorAll<HTMLElement>('[data-row-primary]')]
        .filter((el) => el.tabIndex === 0)
        .map((el) => Number(el.closest('[data-ticket-id]')?.getAttribute('data-ticket-id')));
    expect(tabStop()).toEqual([1000]);
    // A ticket comes in at the top (another attendant returned it to the queue): the stop stays where it was.
    const arriving = tickets[5];
    if (!arriving) throw new Error('fixture');
    await screen.rerender(<List tickets={[arriving, ...tickets.slice(0, 5)]} spies={s} />);
    expect(tabStop()).toEqual([1000]);
    // Its row leaves the list: the first row takes the stop, so the list keeps exactly one, and Tab lands there.
    await screen.rerender(<List tickets={[arriving, ...tickets.slice(1, 5)]} spies={s} />);
    expect(tabStop()).toEqual([1005]);
    (document.querySelector('button') as HTMLButtonElement).focus();
    await userEvent.tab();
    expect(focusedRow()).toBe(1005);
  });

  it('the focus follows its ticket when a live event moves it, and lands nearby when it leaves', async () => {
    const tickets = manyTickets(6);
    const s = spies();
    const screen = await render(<List tickets={tickets} spies={s} />);
    document.querySelector<HTMLElement>('[data-ticket-id="1003"] [data-row-primary]')?.focus();
    // A new message moves the ticket to the top (S1 §4.3).
    const moved = tickets[3];
    if (!moved) throw new Error('fixture');
    await screen.rerender(<List tickets={[moved, ...tickets.filter((t) => t.id !== 1003)]} spies={s} />);
    await frame();
    expect(focusedRow()).toBe(1003);
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedRow()).toBe(1000);
    // Its ticket is deleted: the focus goes to the row now in its place, not to the page.
    await screen.rerender(
      <List tickets={[moved, ...tickets.filter((t) => t.id !== 1003 && t.id !== 1000)]} spies={s} />,
    );
    await expect.poll(focusedRow).toBe(1001);
  });
});
