// The figures of the admin and campaign screens, on the demo build. The sandbox drives the
// load through window.__sandbox's controls (setConnectionStatus, seedUsers, seedCampaign + startCampaign +
// deliverCampaign, seedChat); every figure is taken inside the page with its own clock. Nothing here is asserted:
// each function returns its figures, scripts/bench.mjs prints them against SCREEN_TARGETS.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';
import { scrollToEnd } from './tables.mjs';
import { openApp, selfTime, signIn, whereTimeWent } from './workspace.mjs';

export const SCREEN_TARGETS = {
  longTasks: 2,
  tableNodes: 2000,
  routeKb: 80,
  eventToPaintP95: 250,
  chatOpen: 300,
  drift: 0,
  /** The spec's "at once": within the first frames after the click, the route's code included. */
  dashboardFrame: 100,
  dashboardFigures: 1500,
};

/** The routes of each issue whose own JavaScript (beyond what /tickets loaded) is measured. */
export const ROUTES = {
  s3: [
    '/connections',
    '/users',
    '/queues',
    '/settings',
    '/financeiro',
    '/subscription',
    '/messages-api',
    '/helps',
  ],
  s2: ['/', '/campaigns', '/campaign/{id}/report', '/chats', '/kanban'],
};

/** Strings only a library's own code holds: which chunk carries it. */
const MARKERS = {
  'QR code (qrcode.react)': 'Version number out of range',
  'chart (chart.js)': 'date adapter',
  'drag and drop (@dnd-kit)': 'To pick up a draggable item',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Client-side navigation, as a link click does it (wouter listens to popstate). */
async function go(page, to) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The long tasks in [t0, t1] and what ran in them: the scripts of the long animation frame holding each one. */
function attribution(run) {
  const tasks = (run.longTaskEntries ?? []).filter((t) => t.start >= run.t0 && t.start <= run.t1);
  const where = whereTimeWent(run.frames, run.t0, run.t1);
  where.longTasks = tasks.map((t) => {
    const end = t.start + t.duration;
    const frame = (run.frames ?? []).find((f) => f.start <= t.start + 1 && f.start + f.duration >= end - 1);
    return {
      at: (t.start - run.t0) / 1000,
      duration: t.duration,
      scripts: (frame?.scripts ?? [])
        .filter((s) => s.duration >= 5)
        .map(
          (s) =>
            `${s.type}:${String(s.invoker).slice(0, 40)} ${(s.url || '').split('/').pop()} ${s.duration.toFixed(0)} ms (forced layout ${Number(s.layout ?? 0).toFixed(0)})`,
        ),
    };
  });
  return { longTasks: tasks.map((t) => t.duration), where };
}

/**
 * /connections under `perSecond` session events a second for `seconds` s: each event is setConnectionStatus on one
 * of the company's connections (OPENING and CONNECTED in turn), which emits `company-{cid}-whatsapp` and both
 * `whatsappSession` frames; each goes out in a task of its own at its due time. Long tasks, table DOM nodes.
 */
export async function connectionsUnderEvents(base, { perSecond = 20, seconds = 60 } = {}) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { page, userId } = await openApp(browser, base);
    const companyId = await page.evaluate(
      (id) => window.__sandbox.rows('users').find((u) => u.id === id)?.companyId,
      userId,
    );
    const ids = await page.evaluate(
      (cid) => window.__sandbox.rows('whatsapps', cid).map((w) => w.id),
      companyId,
    );
    if (ids.length === 0) throw new Error('no connection in the sandbox');
    await signIn(page);
    await go(page, '/connections');
    await page.getByRole('table', { name: 'Conexões' }).getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    await sleep(1000);
    const run = await page.evaluate(
      async ({ ids, perSecond, seconds }) => {
        const table = () =>
          document.querySelector('[role="table"][aria-label="Conexões"],table[aria-label="Conexões"]');
        let maxNodes = 0;
        const sampler = setInterval(() => {
          const t = table();
          if (t) maxNodes = Math.max(maxNodes, t.getElementsByTagName('*').length);
        }, 250);
        const total = perSecond * seconds;
        const statuses = ['OPENING', 'CONNECTED'];
        const t0 = performance.now();
        let issued = 0;
        let lateMax = 0;
        await new Promise((resolve) => {
          const tick = () => {
            const due = Math.min(total, Math.floor(((performance.now() - t0) * perSecond) / 1000));
            if (issued < due) {
              const n = issued;
              lateMax = Math.max(lateMax, performance.now() - (t0 + (n * 1000) / perSecond));
              window.__sandbox.setConnectionStatus(
                ids[n % ids.length],
                statuses[Math.floor(n / ids.length) % statuses.length],
              );
              issued += 1;
            }
            if (issued >= total) resolve();
            else setTimeout(tick, issued < due ? 0 : 10);
          };
          tick();
        });
        const t1 = performance.now();
        await new Promise((r) => setTimeout(r, 1000));
        clearInterval(sampler);
        return {
          t0,
          t1,
          issued,
          lateMax,
          maxNodes,
          longTaskEntries: window.__bench.longTasks,
          frames: window.__bench.frames,
        };
      },
      { ids, perSecond, seconds },
    );
    return {
      connections: ids.length,
      issued: run.issued,
      durationMs: run.t1 - run.t0,
      lateMax: run.lateMax,
      maxNodes: run.maxNodes,
      ...attribution(run),
    };
  } finally {
    await browser.close();
  }
}

