import { chromium } from 'playwright';
import { launchOptions } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch(launchOptions());
const base = 'http://127.0.0.1:5173';
async function session(viewport, name, fn) {
  const ctx = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', name, e.message));
  try { await fn(page); } catch (e) { console.log('FAIL', name, e.message); await page.screenshot({ path: `/tmp/shots/${name}-fail.png` }); }
  await ctx.close();
}
async function login(page, email = 'admin@admin.com') {
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/tickets$/);
  await page.getByRole('tabpanel').locator('[data-ticket-id]').first().waitFor();
}
const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'wide') await session({ width: 1280, height: 800 }, 'wide', async (page) => {
  await login(page);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: '/tmp/shots/01-list.png' });
  await page.getByRole('tabpanel').locator('[data-ticket-id] [data-contact-name]').first().click();
  await page.getByRole('region', { name: 'Mensagens' }).locator('[data-message-id]').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/02-conversation.png' });
  await page.getByRole('button', { name: 'Opções do ticket' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/03-options.png' });
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/04-transfer.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Aguardando/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/05-pending.png' });
});
if (which === 'all' || which === 'narrow') await session({ width: 390, height: 800 }, 'narrow', async (page) => {
  await login(page);
  await page.waitForTimeout(3500);
  await page.screenshot({ path: '/tmp/shots/10-narrow-list.png' });
  await page.getByRole('tabpanel').locator('[data-ticket-id] [data-contact-name]').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/11-narrow-conv.png' });
});
await browser.close();
