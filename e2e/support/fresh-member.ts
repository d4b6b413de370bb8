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
export const freshMemberPassword = 'Secret123';

export interface FreshMember {
  username: string;
  password: string;
  /** The mobile number it registered with (E.164): where its SMS codes go. */
  mobile: string;
}

export const registerFreshMember = async (
  page: Page,
  baseUrl: string,
  path = '/register',
): Promise<FreshMember> => {
  serial += 1;
  const national = `010${String(Date.now() + serial).slice(-8)}`;
  const e164 = `+82${national.replace(/^0+/, '')}`;
  const member = { username: `p${run}${serial}`, password: freshMemberPassword, mobile: e164 };
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
  // Attached, not necessarily visible: the new member's popups may cover the page.
  await page
    .getByRole('button', { name: `Account menu for ${member.username}`, includeHidden: true })
    .waitFor({ state: 'attached' });
  return member;
};

/** A Korean mobile number (national, as typed) that no account has yet. */
export const newMobile = () => `010${String(Date.now() + (serial += 1)).slice(-8)}`;
const e164Of = (national: string) => `+82${national.replace(/^0+/, '')}`;

/**
 * Registers a new member by mobile number (the registration dialog's default tab) with the SMS code
 * from the dev outbox, and waits until the header shows the new account. The image captcha rule must
 * be off (register-rules.ts): a test cannot read it.
 */
export const registerFreshMobileMember = async (page: Page, baseUrl: string, password = 'Secret123') => {
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