/** /users at `rows` users (seedUsers), scrolled to the end: table DOM nodes at most, long tasks. */
export async function usersAtScale(base, { rows = 5000, maxMs = 180_000 } = {}) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { page, userId } = await openApp(browser, base);
    await page.evaluate(({ rows, userId }) => window.__sandbox.seedUsers({ count: rows, userId }), {
      rows,
      userId,
    });
    await signIn(page);
    await go(page, '/users');
    await page.getByRole('table', { name: 'Usuários' }).getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    return await scrollToEnd(page, 'Usuários', rows, maxMs);
  } finally {
    await browser.close();
  }
}

/**
 * /campaign/{id}/report of a campaign on a list of `contacts` valid numbers (seedCampaign, startCampaign), under
 * `perSecond` deliveries a second for `seconds` s (deliverCampaign, one task each at its due time): long tasks, and
 * delivery -> the count on screen painted (the status line 'N de M entregues'), p50/p95.
 */
export async function campaignReport(
  base,
  { contacts = 5000, perSecond = 50, seconds = 60, profile = null } = {},
) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { page, userId } = await openApp(browser, base);
    const { campaignId } = await page.evaluate(
      ({ contacts, userId }) => {
        const c = window.__sandbox.seedCampaign({ contacts, userId });
        window.__sandbox.startCampaign(c.campaignId);
        return c;
      },
      { contacts, userId },
    );
    // The sandbox alone (signed out, no socket): what each delivery costs it, the frame built but sent to no one.
    const alone = await page.evaluate(
      async ({ campaignId, perSecond, count }) => {
        const t0 = performance.now();
        const costs = [];
        for (let n = 0; n < count; n++) {
          const due = t0 + (n * 1000) / perSecond;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const s = performance.now();
          window.__sandbox.deliverCampaign(campaignId);
          costs.push(performance.now() - s);
        }
        await window.__sandbox.persisted();
        const t1 = performance.now();
        await new Promise((r) => setTimeout(r, 500));
        const tasks = (window.__bench.longTasks ?? []).filter((t) => t.start >= t0 && t.start <= t1);
        return {
          count,
          meanMs: costs.reduce((a, b) => a + b, 0) / costs.length,
          maxMs: Math.max(...costs),
          longTasks: tasks.length,
          seconds: (t1 - t0) / 1000,
        };
      },
      { campaignId, perSecond, count: 150 },
    );
    await signIn(page);
    await go(page, `/campaign/${campaignId}/report`);
    await page.locator('[data-testid="campaign-report-status"]').waitFor({ timeout: 30_000 });
    await sleep(1000);
    // --profile: a CPU profile of the stream, its heaviest functions and files (sandbox against app).
    const cdp = profile ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    const run = await page.evaluate(
      async ({ campaignId, perSecond, seconds }) => {
        const shown = () => {
          const text = document.querySelector('[data-testid="campaign-report-status"]')?.textContent ?? '';
          const m = /([\d.,\s]+)\s+de\s+[\d.,\s]+/.exec(text);
          return m ? Number(m[1].replace(/\D/g, '')) : -1;
        };
        const pending = [];
        const latencies = [];
        let seen = shown();
        const observer = new MutationObserver(() => {
          const now = shown();
          if (now <= seen) return;
          seen = now;
          const done = [];
          while (pending.length > 0 && pending[0].delivered <= now) done.push(pending.shift());
          // Painted: after the next frame's rendering.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const at = performance.now();
              for (const p of done) latencies.push(at - p.at);
            }, 0),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const total = perSecond * seconds;
        const t0 = performance.now();
        let issued = 0;
        let ended = false;
        await new Promise((resolve) => {
          const tick = () => {
            const due = Math.min(total, Math.floor(((performance.now() - t0) * perSecond) / 1000));
            if (issued < due) {
              const at = performance.now();
              const r = window.__sandbox.deliverCampaign(campaignId);
              issued += 1;
              if (r === null) ended = true;
              else pending.push({ delivered: r.delivered, at });
            }
            if (issued >= total || ended) resolve();
            else setTimeout(tick, issued < due ? 0 : 5);
          };
          tick();
        });
        const t1 = performance.now();
        await new Promise((r) => setTimeout(r, 3000));
        observer.disconnect();
        return {
          t0,
          t1,
          issued,
          latencies,
          missed: pending.length,
          shownAtEnd: seen,
          longTaskEntries: window.__bench.longTasks,
          frames: window.__bench.frames,
        };
      },
      { campaignId, perSecond, seconds },
    );
    let cpu = null;
    if (cdp) {
      const { profile: p } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(p));
      cpu = selfTime(p);
    }
    return {
      contacts,
      alone,
      cpu,
      issued: run.issued,
      durationMs: run.t1 - run.t0,
      latencies: run.latencies,
      missed: run.missed,
      shownAtEnd: run.shownAtEnd,
      ...attribution(run),
    };
  } finally {
    await browser.close();
  }
}

