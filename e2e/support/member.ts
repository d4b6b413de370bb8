import type { Page } from 'playwright-core';

/** Logs in through the login popup as the seeded demo member and waits for the header's account menu. */
export const logInAsDemoMember = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill('demo_member');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue playing' }).click();
  await page.getByRole('button', { name: 'Account menu for Demo Member' }).waitFor();
};

export const headerBalance = (page: Page) => page.getByTestId('header-balance');

/** "₩1,234.50" -> 123450 (minor units; no float arithmetic). */
export const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

export const headerBalanceMinor = async (page: Page) =>
  minorOf((await headerBalance(page).textContent()) ?? '');
