// The bench's real-backend part: the production build against the reference backend
// (../shared/ref-backend), measured in headless Chromium with the page's own clock.
// 1. Sign-in -> first rows, and a reload of /tickets -> first rows: when the login answer is in, when the lists are
//    asked (the gap between the two), when their last answer is in, when the first rows are in the DOM, and the long
//    tasks on the way. Targets: the lists asked in the task receiving the login answer (no gap), rows within 50 ms
//    of the last list answer, no long task.
// 2. Script per event: the signed-in page on /tickets while the backend changes 10 tickets' status a second (REST
//    calls from here, as another attendant would), the page's ScriptDuration (CDP Performance metrics) over the run
//    divided by the changes, and the same page idle for as long, subtracted. Target ≤ 2 ms.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';
import { admin, api, backendUrl, buildFor, preview, resetData, signIn } from '../real-backend/setup.mjs';
import { probe } from './page-probe.mjs';
import { selfTime } from './workspace.mjs';

export const REAL_TARGETS = { rowsAfterAnswerMs: 50, gapMs: 0, scriptPerEventMs: 2 };
const RUNS = 5;
const EVENTS_PER_SECOND = 10;
const EVENT_SECONDS = 30;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)];
};

/** Installed before the app runs: the click on Entrar and the first ticket row, on the page's clock. */
function marks() {
  document.addEventListener('click', () => (window.__clickAt ??= performance.now()), true);
  new MutationObserver(() => {
    if (window.__rowsAt === undefined && document.querySelector('[data-ticket-id]'))
      window.__rowsAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
  // Whether the first list request leaves in the task that receives the login (or refresh) answer: when the app's
  // read of that answer's body settles, a message is posted; a list asked before it is delivered was asked in that
  // task (its microtasks included), before any other task ran.
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url, location.href).pathname;
    if (
      path === '/tickets' &&
      !url.includes('withUnreadMessages') &&
      window.__listsInAnswerTask === undefined
    )
      window.__listsInAnswerTask = window.__answerTaskOpen === true;
    const answer = fetch.call(this, input, init);
    if (path === '/auth/login' || path === '/auth/refresh_token')
      void answer.then((response) => {
        const text = response.text.bind(response);
        response.text = () =>
          text().then((body) => {
            window.__answerTaskOpen = true;
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (window.__answerTaskOpen = false);
            channel.port2.postMessage(0);
            return body;
          });
      });
    return answer;
  };
}

/** From the page: the login answer, the list requests and answers, the first rows, the long tasks in between. */
async function timeline(page, backend) {
  return page.evaluate((origin) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.startsWith(origin));
    const login = entries.find((e) =>
      ['/auth/login', '/auth/refresh_token'].includes(new URL(e.name).pathname),
    );
    // The open tab's lists (Atendendo, Aguardando); the top bar's unread read (withUnreadMessages) is not a list.
    const lists = entries.filter((e) => {
      const url = new URL(e.name);
      return url.pathname === '/tickets' && !url.searchParams.has('withUnreadMessages');
    });
    const from = login ? login.responseEnd : 0;
    const rowsAt = window.__rowsAt ?? NaN;
    const long = (window.__bench.longTasks ?? []).filter(
      (t) => t.start + t.duration > from && t.start < rowsAt,
    );
    return {
      loginAnswer: login ? login.responseEnd : null,
      listsAsked: Math.min(...lists.map((e) => e.startTime)),
      lastListAnswer: Math.max(...lists.map((e) => e.responseEnd)),
      lists: lists.length,
      inAnswerTask: window.__listsInAnswerTask === true,
      // What the answer's task needs in (the session's schemas, the lists-ahead module), for a run that missed it.
      codeIn: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/(auth\.schema|lists-ahead|schemas|common\.schema)-/.test(e.name))
        .map(
          (e) =>
            `${e.name
              .split('/')
              .pop()
              .replace(/-[\w-]+\.js$/, '')} ${Math.round(e.responseEnd)}`,
        ),
      rowsAt,
      clickAt: window.__clickAt ?? null,
      longTasks: long.map((t) => Math.round(t.duration)),
      before: entries
        .filter((e) => e.startTime >= from && e.startTime < Math.min(...lists.map((l) => l.startTime)))
        .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`),
    };
  }, backend);
}

async function signInTimes(browser, app) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript(probe);
    await page.addInitScript(marks);
    await page.goto(`${app}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('[data-ticket-id]').first().waitFor({ timeout: 20_000 });
    const signIn = await timeline(page, backendUrl);
    await page.reload();
    await page.locator('[data-ticket-id]').first().waitFor({ timeout: 20_000 });
    const reload = await timeline(page, backendUrl);
    // A returning user: the same browser signs in again (its storage kept, the session's token gone), as staff do
    // every morning; the first sign-in above is this browser's first ever.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${app}/login`);
    await page.evaluate(() => {
      performance.clearResourceTimings();
      window.__rowsAt = undefined;
      window.__clickAt = undefined;
    });
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('[data-ticket-id]').first().waitFor({ timeout: 20_000 });
    const returning = await timeline(page, backendUrl);
    runs.push({ signIn, reload, returning });
    await context.close();
  }
  return runs;
}

