/**
 * A closed overlay leaves the page at once (CI's users and campaigns e2e, 2026-11).
 *
 * With Headless UI 2.2's `transition` prop, a close that interrupts the enter transition on a busy page could leave
 * the closed panel mounted, invisible at opacity 0, over the page, taking its clicks: the hook reads which
 * transitions to wait for a frame before React applies the reversal, waits on the entering ones, which the reversal
 * cancels, then finds the reversal running, bails out and never unmounts (tailwindlabs/headlessui#3892, open). Our
 * overlays animate in with a CSS animation and close without a transition (src/styles.css): there is no leave to
 * interrupt.
 */
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { Menu } from '../../src/ui/Menu.tsx';
import { Select } from '../../src/ui/Select.tsx';

const i18n = createI18n('pt');

/**
 * Once the overlay has entered, every transition is made endless: an overlay that closes through a leave transition
 * stays on the page (before this change, the select, the menu and the dialog all did), one that closes at once
 * does not.
 */
let endless: HTMLStyleElement | undefined;
async function endlessTransitionsOnceEntered() {
  await expect.poll(() => document.getAnimations().filter((a) => a.playState === 'running').length).toBe(0);
  endless = document.createElement('style');
  endless.textContent = '* { transition-duration: 600s !important; }';
  document.head.append(endless);
}
afterEach(() => endless?.remove());

/** What is left of every Headless UI overlay in the document: listboxes, menus, dialogs, anything mid-transition. */
const leftovers = () =>
  [
    ...document.querySelectorAll(
      '[role="listbox"], [role="menu"], [role="dialog"], [data-closed], [data-leave], [data-transition]',
    ),
  ].map((el) => el.outerHTML.slice(0, 120));

function Fruit() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Fruta"
      value={value}
      onChange={setValue}
      options={[
        { value: 'maçã', label: 'Maçã' },
        { value: 'pera', label: 'Pera' },
      ]}
    />
  );
}

function Modal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Conversa">
        <p>Corpo</p>
      </Dialog>
    </>
  );
}

describe('a closed overlay', () => {
  it('a select: the options leave the page and the page takes clicks again', async () => {
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <Fruit />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Fruta/ }));
    await expect.element(page.getByRole('listbox')).toBeInTheDocument();
    await endlessTransitionsOnceEntered();
    await userEvent.keyboard('{Escape}');
    await expect.poll(leftovers).toEqual([]);
    // Nothing invisible lies over the page.
    await userEvent.click(screen.getByRole('button', { name: /Fruta/ }));
    await expect.element(page.getByRole('option', { name: 'Pera' })).toBeVisible();
  });

  it('a menu: its items leave the page', async () => {
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <Menu button="Ações" items={[{ key: 'a', label: 'Editar', onSelect: () => undefined }]} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ações' }));
    await expect.element(page.getByRole('menu')).toBeInTheDocument();
    await endlessTransitionsOnceEntered();
    await userEvent.keyboard('{Escape}');
    await expect.poll(leftovers).toEqual([]);
  });

  it('a dialog: its panel and backdrop leave the page', async () => {
    const screen = await render(
      <I18nextProvider i18n={i18n}>
        <Modal />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await expect.element(page.getByRole('dialog', { name: 'Conversa' })).toBeInTheDocument();
    await endlessTransitionsOnceEntered();
    await userEvent.keyboard('{Escape}');
    await expect.poll(leftovers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await expect.element(page.getByRole('heading', { name: 'Conversa' })).toBeVisible();
  });
});
