import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4555';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const shot = async (name, width, fn) => {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, isMobile: width < 500, hasTouch: width < 500 });
  await ctx.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const page = await ctx.newPage();
  try { await fn(page); } catch (e) { console.log(name, 'ERR', e.message.split('\n')[0]); }
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
};
const login = async (page) => {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo_member');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue playing' }).click({ timeout: 8000 }).catch(() => {});
  await page.waitForTimeout(1500);
  for (let i = 0; i < 4; i++) { const c = page.getByRole('button', { name: 'Close' }).first(); if (await c.isVisible().catch(()=>false)) await c.click().catch(()=>{}); await page.waitForTimeout(300); }
};
await shot('home-1440-member', 1440, async (p) => { await login(p); await p.getByRole('button', { name: 'Balance by wallet' }).click(); await p.waitForTimeout(500); });
await shot('search-1440', 1440, async (p) => { await p.goto(base); await p.waitForTimeout(1500); const f = p.getByRole('combobox', { name: 'Search games' }); await f.click(); await f.pressSequentially('dragon', {delay: 30}); await p.waitForTimeout(1500); });
await shot('home-390-guest', 390, async (p) => { await p.goto(base); await p.waitForTimeout(2500); });
await shot('betrecord-1440', 1440, async (p) => { await login(p); await p.goto(`${base}/member?page=personalHistoryCopy`); await p.waitForTimeout(2500); });
await shot('betrecord-390', 390, async (p) => { await login(p); await p.goto(`${base}/member?page=personalHistoryCopy`); await p.waitForTimeout(2500); });
await shot('security-1440', 1440, async (p) => { await login(p); await p.goto(`${base}/member?page=securityCenter`); await p.waitForTimeout(2000); });
await shot('seamless-pg-1440', 1440, async (p) => { await login(p); await p.goto(`${base}/?type=RNG&vassalage=PG`); await p.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click(); await p.waitForTimeout(4000); });
await browser.close();
