import { chromium } from 'playwright';
const [,, url, out, w = '1280', h = '800', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
const logs = [];
page.on('console', (m) => logs.push(`[${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));
await page.goto(url);
await page.waitForTimeout(2500);
if (actions === 'login') {
  await page.getByLabel('Email').fill(process.env.EMAIL ?? 'admin@admin.com');
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForTimeout(4000);
}
await page.screenshot({ path: out });
console.log(page.url());
console.log(logs.slice(0, 30).join('\n'));
await browser.close();
