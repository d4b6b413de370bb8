import type { Page } from 'playwright-core';
import { smsMessages, waitForSmsCode } from './outbox.js';

let serial = 0;
/** A Korean mobile number (national, as typed) that no account has yet. */
export const newMobile = () => `010${String(Date.now() + (serial += 1)).slice(-8)}`;
const e164Of = (national: string) => `+82${national.replace(/^0+/, '')}`;

/**
 * Registers a new member by mobile number (the registration dialog's default tab) with the SMS code
 * from the dev outbox, and waits until the header shows the new account. The image captcha rule must
 * be off (register-rules.ts): a test cannot read it.
 */
export const registerFreshMember = async (page: Page, baseUrl: string, password = 'Secret123') => {
  const mobile = newMobile();
  await page.goto(`${baseUrl}/register`);
  await page.getByRole('dialog', { name: /Welcome to/ }).waitFor();
  await page.getByLabel('Country code').selectOption('+82');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  const seen = (await smsMessages(baseUrl, e164Of(mobile))).map((message) => message.id);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  await page.getByLabel('Verification code').fill(await waitForSmsCode(baseUrl, e164Of(mobile), seen));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: `Account menu for ${mobile}` }).waitFor();
  return mobile;
};
