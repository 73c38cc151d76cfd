import { screen, waitFor } from 'storybook/test';

/**
 * Whether an overlay inside `root` still animates in (src/styles.css: overlays enter with a CSS animation of
 * 100–200 ms from opacity 0). Endless animations (spinners, skeletons) do not count.
 */
export function entering(root: Element): boolean {
  return document.getAnimations().some((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return (
      animation.playState === 'running' &&
      Number.isFinite(animation.effect?.getTiming().iterations ?? 1) &&
      target instanceof Element &&
      root.contains(target)
    );
  });
}

/**
 * The open dialog, once its enter animation (150 ms) is over. Until then its panel is partly transparent, and
 * toBeVisible fails on anything in it. The test project runs the stories under reduced motion (vite.config.ts), where
 * nothing animates and this returns at once; in the Storybook UI the play functions run with the animations. Call it
 * first in the play function of a story whose dialog is open.
 */
export function dialogEntered(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = screen.getByRole('dialog');
      const portal = document.getElementById('headlessui-portal-root') ?? document.body;
      if (entering(portal)) throw new Error('the dialog is still entering');
      return dialog;
    },
    // waitFor's 1 s default is too short on a loaded runner (the contact-list items' stories met it).
    { timeout: 5000 },
  );
}
