import type { Page } from 'playwright-core';
import { smsMessages, waitForSmsCode } from './outbox.js';

/**
 * A fresh registration through the register dialog (username tab, SMS code from the dev outbox), as a
 * new player would do it: the e2e flows of issue 14 start from one instead of a seeded account. The
 * image captcha must be off (register-rules.ts: a test cannot read it). `path` may carry a referral
 * link (/register?referralCode=AGENT001). Returns the account and its login password.
 */
const run = Date.now().toString(36);
let serial = 0;

export interface FreshMember {
  username: string;
  password: string;
}

export const registerFreshMember = async (
  page: Page,
  baseUrl: string,
  path = '/register',
): Promise<FreshMember> => {
  serial += 1;
  const member = { username: `p${run}${serial}`, password: 'Secret123' };
  const national = `010${String(Date.now() + serial).slice(-8)}`;
  const e164 = `+82${national.replace(/^0+/, '')}`;
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('dialog', { name: /Welcome to/ }).waitFor();
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByLabel('Country code').selectOption('+82');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(national);
  const seen = (await smsMessages(baseUrl, e164)).map((message) => message.id);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await waitForSmsCode(baseUrl, e164, seen));
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: `Account menu for ${member.username}` }).waitFor();
  return member;
};
