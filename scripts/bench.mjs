#!/usr/bin/env node
// Prints, in headless Chromium:
// 1. the JavaScript (gzip) /login needs in a production build, chunk by chunk, against the budget: every script
//    requested until the form is on screen; what is prefetched after that (the workspace) is listed apart;
// 2. when the login form shows (first paint, form visible), medians of several loads;
// 3. on the demo build (the sandbox), login -> first ticket rows, medians of several runs, with the request
//    timeline of one run (issue 6 §9).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { launchOptions, findChromium, noChromiumHelp } from './chromium.mjs';

const BUDGET_KB = 120;
const RUNS = 7;
const port = 4199;

if (!findChromium()) {
  console.error(noChromiumHelp);
  process.exit(2);
}

const out = mkdtempSync(path.join(tmpdir(), 'bench-'));
const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// vite's own script, not npx, so that killing the child stops the server.
const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--outDir',
    out,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  {
    stdio: 'ignore',
  },
);

async function waitForServer(on = port) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${on}/login`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not start');
}

let exit = 0;
try {
  await waitForServer();
  const browser = await chromium.launch(launchOptions());
  const page = await browser.newPage();
  // The moment the form is on screen is taken inside the page (a MutationObserver), not by polling from here:
  // what the page asks for after it (the workspace, prefetched while the user types) is not what the form needs.
  await page.addInitScript(() => {
    const seen = () => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        /entrar/i.test(b.textContent ?? ''),
      );
      if (button && window.__formShownAt === undefined) window.__formShownAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.getByRole('button', { name: /entrar/i }).waitFor({ timeout: 15000 });
  await page.waitForLoadState('networkidle');
  const { shownAt, entries } = await page.evaluate(() => ({
    shownAt: window.__formShownAt ?? Infinity,
    entries: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  await browser.close();
  const scripts = new Set(entries.filter((e) => e.start <= shownAt).map((e) => e.path));
  const prefetched = new Set(entries.filter((e) => e.start > shownAt).map((e) => e.path));
  // The entry script is in the HTML, not a resource entry of its own: count it too.
  for (const f of readdirSync(path.join(out, 'assets')))
    if (f.startsWith('index-') && f.endsWith('.js')) scripts.add(`/assets/${f}`);

  const rows = [...scripts].map((p) => {
    const raw = readFileSync(path.join(out, p));
    return { chunk: p, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log('\nJavaScript loaded by /login (production build):');
  console.log(`${'chunk'.padEnd(50)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}`);
  for (const r of rows) console.log(`${r.chunk.padEnd(50)} ${kb(r.raw)} ${kb(r.gzip)}`);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`${'total'.padEnd(50)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(total)}`);
  const ok = total / 1024 <= BUDGET_KB;
  console.log(
    `budget for /login: ${BUDGET_KB} KB gzip -> ${ok ? 'within budget' : 'OVER BUDGET'} (${(total / 1024).toFixed(1)} KB)`,
  );

  const pre = [...prefetched].map((p) => gzipSync(readFileSync(path.join(out, p)), { level: 9 }).length);
  console.log(
    `prefetched after the form showed (the workspace, issue 6 §9): ${pre.length} chunks, ${(pre.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzip`,
  );

  await formTimings(`http://127.0.0.1:${port}/login`);

  // Every chunk of the build, for the record.
  const all = spawnSync('find', [path.join(out, 'assets'), '-name', '*.js'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .filter(Boolean);
  const chunks = all
    .map((f) => ({ f: path.basename(f), gz: gzipSync(readFileSync(f), { level: 9 }).length }))
    .sort((a, b) => b.gz - a.gz);
  console.log(`\nAll ${chunks.length} chunks of the build (gzip KB):`);
  for (const c of chunks) console.log(`  ${c.f.padEnd(48)} ${kb(c.gz)}`);
  // A benchmark reports; `--strict` turns an over-budget figure into a failure.
  if (!ok && process.argv.includes('--strict')) exit = 1;
} finally {
  server.kill();
  rmSync(out, { recursive: true, force: true });
}
await loginToRows();
process.exit(exit);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** First paint and the form on screen, from navigation start (ms), medians of RUNS loads in fresh contexts. */
async function formTimings(url) {
  const browser = await chromium.launch(launchOptions());
  const paints = [];
  const forms = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: /entrar/i }).waitFor({ timeout: 15000 });
    const t = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      form: performance.now(),
    }));
    paints.push(t.paint);
    forms.push(t.form);
    await context.close();
  }
  await browser.close();
  console.log(
    `\n/login (production build), medians of ${RUNS}: first contentful paint ${median(paints).toFixed(0)} ms, login form on screen ${median(forms).toFixed(0)} ms`,
  );
}

/** Issue 6 §9: login -> first ticket rows on the demo build (sandbox), medians of RUNS, and one request timeline. */
async function loginToRows() {
  const demoOut = mkdtempSync(path.join(tmpdir(), 'bench-demo-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'sandbox', '--outDir', demoOut, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) return;
  const demoPort = port + 1;
  const demo = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--mode',
      'sandbox',
      '--outDir',
      demoOut,
      '--port',
      String(demoPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(demoPort);
    const browser = await chromium.launch(launchOptions());
    const times = [];
    let timeline = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${demoPort}/login`);
      await page.getByLabel('Email').fill('admin@admin.com');
      await page.getByLabel('Senha', { exact: true }).fill('123456');
      // The sandbox's service worker and the prefetch of the workspace settle first, as on a form a person fills.
      await page.waitForLoadState('networkidle');
      const requests = [];
      let clickAt = 0;
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (clickAt > 0 && (u.pathname.startsWith('/api/') || req.resourceType() === 'script'))
          requests.push({
            what: `${req.method()} ${u.pathname}${u.search}`,
            req,
            start: Date.now() - clickAt,
            end: NaN,
          });
      });
      page.on('requestfinished', (req) => {
        const r = requests.find((x) => x.req === req);
        if (r) r.end = Date.now() - clickAt;
      });
      clickAt = Date.now();
      await page.getByRole('button', { name: /entrar/i }).click();
      await page.locator('[data-ticket-id]').first().waitFor({ timeout: 15000 });
      times.push(Date.now() - clickAt);
      if (i === 0) timeline = requests;
      await context.close();
    }
    await browser.close();
    console.log(
      `\nlogin -> first ticket rows (demo build, sandbox), medians of ${RUNS}: ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log('request timeline of the first run (ms after the click: sent -> answered):');
    for (const r of timeline)
      console.log(
        `  ${String(r.start).padStart(5)} -> ${Number.isNaN(r.end) ? '    ?' : String(r.end).padStart(5)}  ${r.what.slice(0, 110)}`,
      );
  } finally {
    demo.kill();
    rmSync(demoOut, { recursive: true, force: true });
  }
}
