import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4555';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 300 } });
  await ctx.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo_member');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue playing' }).click({ timeout: 8000 }).catch(() => {});
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape'); await page.waitForTimeout(300); await page.keyboard.press('Escape');
  await page.screenshot({ path: `/tmp/shots/header-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
  if (width === 1440) {
    await page.getByRole('button', { name: 'Search games' }).click();
    await page.getByRole('combobox', { name: 'Search games' }).pressSequentially('dragon', { delay: 30 });
    await page.waitForTimeout(1500);
    await page.setViewportSize({ width, height: 600 });
    await page.screenshot({ path: `/tmp/shots/header-search-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