/** Waits until the wall clock is between :08 and :25 of a minute: the backend stalls for 6–7 s around each :00. */
async function clearOfMinuteBoundary(seconds) {
  for (;;) {
    const s = new Date().getSeconds();
    if (s >= 8 && s + seconds < 58) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function scriptPerEvent(browser, app, token, profile) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${app}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.locator('[data-ticket-id]').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(3000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const frames = { count: 0 };
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', (e) => {
    if (e.response.payloadData.includes('-ticket"')) frames.count += 1;
  });

  // The page idle for as long as the run: its own timers, the socket's pings.
  await clearOfMinuteBoundary(EVENT_SECONDS);
  const idle0 = await metrics();
  await page.waitForTimeout(EVENT_SECONDS * 1000);
  const idle1 = await metrics();

  // Tickets moved between Atendendo and Aguardando by another attendant: each PUT is one status change.
  const open = await api('GET', '/tickets?status=open&showAll=true&queueIds=[1]&pageNumber=1', token);
  const targets = open.tickets.slice(0, 20).map((t) => ({ id: t.id, userId: t.userId, status: 'open' }));
  await clearOfMinuteBoundary(EVENT_SECONDS);
  frames.count = 0;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const m0 = await metrics();
  let sent = 0;
  let done = 0;
  let failed = 0;
  const started = Date.now();
  const inFlight = [];
  for (let n = 0; n < EVENTS_PER_SECOND * EVENT_SECONDS; n++) {
    const due = started + (n * 1000) / EVENTS_PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = targets[n % targets.length];
    const next = t.status === 'open' ? 'pending' : 'open';
    t.status = next;
    sent += 1;
    inFlight.push(
      api(
        'PUT',
        `/tickets/${t.id}`,
        token,
        next === 'open' ? { status: 'open', userId: t.userId } : { status: 'pending', userId: null },
      )
        .then(() => (done += 1))
        .catch(() => (failed += 1)),
    );
  }
  await Promise.all(inFlight);
  await page.waitForTimeout(2000); // the last frames land
  const m1 = await metrics();
  const cpu = profile ? (await cdp.send('Profiler.stop')).profile : null;
  if (cpu && typeof profile === 'string') writeFileSync(profile, JSON.stringify(cpu));
  const seconds = (Date.now() - started) / 1000;
  await context.close();
  const ms = (a, b, key) => (b[key] - a[key]) * 1000;
  const script = ms(m0, m1, 'ScriptDuration');
  const task = ms(m0, m1, 'TaskDuration');
  const idleScript = (ms(idle0, idle1, 'ScriptDuration') * seconds) / EVENT_SECONDS;
  const idleTask = (ms(idle0, idle1, 'TaskDuration') * seconds) / EVENT_SECONDS;
  return {
    sent,
    done,
    failed,
    frames: frames.count,
    seconds,
    scriptPerEvent: script / done,
    netScriptPerEvent: (script - idleScript) / done,
    taskPerEvent: task / done,
    netTaskPerEvent: (task - idleTask) / done,
    idleScript,
    profile: cpu ? selfTime(cpu, 40) : null,
  };
}

