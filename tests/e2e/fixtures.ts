import { expect, test as base, type Page } from '@playwright/test';
import type { SandboxControl } from '../../mocks/control.ts';
import { watchCsp, type CspGuard } from './csp-guard.ts';

export const USERS = {
  admin: { email: 'admin@admin.com', name: 'Admin' },
  gestor: { email: 'gestor@demo.com' },
  atendente: { email: 'atendente@demo.com' },
} as const;

/** Waits for the demo's sandbox to be up, then returns a typed handle on `window.__sandbox`. */
export async function sandboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => '__sandbox' in window);
}

/** Calls one method of the sandbox control API inside the page. */
export async function sandbox<K extends keyof SandboxControl>(
  page: Page,
  method: K,
  ...args: Parameters<SandboxControl[K]>
): Promise<Awaited<ReturnType<SandboxControl[K]>>> {
  await sandboxReady(page);
  return page.evaluate(
    ([m, a]) => {
      const control = (window as unknown as { __sandbox: Record<string, (...x: unknown[]) => unknown> })
        .__sandbox;
      return control[m as string]!(...(a as unknown[]));
    },
    [method, args] as const,
  ) as Promise<Awaited<ReturnType<SandboxControl[K]>>>;
}

export async function login(
  page: Page,
  email: string = USERS.admin.email,
  password = '123456',
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in as the admin and opens the pending ('Aguardando') list; returns its rows. */
export async function openPendingList(page: Page) {
  await page.goto('/login');
  await login(page);
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  const rows = page.getByRole('tabpanel').locator('[data-ticket-id]');
  await expect(rows.first()).toBeVisible();
  return rows;
}

/**
 * Every test runs under the Content-Security-Policy the preview server sends, watched by `csp`: a violation
 * in any page of the test fails that test, with what was refused. A test that causes one on purpose takes it with
 * `csp.take()`.
 */
export const test = base.extend<{ csp: CspGuard }>({
  csp: [
    async ({ context }, use) => {
      const guard = await watchCsp(context);
      await use(guard);
      expect(guard.violations(), 'Content-Security-Policy violations (the policy: scripts/csp.ts)').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Waits until nothing moves in what axe is about to measure (`include`, or the whole page): no CSS transition and no
 * finite CSS animation runs on the elements inside it or around it, whose opacity it inherits. A dialog's panel
 * animates in from opacity 0 over 150 ms (src/styles.css): axe measuring colour contrast inside that window sees its
 * text blended with the page behind and reports contrast that the settled dialog does not have (a loaded CI runner
 * once ran axe there). Endless animations (spinners, skeletons) are not waited for; nor is a hover fading on the
 * inert page behind a dialog.
 */
export async function transitionsSettled(page: Page, include?: string): Promise<void> {
  const moving = () =>
    page.evaluate((scope) => {
      const roots = scope === undefined ? [] : [...document.querySelectorAll(scope)];
      const inScope = (el: Element) =>
        scope === undefined || roots.some((root) => root.contains(el) || el.contains(root));
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}`;
      return document.getAnimations().flatMap((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        if (a.playState !== 'running' || !target || !inScope(target)) return [];
        if (a instanceof CSSTransition) return [`${a.transitionProperty} on ${name(target)}`];
        if (a instanceof CSSAnimation && Number.isFinite(a.effect?.getTiming().iterations ?? 1))
          return [`${a.animationName} on ${name(target)}`];
        return [];
      });
    }, include);
  await expect.poll(moving, { message: 'transitions still running', timeout: 20_000 }).toEqual([]);
}

/**
 * axe: no serious or critical violation in what the page shows now. Scope it with
 * `include` (a CSS selector, e.g. a dialog) to check one state. Fails with the rule ids and their targets.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await transitionsSettled(page, include);
  const { AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * A failed step in one line (the assertion, what it looked at, what it got), for a model walk that tells a failed
 * walk and runs the others on.
 */
export function failureInOneLine(error: unknown): string {
  return String(error)
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(Error|Locator|Expected|Received|[-+] )/.test(line))
    .join(' | ')
    .slice(0, 400);
}
