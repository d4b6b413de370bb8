import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { depositWithDemoChannel } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 18, safer gambling, walked by a freshly registered player: a daily deposit limit refuses a
 * larger deposit with what is left; a raise waits 24 hours; the activity statement shows the deposit;
 * a time-out logs the player out on the spot and the login page refuses them with its end date.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.98.0');

beforeAll(async () => {
  await setRegisterFieldEnabled(databaseUrl, 'captcha', false);
});
afterAll(async () => {
  await setRegisterFieldEnabled(databaseUrl, 'captcha', true);
});

const openSaferGambling = async (page: Page, tab = 'limits') => {
  await page.goto(`${baseUrl}/member?page=saferGambling&tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Safer gambling' }).waitFor();
};
const depositCard = (page: Page) => page.getByRole('region', { name: 'Deposit limit' });
const dailyDeposit = (page: Page) => depositCard(page).getByRole('listitem').filter({ hasText: 'Daily' });

describe('safer gambling (issue 18)', () => {
  it('limits a new player’s deposits, holds a raise back, and shows the statement', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);

    await openSaferGambling(page);
    await expectNoSeriousA11yViolations(page);
    await dailyDeposit(page).getByLabel('New daily deposit limit').fill('100');
    await dailyDeposit(page).getByRole('button', { name: 'Save' }).click();
    await dailyDeposit(page).getByRole('status').filter({ hasText: 'Limit saved.' }).waitFor();

    await depositWithDemoChannel(page, baseUrl, '60');
    await page.getByLabel('Amount').fill('50');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^This deposit would pass your deposit limit\. You can deposit 40\.00 more until / })
      .waitFor();

    // The used part of the limit follows the deposit; a raise waits its 24 hours.
    await openSaferGambling(page);
    await dailyDeposit(page).getByText('60.00 used of 100.00').waitFor();
    await dailyDeposit(page).getByLabel('New daily deposit limit').fill('500');
    await dailyDeposit(page).getByRole('button', { name: 'Save' }).click();
    await dailyDeposit(page)
      .getByText(/^Change to 500\.00 waiting: you can confirm it from /)
      .waitFor();
    expect(await dailyDeposit(page).getByRole('button', { name: 'Confirm change' }).isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Limit changes' }).first().getByText('Waiting').waitFor();

    await page.getByRole('tab', { name: 'Activity statement' }).click();
    const byDay = page.getByRole('region', { name: 'Activity by day' });
    await byDay.getByRole('row').filter({ hasText: '60.00' }).first().waitFor();
    await page.getByRole('link', { name: 'Download CSV' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('takes a time-out that ends the session and refuses the next login until it ends', async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const me = await registerFreshMember(page, baseUrl);

    await openSaferGambling(page, 'break');
    await page.getByLabel('Length').selectOption({ label: '24 hours' });
    await page.getByLabel('Your login password').fill(me.password);
    const start = page.getByRole('button', { name: 'Start my break' });
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel(/I understand that I cannot log in/).check();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await start.click();
    const taken = page.getByRole('dialog', { name: 'Your break has started' });
    await taken.getByText(/^Your account is closed until /).waitFor();
    await taken.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(me.username);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Your account is closed to play until / })
      .waitFor();
  });
});
