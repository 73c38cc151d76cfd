// The workspace's figures under load, on the demo build (the sandbox drives the load through window.__sandbox's bulk
// controls). Every figure is taken inside the page, with the page's clock; nothing here is asserted, each part
// returns its figures and the targets they are read against.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';
import { probe } from './page-probe.mjs';

const EMAIL = 'admin@admin.com';
const PASSWORD = '123456';
const VIEWPORT = { width: 1280, height: 800 };

export const TARGETS = {
  longTasks: 2,
  listNodes: 2000,
  eventToRowP95: 250,
  conversationOpen: 300,
  renderedItems: 150,
  drift: 0,
  heapPer10Min: 1024 * 1024,
};

/** Self time of a CPU profile by function (name, file:line), the heaviest first. */
export function selfTime(cpu, top = 25) {
  const byNode = new Map(cpu.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = cpu.timeDeltas ?? [];
  cpu.samples.forEach((id, i) => {
    const n = byNode.get(id);
    if (!n) return;
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${(f.url || '').split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? dt[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFile = new Map();
  for (const [k, v] of self) {
    const file = k.split(' ').pop().split(':')[0] || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + v);
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return {
    total,
    functions: sorted(self)
      .slice(0, top)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`),
    files: sorted(byFile)
      .slice(0, 10)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`),
  };
}

/**
 * For each long task (explainLongTasks), the functions the CPU profile sampled in it, with their caller chain's
 * nearest app frames: what made that task long. The profile's clock is put against the page's by benchClockMark.
 */
function inLongTasks(cpu, mark, tasks, t0) {
  const byNode = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of cpu.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = [];
  let t = cpu.startTime;
  for (const d of cpu.timeDeltas) times.push((t += d));
  const isMark = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at))
      if (byNode.get(at)?.callFrame.functionName === 'benchClockMark') return true;
    return false;
  };
  const first = cpu.samples.findIndex((id) => isMark(id));
  if (first < 0) return;
  // Profile µs at the page's performance.now() = 0.
  const origin = times[first] - mark * 1000;
  const label = (id) => {
    const f = byNode.get(id)?.callFrame;
    return f
      ? `${f.functionName || '(anonymous)'} ${(f.url || '').split('/').pop()}:${f.lineNumber + 1}`
      : '?';
  };
  for (const task of tasks) {
    const from = origin + (t0 + task.at * 1000) * 1000;
    const to = from + task.duration * 1000;
    const self = new Map();
    cpu.samples.forEach((id, i) => {
      if (times[i] < from || times[i] > to) return;
      // The sampled function and the first two named callers above it.
      const chain = [label(id)];
      for (let at = parent.get(id); at !== undefined && chain.length < 3; at = parent.get(at)) {
        const l = label(at);
        if (!l.startsWith('(')) chain.push(l);
      }
      const key = chain.join(' < ');
      self.set(key, (self.get(key) ?? 0) + (cpu.timeDeltas[i + 1] ?? 0) / 1000);
    });
    task.profile = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${v.toFixed(0)} ms ${k}`);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A fresh context on /login with the probe installed, the sandbox up. */
export async function openApp(browser, base) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(probe);
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => window.__sandbox !== undefined, null, { timeout: 30_000 });
  const userId = await page.evaluate(
    (email) => window.__sandbox.rows('users').find((u) => u.email === email)?.id,
    EMAIL,
  );
  if (typeof userId !== 'number') throw new Error(`no user ${EMAIL} in the sandbox`);
  return { context, page, userId };
}

export async function signIn(page) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.locator('[data-ticket-id]').first().waitFor({ timeout: 30_000 });
}

/** Script time of long animation frames in [from, to], by chunk (file name) and by what invoked it. */
export function whereTimeWent(frames, from, to) {
  const byChunk = new Map();
  const byInvoker = new Map();
  let total = 0;
  let render = 0;
  let style = 0;
  for (const f of frames ?? []) {
    if (f.start < from || f.start > to) continue;
    total += f.duration;
    render += f.render;
    style += f.style;
    for (const s of f.scripts) {
      const chunk = (s.url || '(inline)')
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js');
      byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + s.duration);
      const invoker = `${s.type}: ${s.invoker}`.slice(0, 70);
      byInvoker.set(invoker, (byInvoker.get(invoker) ?? 0) + s.duration);
    }
  }
  const top = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(0)} ms`);
  return {
    frames: (frames ?? []).filter((f) => f.start >= from && f.start <= to).length,
    total,
    render,
    style,
    byChunk: top(byChunk),
    byInvoker: top(byInvoker),
  };
}

/**
 * Each long task of the stream's window with what ran in it: the stream events emitted during it (their kind and
 * the sandbox's own share) and the scripts of the long animation frame holding it (forced layout included).
 */
function explainLongTasks(run, from, to) {
  const tasks = (run.longTasks === null ? [] : (run.longTaskEntries ?? [])).filter(
    (t) => t.start >= from && t.start <= to,
  );
  return tasks.map((t) => {
    const end = t.start + t.duration;
    const events = run.events.filter((e) => e.at >= t.start && e.at <= end);
    const frame = (run.frames ?? []).find((f) => f.start <= t.start + 1 && f.start + f.duration >= end - 1);
    const scripts = (frame?.scripts ?? [])
      .filter((s) => s.duration >= 5)
      .map(
        (s) =>
          `${s.type}:${String(s.invoker).slice(0, 40)} ${s.duration.toFixed(0)} ms (forced layout ${Number(s.layout ?? 0).toFixed(0)})`,
      );
    return {
      at: (t.start - from) / 1000,
      duration: t.duration,
      events: events.map((e) => `${e.kind}${e.status ? `:${e.status}` : ''} ${e.costMs.toFixed(0)} ms`),
      scripts,
    };
  });
}

/**
 * 10,000 tickets, the list scrolled through a few thousand of them (DOM nodes at that length), then 50 socket
 * events a second for 60 s with the list at the top: long tasks, list DOM nodes, event-to-row latency.
 */
export async function listUnderLoad(
  base,
  { tickets = 10_000, perSecond = 50, seconds = 60, scrollTo = 2000, profile = null } = {},
) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { context, page, userId } = await openApp(browser, base);
    const seeded = await page.evaluate(
      ({ count, userId }) => {
        const t0 = performance.now();
        const r = window.__sandbox.seedTickets({ count, userId });
        return { ms: performance.now() - t0, count: r.ticketIds.length };
      },
      { count: tickets, userId },
    );
    // What the sandbox alone costs per event (no socket connected yet): frames reach the app synchronously from
    // the sandbox's task, so once signed in an event's cost is the sandbox's plus the app's handling of the frames.
    const alone = await page.evaluate(
      async ({ userId }) => await window.__sandbox.stream({ perSecond: 50, seconds: 4, userId }).done,
      { userId },
    );
    await signIn(page);
    await sleep(1000);

    // The list's length grows page by page: its DOM must not.
    const scrolled = await page.evaluate(
      async ({ target, maxMs }) => {
        const region = () => document.querySelector('[data-ticket-id]')?.closest('[role=region]');
        const loadedNow = (r) => {
          const lis = r.querySelectorAll('li[data-index]');
          let max = -1;
          for (const li of lis) max = Math.max(max, Number(li.dataset.index));
          return lis.length > 0 ? max + 1 : r.querySelectorAll('[data-ticket-id]').length;
        };
        const t0 = performance.now();
        let loaded = 0;
        let maxNodes = 0;
        const samples = [];
        while (performance.now() - t0 < maxMs) {
          const r = region();
          if (!r) break;
          r.scrollTop = r.scrollHeight;
          await new Promise((res) => setTimeout(res, 150));
          loaded = Math.max(loaded, loadedNow(r));
          const nodes = r.getElementsByTagName('*').length;
          maxNodes = Math.max(maxNodes, nodes);
          samples.push([loaded, nodes]);
          if (loaded >= target) break;
        }
        const r = region();
        if (r) r.scrollTop = 0;
        await new Promise((res) => setTimeout(res, 800));
        const pick = (i) => samples[Math.min(samples.length - 1, i)];
        return {
          loaded,
          maxNodes,
          ms: performance.now() - t0,
          at: [pick(0), pick(Math.floor(samples.length / 2)), pick(samples.length - 1)].filter(Boolean),
        };
      },
      { target: scrollTo, maxMs: 40_000 },
    );

    const cdp = profile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    const run = await page.evaluate(
      async ({ perSecond, seconds, userId }) => {
        const region = () => document.querySelector('[data-ticket-id]')?.closest('[role=region]');
        const pending = new Map();
        const latencies = [];
        const fromDue = [];
        let superseded = 0;
        const check = () => {
          for (const [id, p] of pending) {
            for (const row of document.querySelectorAll(`[data-ticket-id="${id}"]`)) {
              if (row.textContent?.includes(p.token)) {
                latencies.push(performance.now() - p.at);
                fromDue.push(performance.now() - p.dueAt);
                pending.delete(id);
                break;
              }
            }
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        let maxNodes = 0;
        let listLength = 0;
        const sample = () => {
          const r = region();
          if (!r) return;
          maxNodes = Math.max(maxNodes, r.getElementsByTagName('*').length);
          // The virtual list's height over its rows' height: how many rows the list holds.
          const ul = r.querySelector('ul');
          const li = r.querySelector('li[data-index]');
          const row = li?.getBoundingClientRect().height ?? 0;
          if (ul && row > 0)
            listLength = Math.max(listLength, Math.round(ul.getBoundingClientRect().height / row));
        };
        const sampler = setInterval(sample, 250);
        // A known shape in the CPU profile (when one is taken): 30 ms in a function of this name, started at `mark`,
        // puts the profile's clock against the page's.
        const mark = performance.now();
        (function benchClockMark() {
          while (performance.now() - mark < 30);
        })();
        const t0 = performance.now();
        const handle = window.__sandbox.stream({
          perSecond,
          seconds,
          userId,
          onEvent: (e) => {
            if (e.kind !== 'message') return;
            if (pending.has(e.ticketId)) superseded += 1;
            pending.set(e.ticketId, { token: `[bench ${e.n}]`, at: e.at, dueAt: e.dueAt });
          },
        });
        // A page that cannot keep up takes events later and later: past three times the planned length the
        // run stops (the summary says how many went out), so CI never waits on it for long.
        const cap = setTimeout(() => handle.stop(), seconds * 3000);
        const summary = await handle.done;
        clearTimeout(cap);
        const t1 = performance.now();
        // Stragglers: rows still catching up once the stream stopped.
        await new Promise((res) => setTimeout(res, 3000));
        check();
        observer.disconnect();
        clearInterval(sampler);
        sample();
        const r = region();
        return {
          mark,
          t0,
          t1,
          summary,
          latencies,
          fromDue,
          missed: pending.size,
          superseded,
          maxNodes,
          endNodes: r ? r.getElementsByTagName('*').length : 0,
          listLength,
          longTasks:
            window.__bench.longTasks?.filter((t) => t.start >= t0 && t.start <= t1).map((t) => t.duration) ??
            null,
          longTaskEntries: window.__bench.longTasks,
          frames: window.__bench.frames,
          events: handle.events.map((e) => ({
            kind: e.kind,
            status: e.status,
            at: e.at,
            costMs: e.costMs,
            frames: e.frames,
          })),
        };
      },
      { perSecond, seconds, userId },
    );
    const where = whereTimeWent(run.frames, run.t0, run.t1);
    where.longTasks = explainLongTasks(run, run.t0, run.t1);
    if (cdp) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(cpu));
      where.selfTime = selfTime(cpu);
      inLongTasks(cpu, run.mark, where.longTasks, run.t0);
    }
    return { seeded, alone, scrolled, run: { ...run, frames: undefined, events: undefined }, where };
  } finally {
    await browser.close();
  }
}

