import { defineConfig } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';

const port = Number(process.env['E2E_PORT'] ?? 5174);

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
    command: `npx vite --mode sandbox --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    stdout: 'ignore',
  },
});
