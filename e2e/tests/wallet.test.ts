import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { headerBalance, headerBalanceMinor, logInAsDemoMember } from '../support/member.js';
import { englishVisitors } from '../support/visitors.js';
import { runOperator } from '../support/operator.js';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const newVisitorPage = englishVisitors('10.79.0');

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre pages' });
const openMemberPage = async (page: Page, name: string) => {
  await memberMenu(page).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
};

describe('wallet and cashier', () => {
  it('deposits, transfers, withdraws, confirms the receipt and shows every entry in the account record', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoMember(page, baseUrl);
    await expect
      .poll(async () => (await headerBalance(page).textContent()) ?? '')
      .toMatch(/^₩[\d,]+\.\d{2}$/);
    const before = await headerBalanceMinor(page);

    // Instant demo deposit: the header balance follows without a page reload.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await page.getByRole('radio', { name: 'Demo instant deposit' }).check();
    await page.getByLabel('Amount').fill('50000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Deposit of 50,000.00 credited' }).waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before + 5_000_000);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await page.getByRole('region', { name: 'Deposit record' }).getByText('Approved').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // Wallet transfer: main -> PG Soft. The header shows the total across wallets: it stays.
    await openMemberPage(page, 'Wallet');
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'PG Soft' });
    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '1,000.00 moved from Main wallet to PG Soft' })
      .waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before + 5_000_000);
    await expectNoSeriousA11yViolations(page);

    // Bind a bank account, then withdraw with the payment password: the amount is held, in process.
    await openMemberPage(page, 'My account');
    await page.getByLabel('Bank', { exact: true }).fill('Demo Bank');
    await page.getByLabel('Account holder name').fill('Demo Member');
    await page.getByLabel('Account number').fill('1102345678');
    await page.getByRole('button', { name: 'Bind account' }).click();
    await page.getByRole('status').filter({ hasText: 'The bank account is bound.' }).waitFor();
    await page.getByText('****5678').or(page.getByText(/5678$/)).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await openMemberPage(page, 'Withdraw');
    await page.getByLabel('Amount').fill('10000');
    await page.getByLabel('Withdrawal password').fill('123456');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Withdrawal of 10,000.00 requested' }).waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before + 4_000_000);
    const records = page.getByRole('list').filter({ has: page.getByText('In process') });
    await records.getByText('10,000.00').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // The operator pays it out on the command line; the member confirms "received".
    const pending = runOperator(databaseUrl, 'withdraw', 'list');
    const id = pending
      .split('\n')
      .find((line) => line.includes('demo_member') && line.includes('10000.00'))
      ?.split('\t')[0];
    expect(id).toMatch(/^\d+$/);
    expect(runOperator(databaseUrl, 'withdraw', 'approve', id!)).toContain('approved');

    await page.reload();
    const withdrawal = page.getByRole('listitem', { name: `Withdrawal ${id}` });
    await withdrawal.getByText('Approved').waitFor();
    await withdrawal.getByRole('radio', { name: 'Received', exact: true }).check();
    await withdrawal.getByRole('button', { name: 'Confirm receipt' }).click();
    // "Received" is also a radio's label (and the button is renamed while it sends): the receipt's
    // status shows once the whole form has gone.
    await withdrawal.getByRole('radio').first().waitFor({ state: 'detached' });
    expect(await withdrawal.getByRole('button', { name: 'Confirm receipt' }).count()).toBe(0);
    await withdrawal.getByText('Received', { exact: true }).waitFor();

    // The account record lists the deposit, both legs of the transfer and the withdrawal.
    await openMemberPage(page, 'Account record');
    const table = page.getByRole('region', { name: 'Account record' });
    await table.getByRole('cell', { name: 'Deposit', exact: true }).first().waitFor();
    expect(
      await table.getByRole('cell', { name: 'Wallet transfer', exact: true }).count(),
    ).toBeGreaterThanOrEqual(2);
    await table.getByRole('cell', { name: 'Withdrawal', exact: true }).first().waitFor();
    await table.getByRole('cell', { name: '+50,000.00' }).first().waitFor();
    await table.getByRole('cell', { name: '-10,000.00' }).first().waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Deposit' });
    await expect.poll(() => table.getByRole('cell', { name: 'Withdrawal', exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  }, 120_000);
});
