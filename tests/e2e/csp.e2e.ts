// The demo is served under the app's Content-Security-Policy, and the suite notices a violation.
import { contentSecurityPolicy, cspOptionsFor } from '../../scripts/csp.ts';
import { expect, login, test, USERS } from './fixtures.ts';

const policy = cspOptionsFor('sandbox');

/** Puts an inline script into the page the way an injection would: a <script> element with text. */
async function injectInlineScript(page: import('@playwright/test').Page): Promise<boolean> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.body.append(script);
  });
  return page.evaluate(() => '__inlineScriptRan' in window);
}

test('the preview server sends the policy as a header, and index.html carries it as a meta fallback', async ({
  page,
}) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy(policy));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    contentSecurityPolicy(policy, 'meta'),
  );
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test('an injected inline script does not run, and the guard reports it', async ({ page, csp }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(await injectInlineScript(page), 'the inline script ran').toBe(false);
  await expect
    .poll(() => csp.violations().map((v) => (v.via === 'event' ? v.what : 'console')))
    .toEqual(expect.arrayContaining(['script-src-elem', 'console']));
  // Taken: this test caused them on purpose. The next test proves an untaken one fails its test.
  csp.take();
});

test('a violation that no test takes fails the test that caused it', async ({ page, csp }) => {
  test.fail(true, 'the csp fixture must fail this test: it caused a violation and did not take it');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await injectInlineScript(page);
  await expect.poll(() => csp.violations().length).toBeGreaterThan(0);
});

test('no other site can frame the app (frame-ancestors, header only)', async ({ page, csp, baseURL }) => {
  // about:blank is another origin than the app; only the header can refuse the frame (a meta policy cannot).
  await page.setContent(`<iframe src="${baseURL}/login" title="app"></iframe>`);
  await expect.poll(() => csp.violations().some((v) => v.what.includes("frame-ancestors 'none'"))).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(
    0,
  );
  csp.take();
});

test("sonner's inserted stylesheet applies under the policy (allowed by its hash)", async ({ page }) => {
  await page.goto('/login');
  await login(page, USERS.admin.email, 'wrong password');
  // A toast's list is fixed to the viewport by sonner's own sheet only (the app's CSS does not position it).
  await expect(page.locator('[data-sonner-toaster]').first()).toHaveCSS('position', 'fixed');
});