/**
 * /chats/{id} of a chat with `messages` messages (seedChat): click on it in the list -> its last message painted,
 * then the first visible message's drift as older pages are prepended (scrolled to the top, `prepends` times).
 */
export async function longChat(base, { messages = 20_000, prepends = 10 } = {}) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { page, userId } = await openApp(browser, base);
    const seeded = await page.evaluate(
      ({ messages, userId }) => window.__sandbox.seedChat({ messages, userId }),
      { messages, userId },
    );
    const last = `${messages % 2 === 1 ? 'Mensagem' : 'Resposta'} ${messages}`;
    await signIn(page);
    await go(page, '/chats');
    const title = `Histórico longo (${messages})`;
    await page.getByTestId('chat-row').filter({ hasText: title }).first().waitFor({ timeout: 30_000 });
    await sleep(1000);
    const open = await page.evaluate(
      async ({ title, last }) => {
        const row = [...document.querySelectorAll('[data-testid="chat-row"]')].find((r) =>
          r.textContent?.includes(title),
        );
        const button = row?.querySelector('button');
        if (!button) return { error: 'no row to click' };
        const lastShown = () =>
          [...document.querySelectorAll('[data-anchor="bottom"] [data-testid="chat-message"]')].some((m) =>
            m.textContent?.includes(last),
          );
        return await new Promise((resolve) => {
          let t0 = 0;
          const observer = new MutationObserver(() => {
            if (!lastShown()) return;
            observer.disconnect();
            const seen = performance.now();
            requestAnimationFrame(() =>
              setTimeout(() => resolve({ seenMs: seen - t0, paintedMs: performance.now() - t0 }), 0),
            );
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => resolve({ error: 'last message not shown within 15 s' }), 15_000);
          t0 = performance.now();
          button.click();
        });
      },
      { title, last },
    );
    await sleep(1500);
    const drift = await page.evaluate(async (rounds) => {
      const region = () => document.querySelector('[data-anchor="bottom"]');
      const raf = () => new Promise((r) => requestAnimationFrame(() => r()));
      const rendered = () => document.querySelectorAll('[data-anchor="bottom"] li[data-key]').length;
      const apiCalls = () =>
        performance.getEntriesByType('resource').filter((e) => /\/chats\/[^/]+\/messages/.test(e.name))
          .length;
      const offsetOf = (r, key) => {
        const el = r.querySelector(`li[data-key="${CSS.escape(key)}"]`);
        return el ? el.getBoundingClientRect().top - r.getBoundingClientRect().top : null;
      };
      const out = [];
      let maxRendered = rendered();
      for (let i = 0; i < rounds; i++) {
        const r = region();
        if (!r) return { error: 'no message list', out, maxRendered };
        const heightBefore = r.scrollHeight;
        const callsBefore = apiCalls();
        r.scrollTop = 0;
        // The first message the reader sees at the top: in the frame after the scroll, once the list has drawn that
        // place (read at once, the virtual rows still drawn were those of the old place, below the viewport), and
        // only a row that reaches into the viewport.
        await raf();
        const box = r.getBoundingClientRect();
        const anchor = [...r.querySelectorAll('li[data-key]')]
          .filter((el) => {
            const b = el.getBoundingClientRect();
            return b.bottom > box.top + 1 && b.top < box.bottom;
          })
          .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
        if (!anchor)
          return { error: `no message in the viewport at the top (round ${i + 1})`, out, maxRendered };
        const top = box.top;
        // The page must not have landed before the message was taken (the pick would then be after the prepend).
        const early =
          apiCalls() > callsBefore && !r.querySelector('[role=status]') && r.scrollHeight > heightBefore;
        const key = anchor.dataset.key;
        const before = anchor.getBoundingClientRect().top - top;
        const t0 = performance.now();
        let prepended = false;
        let loadedAt = null;
        while (performance.now() - t0 < 10_000) {
          await raf();
          maxRendered = Math.max(maxRendered, rendered());
          const rr = region();
          if (
            rr &&
            apiCalls() > callsBefore &&
            rr.scrollHeight > heightBefore &&
            !rr.querySelector('[role=status]')
          ) {
            prepended = true;
            loadedAt = performance.now();
            break;
          }
        }
        await raf();
        await raf();
        const r1 = region();
        const at1 = r1 ? offsetOf(r1, key) : null;
        await new Promise((res) => setTimeout(res, 500));
        const r2 = region();
        const at2 = r2 ? offsetOf(r2, key) : null;
        maxRendered = Math.max(maxRendered, rendered());
        // When the message is gone from the DOM: which ones are rendered, and where the list is scrolled.
        const keys = r2 ? [...r2.querySelectorAll('li[data-key]')].map((el) => el.dataset.key) : [];
        out.push({
          key,
          around:
            at2 === null
              ? `rendered ${keys[0]}..${keys.at(-1)}, scrollTop ${r2?.scrollTop.toFixed(0)} of ${r2?.scrollHeight}`
              : '',
          prepended,
          early,
          ms: (loadedAt ?? performance.now()) - t0,
          first: at1 === null ? null : at1 - before,
          settled: at2 === null ? null : at2 - before,
        });
        if (!prepended) break;
      }
      return { out, maxRendered };
    }, prepends);
    return { seeded, open, drift };
  } finally {
    await browser.close();
  }
}

