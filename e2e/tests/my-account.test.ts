import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { waitForMail } from '../support/mail.js';
import { smsMessages, waitForSmsCode } from '../support/outbox.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 18, my account from a fresh registration on a phone: the player fills in the personal details
 * (the real name locks once a bank account is bound), binds an e-mail address with a code sent over
 * SMTP, sets a withdrawal password and then resets it with a code sent by SMS.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const mailDir = inject('mailDir');
const newVisitorPage = englishVisitors('10.98.0');

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const openSecurityCentre = async (page: Page) => {
  await page.goto(`${baseUrl}/member?page=securityCenter`);
  await page.getByRole('region', { name: 'Personal details' }).getByLabel('Nickname *').waitFor();
  for (let tries = 0; tries < 5 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
};

describe('my account (issue 18)', () => {
  it('keeps personal details, binds an e-mail by code and resets the withdrawal password by SMS', async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    const me = await registerFreshMember(page, baseUrl);
    await openSecurityCentre(page);

    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByLabel('Real name').fill('Kim Min-jun');
    await details.getByLabel('Address').fill('12 Sejong-daero, Seoul');
    await details.getByLabel('Occupation').fill('Engineer');
    await details.getByLabel('Telegram').fill('has space');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('5-32 characters without spaces.').waitFor();
    await details.getByLabel('Telegram').fill('@kim_minjun');
    await details.getByRole('button', { name: 'Save details' }).click();
    await status(page, 'Your details are saved.').waitFor();

    // A bank account locks the real name.
    await page.getByLabel('Bank', { exact: true }).fill('Demo Bank');
    await page.getByLabel('Account holder name').fill('Kim Min-jun');
    await page.getByLabel('Account number').fill('1102345678');
    await page.getByRole('button', { name: 'Bind account' }).click();
    await status(page, 'The bank account is bound.').waitFor();
    await openSecurityCentre(page);
    await details.getByText('Locked once a bank account is bound. Customer service can change it.').waitFor();
    expect(await details.getByLabel('Real name').getAttribute('readonly')).not.toBeNull();
    expect(await details.getByLabel('Telegram').inputValue()).toBe('@kim_minjun');

    // The e-mail address, bound with the code sent to it.
    const email = `${me.username}@mail.e2e.example`;
    const contacts = page.getByRole('region', { name: 'Mobile number and e-mail' });
    await contacts.getByRole('button', { name: 'Bind: E-mail address' }).click();
    await contacts.getByLabel('E-mail address', { exact: true }).fill(email);
    await contacts.getByRole('button', { name: 'Send code' }).click();
    const mail = await waitForMail(mailDir, email);
    await contacts.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
    await contacts.getByRole('button', { name: 'Confirm', exact: true }).click();
    await status(page, 'Your e-mail address is bound.').waitFor();
    await contacts.getByText(email).waitFor();
    await expectNoSeriousA11yViolations(page);

    // A withdrawal password, then reset by an SMS code.
    await page.getByRole('button', { name: 'Set withdrawal password' }).click();
    const set = page.getByRole('form', { name: 'Set a withdrawal password' });
    await set.getByLabel('Login password').fill(me.password);
    await set.getByLabel('New withdrawal password', { exact: true }).fill('135791');
    await set.getByLabel('Confirm new withdrawal password').fill('135791');
    await set.getByRole('button', { name: 'Save withdrawal password' }).click();
    await status(page, 'Your withdrawal password is set.').waitFor();
    await page.getByRole('button', { name: 'Forgot it? Reset by code' }).click();
    const reset = page.getByRole('form', { name: 'Reset the withdrawal password' });
    await reset.getByRole('radio', { name: /Mobile number/ }).check();
    const seen = (await smsMessages(baseUrl, me.mobile)).map((message) => message.id);
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByLabel('Verification code').fill(await waitForSmsCode(baseUrl, me.mobile, seen));
    await reset.getByLabel('New withdrawal password', { exact: true }).fill('246810');
    await reset.getByLabel('Confirm new withdrawal password').fill('246810');
    await expectNoSeriousA11yViolations(page);
    await reset.getByRole('button', { name: 'Reset withdrawal password' }).click();
    await status(page, 'Your withdrawal password is reset.').waitFor();

    // The new one works where a withdrawal password is asked: changing it.
    await page.getByRole('button', { name: 'Change withdrawal password' }).click();
    const change = page.getByRole('form', { name: 'Change the withdrawal password' });
    await change.getByLabel('Current withdrawal password').fill('246810');
    await change.getByLabel('New withdrawal password', { exact: true }).fill('112233');
    await change.getByLabel('Confirm new withdrawal password').fill('112233');
    await change.getByRole('button', { name: 'Save new withdrawal password' }).click();
    await status(page, 'Your withdrawal password is changed.').waitFor();
    expect(errors).toEqual([]);
  });
});