/**
 * A 50,000-message conversation: open time (click on its row -> first messages painted; and a cold load of its
 * address), rendered items, and the first visible message's drift when older pages are prepended.
 */
export async function longConversation(base, { messages = 50_000, prepends = 10 } = {}) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { page, userId } = await openApp(browser, base);
    const seeded = await page.evaluate(
      ({ messages, userId }) => {
        const t0 = performance.now();
        const c = window.__sandbox.seedConversation({ messages, userId });
        return { ...c, ms: performance.now() - t0 };
      },
      { messages, userId },
    );
    await signIn(page);
    await page.locator(`[data-ticket-id="${seeded.ticketId}"]`).first().waitFor({ timeout: 15_000 });
    await sleep(1000);

    const open = await page.evaluate(async (ticketId) => {
      const row = document.querySelector(`[data-ticket-id="${ticketId}"]`);
      const target = row?.querySelector('[data-row-primary]') ?? row;
      if (!target) return { error: 'no row to click' };
      const first = () => document.querySelector('[data-anchor="bottom"] [data-message-id]');
      const apiBefore = performance.getEntriesByType('resource').length;
      return await new Promise((resolve) => {
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (!first()) return;
          observer.disconnect();
          const seen = performance.now();
          // The frame that paints them: after the next animation frame's rendering.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const requests = performance
                .getEntriesByType('resource')
                .slice(apiBefore)
                .filter((e) => e.name.includes('/api/'))
                .map((e) => ({
                  what: new URL(e.name).pathname,
                  start: e.startTime - t0,
                  duration: e.duration,
                }));
              resolve({ seenMs: seen - t0, paintedMs: performance.now() - t0, requests });
            }, 0),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true });
        setTimeout(() => resolve({ error: 'no message shown within 15 s' }), 15_000);
        t0 = performance.now();
        target.click();
      });
    }, seeded.ticketId);
    await sleep(1500);
    const renderedAfterOpen = await page.evaluate(
      () => document.querySelectorAll('[data-anchor="bottom"] [data-message-id]').length,
    );

    const drift = await page.evaluate(async (rounds) => {
      const region = () => document.querySelector('[data-anchor="bottom"]');
      const raf = () => new Promise((r) => requestAnimationFrame(() => r()));
      const rendered = () => document.querySelectorAll('[data-anchor="bottom"] [data-message-id]').length;
      const apiCalls = () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/messages/')).length;
      const offsetOf = (r, id) => {
        const el = r.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
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
        // only a row that reaches into the viewport (as the chat's drift in screens.mjs).
        await raf();
        const box = r.getBoundingClientRect();
        const top = box.top;
        const anchor = [...r.querySelectorAll('[data-message-id]')]
          .filter((el) => {
            const b = el.getBoundingClientRect();
            return b.bottom > box.top + 1 && b.top < box.bottom;
          })
          .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
        if (!anchor)
          return { error: `no message in the viewport at the top (round ${i + 1})`, out, maxRendered };
        const id = anchor.dataset.messageId;
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
            loadedAt = performance.now(); // before the settle wait below
            break;
          }
        }
        await raf();
        await raf();
        const r1 = region();
        const at1 = r1 ? offsetOf(r1, id) : null;
        await new Promise((res) => setTimeout(res, 500));
        const r2 = region();
        const at2 = r2 ? offsetOf(r2, id) : null;
        maxRendered = Math.max(maxRendered, rendered());
        out.push({
          prepended,
          ms: (loadedAt ?? performance.now()) - t0,
          first: at1 === null ? null : at1 - before,
          settled: at2 === null ? null : at2 - before,
        });
        if (!prepended) break;
      }
      return { out, maxRendered };
    }, prepends);

    // Cold: the conversation's address loaded from nothing in the same tab (app, sandbox and the log read back, then
    // the page). The same tab: the demo keeps each tab's sign-in to itself (mocks/tab-session.ts), so a new
    // tab would show the sign-in page, and this figure timed out from then on.
    let cold = null;
    try {
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-anchor="bottom"] [data-message-id]')) {
            observer.disconnect();
            window.__firstMessageAt = performance.now();
          }
        });
        observer.observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${base}/tickets/${seeded.uuid}`);
      await page.waitForFunction(() => window.__firstMessageAt !== undefined, null, { timeout: 30_000 });
      cold = await page.evaluate(() => window.__firstMessageAt);
    } catch (e) {
      cold = { error: String(e).split('\n')[0] };
    }
    return { seeded, open, renderedAfterOpen, drift, cold };
  } finally {
    await browser.close();
  }
}

/**
 * Heap growth over `minutes` of steady events after a warm-up, on the signed-in list. The sandbox lives in the same
 * JS heap and keeps every event (the log is append-only), so the same stream runs in a second browser that is not
 * signed in: what the sandbox alone grows; the app's growth is the difference.
 */
export async function heapGrowth(
  base,
  { minutes = 10, warmupSeconds = 60, perSecond = 10, tickets = 10_000, onProgress = () => {} } = {},
) {
  const browsers = [await chromium.launch(launchOptions()), await chromium.launch(launchOptions())];
  try {
    const sides = [];
    for (const [i, browser] of browsers.entries()) {
      const { context, page, userId } = await openApp(browser, base);
      const { ticketIds } = await page.evaluate(
        ({ count, userId }) => window.__sandbox.seedTickets({ count, userId }),
        { count: tickets, userId },
      );
      if (i === 0) await signIn(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      sides.push({ page, cdp, userId, ticketIds: ticketIds.slice(0, 40), app: i === 0 });
    }
    const seconds = warmupSeconds + minutes * 60 + 30;
    for (const s of sides)
      await s.page.evaluate(
        ({ perSecond, seconds, userId, ticketIds }) => {
          window.__heapStream = window.__sandbox.stream({ perSecond, seconds, userId, ticketIds });
        },
        { perSecond, seconds, userId: s.userId, ticketIds: s.ticketIds },
      );
    const measure = async (s) => {
      await s.cdp.send('HeapProfiler.collectGarbage');
      await s.cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await s.cdp.send('Runtime.getHeapUsage');
      const dom = await s.page.evaluate(() => ({
        nodes: document.getElementsByTagName('*').length,
        events: window.__heapStream.events.length,
        log: window.__sandbox.events().length,
      }));
      return { used: usedSize, ...dom };
    };
    // The warm-up is sampled too: what the app holds right after signing in and lets go later shows here.
    const warmup = [];
    for (let left = warmupSeconds; left > 0; left -= 60) {
      await sleep(Math.min(60, left) * 1000);
      const now = await Promise.all(sides.map(measure));
      warmup.push([now[0].used, now[1].used]);
      onProgress(-Math.ceil(left / 60) + 1, now[0].used, now[1].used, true);
    }
    // The signed-in page's heap after GC varies by ±0.4 MB from one sample to the next (what is in flight at that
    // moment): start and end are the median of five samples 5 s apart, and the growth is also fitted over every
    // minute (least squares), so one noisy sample does not make or hide growth.
    const settled = async () => {
      const runs = [];
      for (let i = 0; i < 5; i++) {
        if (i > 0) await sleep(5000);
        runs.push(await Promise.all(sides.map(measure)));
      }
      const med = (k) => [...runs].sort((a, b) => a[k].used - b[k].used)[2][k];
      return [med(0), med(1)];
    };
    const start = await settled();
    const samples = [start];
    for (let m = 1; m <= minutes; m++) {
      await sleep(60_000);
      const now = await Promise.all(sides.map(measure));
      samples.push(now);
      onProgress(m, now[0].used - start[0].used, now[1].used - start[1].used, false);
    }
    const end = await settled();
    samples[samples.length - 1] = end;
    for (const s of sides) await s.page.evaluate(() => window.__heapStream.stop());
    const app = end[0].used - start[0].used;
    const sandbox = end[1].used - start[1].used;
    const result = {
      minutes,
      perSecond,
      warmupSeconds,
      warmup,
      start,
      end,
      appGrowth: app,
      sandboxGrowth: sandbox,
      net: app - sandbox,
      per10Min: ((app - sandbox) * 10) / Math.max(1, minutes),
      series: samples.map((s) => s[0].used - start[0].used - (s[1].used - start[1].used)),
    };
    // Least-squares slope of the app's net series (bytes a minute), times ten.
    const ys = result.series;
    const mx = (ys.length - 1) / 2;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    const sxx = ys.reduce((a, _, i) => a + (i - mx) ** 2, 0);
    const sxy = ys.reduce((a, y, i) => a + (i - mx) * (y - my), 0);
    result.fittedPer10Min = sxx === 0 ? 0 : (sxy / sxx) * 10;
    return result;
  } finally {
    for (const b of browsers) await b.close();
  }
}
