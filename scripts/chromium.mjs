// One place that knows where Chromium is and how to launch it quietly on a closed network.
// Both the Vitest browser projects and Playwright import it.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser when one is installed. */
/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

export const noChromiumHelp = [
  'No Chromium found for the browser tests. Any one of these fixes it:',
  '  - Debian/Ubuntu:  sudo apt-get install -y chromium      (gives /usr/bin/chromium)',
  '  - anywhere:       npx playwright install chromium',
  '  - or point CHROMIUM_PATH at a Chromium/Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

/** @returns {{ executablePath?: string, args: string[] }} */
export function launchOptions() {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