/** The figures, or null when no backend answers (the part is then skipped). */
export async function realBackendFigures(appPort, { profile = false } = {}) {
  const token = await signIn();
  if (token === null) return null;
  if (!resetData()) throw new Error('could not reset the data from ../shared/ref-backend/seed.sql');
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-real-'));
  try {
    if (buildFor(outDir, profile ? ['--minify', 'false'] : []) !== 0)
      throw new Error('the production build failed');
    const server = await preview(outDir, appPort);
    const browser = await chromium.launch(launchOptions());
    try {
      const app = `http://127.0.0.1:${appPort}`;
      const runs = await signInTimes(browser, app);
      const events = await scriptPerEvent(browser, app, token, profile);
      return { runs, events };
    } finally {
      await browser.close();
      server.stop();
      resetData();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Prints the figures and pushes the verdicts. */
export function printRealBackend(figures, verdicts) {
  const { runs, events } = figures;
  for (const kind of ['signIn', 'returning', 'reload']) {
    const of = runs.map((r) => r[kind]);
    const gap = median(of.map((r) => r.listsAsked - (r.loginAnswer ?? 0)));
    const after = median(of.map((r) => r.rowsAt - r.lastListAnswer));
    const long = of.map((r) => r.longTasks.length);
    const label =
      kind === 'signIn'
        ? "sign-in (the browser's first)"
        : kind === 'returning'
          ? 'sign-in (a returning browser)'
          : 'reload of /tickets';
    console.log(
      `\n${label} -> first rows (real backend, production build), medians of ${RUNS}: ` +
        (kind !== 'reload'
          ? `click -> rows ${median(of.map((r) => r.rowsAt - r.clickAt)).toFixed(0)} ms; login answer -> lists asked ${gap.toFixed(0)} ms; `
          : `navigation -> rows ${median(of.map((r) => r.rowsAt)).toFixed(0)} ms; lists asked at ${median(of.map((r) => r.listsAsked)).toFixed(0)} ms; `) +
        `last list answer -> rows ${after.toFixed(0)} ms (lists asked per run: ${of.map((r) => r.lists).join(', ')}); long tasks on the way per run: ${long.join(', ')} (${of.map((r) => r.longTasks.join('+') || '0').join(', ')} ms)`,
    );
    console.log(`  asked before the lists (first run): ${of[0].before.join('; ') || 'nothing'}`);
    const sameTask = of.filter((r) => r.inAnswerTask).length;
    for (const [i, r] of of.entries())
      if (!r.inAnswerTask)
        console.log(
          `  run ${i + 1} missed it: answer in at ${Math.round(r.loginAnswer ?? NaN)} ms, lists asked at ${Math.round(r.listsAsked)} ms; code in at: ${r.codeIn.join(', ') || 'none fetched'}`,
        );
    console.log(
      `  lists asked in the task that received the ${kind === 'reload' ? 'refresh' : 'login'} answer: ${sameTask} of ${of.length} runs`,
    );
    verdicts.push({
      what: `real: ${label}: lists asked in the answer's task`,
      measured: `${sameTask} of ${of.length} runs (${kind === 'reload' ? 'answer' : 'login answer'} -> lists ${gap.toFixed(0)} ms)`,
      target: 'every run',
      met: sameTask === of.length,
    });
    verdicts.push({
      what: `real: ${label}: last list answer -> rows`,
      measured: `${after.toFixed(0)} ms`,
      target: `≤ ${REAL_TARGETS.rowsAfterAnswerMs} ms`,
      met: after <= REAL_TARGETS.rowsAfterAnswerMs,
    });
    verdicts.push({
      what: `real: ${label}: long tasks on the way (max of runs)`,
      measured: Math.max(...long),
      target: '0',
      met: Math.max(...long) === 0,
    });
  }
  console.log(
    `\nscript per event (real backend, ${events.done} status changes in ${events.seconds.toFixed(0)} s, ${events.failed} failed, ${events.frames} ticket frames received): ` +
      `script ${events.scriptPerEvent.toFixed(2)} ms/event (${events.netScriptPerEvent.toFixed(2)} ms net of the idle page's ${events.idleScript.toFixed(0)} ms); ` +
      `main-thread tasks ${events.taskPerEvent.toFixed(2)} ms/event (${events.netTaskPerEvent.toFixed(2)} ms net)`,
  );
  if (events.profile)
    console.log(
      `  CPU profile of the run (unminified build), self time by function:\n    ${events.profile.functions.join('\n    ')}\n  by file:\n    ${events.profile.files.join('\n    ')}`,
    );
  verdicts.push({
    what: 'real: script per ticket status change (10/s)',
    measured: `${events.scriptPerEvent.toFixed(2)} ms`,
    target: `≤ ${REAL_TARGETS.scriptPerEventMs} ms`,
    met: events.scriptPerEvent <= REAL_TARGETS.scriptPerEventMs,
  });
}
