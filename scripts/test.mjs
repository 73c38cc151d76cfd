#!/usr/bin/env node
// Runs every test project (unit, browser, storybook, e2e) and ends with the plain line `N passed, N failed`.
// `node scripts/test.mjs unit|browser|storybook|e2e` runs one project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { findChromium, noChromiumHelp } from './chromium.mjs';

const only = process.argv[2];
const vitestProjects = ['unit', 'browser', 'storybook'];
const wanted = only ? [only] : [...vitestProjects, 'e2e'];
const needsBrowser = wanted.some((p) => p !== 'unit');

if (needsBrowser && !findChromium()) {
  console.error(noChromiumHelp);
  process.exit(2);
}

const outDir = '.vitest-results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const env = { ...process.env, TZ: 'America/Sao_Paulo', FORCE_COLOR: process.env['FORCE_COLOR'] ?? '1' };

let passed = 0;
let failed = 0;
let exitCode = 0;
/** Names of the failed tests with the first lines of their errors, printed again at the very end, so the tail of a
 * long CI log says which test failed without scrolling back through thousands of lines. */
const failures = [];
const firstLines = (text, n = 4) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, n)
    .map((l) => `    ${l.slice(0, 300)}`)
    .join('\n');

const vitestWanted = wanted.filter((p) => vitestProjects.includes(p));
if (vitestWanted.length > 0) {
  const json = `${outDir}/vitest.json`;
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
  for (const p of vitestWanted) args.push('--project', p);
  const run = spawnSync('npx', args, { stdio: 'inherit', env });
  if (run.status !== 0) exitCode = run.status ?? 1;
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0)
      failed += report.numFailedTestSuites;
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      const name = relative(process.cwd(), file.name);
      for (const t of failedTests)
        failures.push(`  ${name} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
      if (failedTests.length === 0 && file.status === 'failed')
        failures.push(`  ${name} (the file failed)\n${firstLines(file.message)}`);
    }
  } else {
    failed += 1;
  }
}

if (wanted.includes('e2e')) {
  const json = `${outDir}/playwright.json`;
  const run = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: { ...env, PW_JSON: json } });
  if (run.status !== 0) exitCode = run.status ?? 1;
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const stats = report.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const result = (test.results ?? []).at(-1);
            failures.push(
              `  ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${firstLines(result?.error?.message)}`,
            );
          }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  } else {
    failed += 1;
  }
}

if (passed === 0 && failed === 0) exitCode = exitCode || 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