/**
 * The dashboard (/): from the navigation (a click's pushState on /tickets, settled there: the app fetches the
 * dashboard's code ahead once /tickets has its content, src/app/App.tsx FetchAhead; and a cold load of / in a new tab) to its frame on screen (the counter cards, busy) and to its figures (every counter
 * card filled, none busy), each painted.
 */
export async function dashboardTimes(base) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { context, page } = await openApp(browser, base);
    // A ticket of today: the chart has a bar to draw (with none it shows its empty state and loads no chart code).
    await page.evaluate(() =>
      window.__sandbox.incomingMessage({
        contactNumber: '5511988887777',
        body: 'bench: um atendimento de hoje',
      }),
    );
    await signIn(page);
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    const warm = await page.evaluate(async () => {
      const cards = () => [...document.querySelectorAll('main [role="group"][aria-label]')];
      const out = {};
      const t0 = performance.now();
      const painted = (key) =>
        requestAnimationFrame(() => setTimeout(() => (out[key] ??= performance.now() - t0), 0));
      const check = () => {
        const c = cards();
        if (c.length === 0) return;
        if (out.frameSeen === undefined) {
          out.frameSeen = performance.now() - t0;
          painted('frame');
        }
        if (out.figuresSeen === undefined && c.every((g) => !g.hasAttribute('aria-busy'))) {
          out.figuresSeen = performance.now() - t0;
          painted('figures');
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
      const start = performance.now();
      while (out.figures === undefined && performance.now() - start < 15_000)
        await new Promise((r) => setTimeout(r, 20));
      observer.disconnect();
      // What was fetched after the navigation: where the wait for the frame and the figures went.
      out.requests = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0)
        .map((e) => ({
          what: new URL(e.name).pathname.split('/').pop(),
          api: e.name.includes('/api/') || !e.name.endsWith('.js'),
          start: e.startTime - t0,
          end: e.responseEnd - t0,
        }));
      return out;
    });
    // Cold: / loaded in a new tab of the signed-in session (app, sandbox and session read back first). The demo keeps
    // the session per tab (sessionStorage, mocks/tab-session.ts): the new tab gets this tab's, as a duplicated tab
    // would.
    const session = await page.evaluate(() => ({ ...sessionStorage }));
    const cold = await context.newPage();
    await cold.addInitScript((saved) => {
      for (const [key, value] of Object.entries(saved)) sessionStorage.setItem(key, value);
    }, session);
    await cold.addInitScript(() => {
      const out = {};
      window.__dash = out;
      const painted = (key) =>
        requestAnimationFrame(() => setTimeout(() => (out[key] ??= performance.now()), 0));
      new MutationObserver(() => {
        const c = [...document.querySelectorAll('main [role="group"][aria-label]')];
        if (c.length === 0) return;
        if (out.frameSeen === undefined) {
          out.frameSeen = performance.now();
          painted('frame');
        }
        if (out.figuresSeen === undefined && c.every((g) => !g.hasAttribute('aria-busy'))) {
          out.figuresSeen = performance.now();
          painted('figures');
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await cold.goto(`${base}/`);
    await cold.waitForFunction(() => window.__dash.figures !== undefined, null, { timeout: 30_000 });
    const coldOut = await cold.evaluate(() => ({
      ...window.__dash,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    return { warm, cold: coldOut };
  } finally {
    await browser.close();
  }
}

/**
 * Each route's own JavaScript: in a fresh context, signed in and settled on /tickets (with what the login form
 * prefetched), the scripts loaded once the route is navigated to and settled, gzip-sized from the build served
 * (`dir`). And which chunks carry the QR, chart and drag-and-drop libraries.
 */
export async function routeChunks(base, dir, routes) {
  const browser = await chromium.launch(launchOptions());
  const gz = new Map();
  const sizeOf = (p) => {
    if (!gz.has(p)) {
      const file = path.join(dir, p);
      gz.set(p, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : NaN);
    }
    return gz.get(p);
  };
  const carriers = {};
  const out = [];
  try {
    for (const route of routes) {
      const { context, page } = await openApp(browser, base);
      const campaignId = await page.evaluate(() => {
        // A ticket of today, so that the dashboard draws its chart (and loads the chart's code).
        window.__sandbox.incomingMessage({
          contactNumber: '5511988887777',
          body: 'bench: um atendimento de hoje',
        });
        return window.__sandbox.rows('campaigns', 1)[0]?.id ?? 1;
      });
      const to = route.replace('{id}', String(campaignId));
      await signIn(page);
      await page.waitForLoadState('networkidle');
      await sleep(1500);
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.endsWith('.js')),
        );
      const before = new Set(await scripts());
      await go(page, to);
      await page.waitForLoadState('networkidle');
      await sleep(2000);
      const own = [...new Set(await scripts())].filter((p) => !before.has(p));
      const chunks = own.map((p) => ({ chunk: p, gzip: sizeOf(p) })).sort((a, b) => b.gzip - a.gzip);
      for (const c of chunks) {
        const text = readFileSync(path.join(dir, c.chunk), 'utf8');
        for (const [what, marker] of Object.entries(MARKERS))
          if (text.includes(marker)) (carriers[what] ??= new Set()).add(route);
      }
      out.push({ route, chunks, total: chunks.reduce((s, c) => s + c.gzip, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // The chunks of the whole build that carry each library, whoever loads them.
  const files = [];
  const assets = path.join(dir, 'assets');
  if (existsSync(assets)) for (const f of readdirSync(assets)) if (f.endsWith('.js')) files.push(f);
  const inBuild = {};
  for (const [what, marker] of Object.entries(MARKERS))
    inBuild[what] = files.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes(marker));
  return {
    routes: out,
    carriers: Object.fromEntries(Object.entries(carriers).map(([k, v]) => [k, [...v]])),
    inBuild,
  };
}
