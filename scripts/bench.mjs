#!/usr/bin/env node
// Prints the JavaScript (gzip) that /login loads in a production build, chunk by chunk, against the budget.
// Builds into a temporary folder, serves it with `vite preview`, loads /login in headless Chromium and records
// every script the page requested until the network is idle.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { launchOptions, findChromium, noChromiumHelp } from './chromium.mjs';

const BUDGET_KB = 120;
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

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/login`);
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
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor({ timeout: 15000 });
  await browser.close();

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
process.exit(exit);
