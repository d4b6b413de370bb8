import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8099';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const pages = process.argv.slice(2);
for (const [w, h] of [[1440, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
  await ctx.addInitScript(() => { localStorage.setItem('lang', 'EN'); localStorage.setItem('hisLang', 'EN'); });
  const page = await ctx.newPage();
  await page.goto(`${base}/agent`);
  await page.getByLabel('Username').fill('demo_agent');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/agentHome');
  for (const p of pages) {
    await page.goto(`${base}/agentHome?page=${p}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${p}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
