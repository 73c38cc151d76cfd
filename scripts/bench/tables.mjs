// The tables' figures at scale, on the demo build: the contacts and tags pages (src/ui/Table through the entity page)
// with 10,000 rows each, scrolled to the end as a user would. DOM nodes of the table at most, and long tasks while
// scrolling. Taken inside the page with its own clock; nothing here is asserted.
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';
import { probe } from './page-probe.mjs';

const EMAIL = 'admin@admin.com';
const PASSWORD = '123456';

export const TABLE_TARGETS = { nodes: 2000, longTasks: 2 };

/** Scrolls the page's table to its end (pages load as it nears it) and measures on the way. */
export async function scrollToEnd(page, tableName, want, maxMs) {
  return page.evaluate(
    async ({ tableName, want, maxMs }) => {
      const table = () =>
        [...document.querySelectorAll('table,[role="table"],[role="grid"]')].find(
          (t) => t.getAttribute('aria-label') === tableName,
        );
      const scroller = (el) => {
        for (let n = el; n; n = n.parentElement) {
          const style = getComputedStyle(n);
          if (/(auto|scroll)/.test(style.overflowY) && n.scrollHeight > n.clientHeight) return n;
        }
        return document.scrollingElement;
      };
      const rows = (t) => Number(t.getAttribute('aria-rowcount') ?? '0') - 1;
      const t0 = performance.now();
      const tasksBefore = window.__bench.longTasks?.length ?? 0;
      let maxNodes = 0;
      let loaded = 0;
      let still = 0;
      while (performance.now() - t0 < maxMs) {
        const t = table();
        if (!t) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const s = scroller(t);
        s.scrollTop = s.scrollHeight;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
        maxNodes = Math.max(maxNodes, t.querySelectorAll('*').length);
        const now = rows(t);
        still = now === loaded ? still + 1 : 0;
        loaded = now;
        if (loaded >= want && still > 5) break;
        if (still > 100) break; // 3 s without a new page: the end
      }
      const tasks = (window.__bench.longTasks ?? []).slice(tasksBefore);
      // Where the script time of the long frames went, by chunk: the sandbox (MSW handlers, in this page's main
      // thread, as no backend is) against the app's own code.
      const byChunk = {};
      let frameMs = 0;
      let styleMs = 0;
      for (const f of window.__bench.frames ?? []) {
        if (f.start < t0 || f.blocking <= 0) continue;
        frameMs += f.duration;
        styleMs += f.style;
        for (const sc of f.scripts) {
          const file = (sc.url || '(inline)')
            .split('/')
            .pop()
            .replace(/-[\w-]{8}\.js$/, '.js');
          byChunk[file] = (byChunk[file] ?? 0) + sc.duration;
        }
      }
      return {
        frameMs,
        styleMs,
        byChunk: Object.entries(byChunk)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
          .join(', '),
        loaded,
        maxNodes,
        ms: performance.now() - t0,
        longTasks: tasks.length,
        longest: tasks.reduce((m, x) => Math.max(m, x.duration), 0),
      };
    },
    { tableName, want, maxMs },
  );
}

export async function tablesAtScale(base, { rows = 10_000, maxMs = 240_000 } = {}) {
  const browser = await chromium.launch(launchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(probe);
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => window.__sandbox !== undefined, null, { timeout: 30_000 });
    const userId = await page.evaluate(
      (email) => window.__sandbox.rows('users').find((u) => u.email === email)?.id,
      EMAIL,
    );
    await page.evaluate(
      ({ rows, userId }) => {
        window.__sandbox.seedTickets({ count: rows, userId });
        window.__sandbox.seedTags({ count: rows, userId });
      },
      { rows, userId },
    );
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('[data-ticket-id]').first().waitFor({ timeout: 30_000 });

    const out = {};
    for (const [path, name] of [
      ['/contacts', 'Contatos'],
      ['/tags', 'Tags'],
    ]) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('table', { name }).getByRole('row').nth(1).waitFor({ timeout: 30_000 });
      out[path] = await scrollToEnd(page, name, rows, maxMs);
    }
    await context.close();
    return out;
  } finally {
    await browser.close();
  }
}
