import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors, launchBrowser, type BrowserSession } from '../support/browser.js';
import { runOperator } from '../support/operator.js';
import { artifactsDir } from '../support/paths.js';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
/** An address the bundled IP-to-country database places in GB, which the test server blocks. */
const blockedVisitorIp = '81.2.69.142';
let session: BrowserSession;

const englishPage = async (headers: Record<string, string> = {}) => {
  const page = await session.newPage({ extraHTTPHeaders: headers });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  return page;
};

beforeAll(async () => {
  session = await launchBrowser();
});
afterEach(() => {
  runOperator(databaseUrl, 'maintenance', 'off');
});
afterAll(async () => {
  await session?.close();
});

describe('start-up status page', () => {
  it('shows the maintenance page with a customer-service button after the operator switches it on', async () => {
    expect(runOperator(databaseUrl, 'maintenance', 'on')).toMatch(/on/i);
    const page = await englishPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: /maintenance/i }).waitFor();
    await page.getByRole('button', { name: /customer service/i }).waitFor();
    await page.screenshot({ path: `${artifactsDir}maintenance.png` });
    await expectNoSeriousA11yViolations(page);

    runOperator(databaseUrl, 'maintenance', 'off');
    await page.reload();
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('heading', { name: /maintenance/i }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the region-blocked page with the visitor IP and a customer-service button', async () => {
    const page = await englishPage({ 'x-forwarded-for': blockedVisitorIp });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByText(blockedVisitorIp).waitFor();
    await page.getByRole('button', { name: /customer service/i }).waitFor();
    await page.screenshot({ path: `${artifactsDir}region-blocked.png` });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('gives maintenance priority over the region block', async () => {
    runOperator(databaseUrl, 'maintenance', 'on');
    const page = await englishPage({ 'x-forwarded-for': blockedVisitorIp });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: /maintenance/i }).waitFor();
    expect(await page.getByText(blockedVisitorIp).count()).toBe(0);
  });
});
