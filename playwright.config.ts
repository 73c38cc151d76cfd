import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

const port = Number(process.env['E2E_PORT'] ?? 5174);
// The suite runs the demo as it ships: built, served by `vite preview` with the Content-Security-Policy header
// (issue 17), so a violation anywhere fails the test that caused it (tests/e2e/csp-guard.ts). One build directory per
// port, so two runs at once do not empty each other's.
const outDir = `dist-e2e/${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['PW_JSON']
    ? [['list'], ['json', { outputFile: process.env['PW_JSON'] }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: launchOptions(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
  },
  webServer: {
    command:
      `npx vite build --mode sandbox --outDir ${outDir} --emptyOutDir --logLevel warn && ` +
      `npx vite preview --mode sandbox --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    stdout: 'ignore',
  },
});
