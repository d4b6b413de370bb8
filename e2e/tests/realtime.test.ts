import { sessionKeys } from '@gp/contract/constants';
import { realtimePath } from '@gp/contract/realtime';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors } from '../support/browser.js';
import { headerBalance, headerBalanceMinor, logInAsDemoMember } from '../support/member.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');

const newVisitorPage = englishVisitors('10.80.0');

/** Counts the balance pushes the page's real-time socket receives. */
const countBalancePushes = (page: Page) => {
  const seen = { sockets: 0, pushes: 0 };
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith(realtimePath)) return;
    seen.sockets += 1;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"balance"')) seen.pushes += 1;
    });
  });
  return seen;
};

describe('real-time balance', () => {
  it('a deposit in one tab updates the header balance of another tab of the member without a reload', async () => {
    const tabA = await newVisitorPage();
    const errorsA = collectPageErrors(tabA);
    await logInAsDemoMember(tabA, baseUrl);
    await expect.poll(() => headerBalance(tabA).textContent()).toMatch(/^₩[\d,]+\.\d{2}$/);

    // Tab B: same browser context, same member (sessionStorage is per tab: the token comes via ?token=).
    const token = await tabA.evaluate((key) => sessionStorage.getItem(key), sessionKeys.token);
    expect(token).toBeTruthy();
    const tabB = await tabA.context().newPage();
    const errorsB = collectPageErrors(tabB);
    const socketB = countBalancePushes(tabB);
    await tabB.goto(`${baseUrl}/?token=${encodeURIComponent(token!)}`);
    await tabB.getByRole('button', { name: 'Account menu for Demo Member' }).waitFor();
    await expect.poll(() => headerBalance(tabB).textContent()).toMatch(/^₩[\d,]+\.\d{2}$/);
    // The socket authenticated: the server answers with the current balance.
    await expect.poll(() => socketB.pushes).toBeGreaterThanOrEqual(1);
    const before = await headerBalanceMinor(tabB);
    const pushesBefore = socketB.pushes;
    await tabB.evaluate(() => Object.assign(window, { __noReload: true }));
    let balanceRequestsB = 0;
    tabB.on('request', (request) => {
      if (request.url().includes('/wps/v2/wallets/balance')) balanceRequestsB += 1;
    });

    await tabA.bringToFront();
    await tabA.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await tabA.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await tabA.getByRole('radio', { name: 'Demo instant deposit' }).check();
    await tabA.getByLabel('Amount').fill('12345');
    await tabA.getByRole('button', { name: 'Deposit', exact: true }).click();
    await tabA.getByRole('status').filter({ hasText: 'Deposit of 12,345.00 credited' }).waitFor();

    // Tab B follows by the push alone: no reload, no refresh click, no balance request.
    await expect.poll(() => headerBalanceMinor(tabB)).toBe(before + 1_234_500);
    expect(socketB.pushes).toBeGreaterThan(pushesBefore);
    expect(socketB.sockets).toBe(1);
    expect(balanceRequestsB).toBe(0);
    expect(await tabB.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect.poll(() => headerBalanceMinor(tabA)).toBe(before + 1_234_500);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  }, 90_000);
});
