import { screen, waitFor } from 'storybook/test';

/**
 * The open dialog, once its enter transition (150 ms) is over. Until then Headless UI marks its backdrop and panel
 * `data-closed` / `data-transition`, the panel starts at opacity 0, and toBeVisible fails on anything in it; a loaded
 * CI runner stretches that window past a story's first click (ContactDialog's Empty failed so once). Call it first in
 * the play function of a story whose dialog is open.
 */
export function dialogEntered(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = screen.getByRole('dialog');
      const portal = document.getElementById('headlessui-portal-root') ?? document.body;
      if (portal.querySelector('[data-closed], [data-transition]'))
        throw new Error('the dialog is still entering');
      return dialog;
    },
    // waitFor's 1 s default is too short on a loaded runner (the contact-list items' stories met it).
    { timeout: 5000 },
  );
}
