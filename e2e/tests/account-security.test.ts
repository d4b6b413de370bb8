import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { runOperator } from '../support/operator.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 18, the security centre's login activity, from a fresh registration: the player logs in on a
 * second device, sees both sessions and the logins in the history, and logs the other device out,
 * which is then logged out on its next page; then changes the password on its own page. Then the
 * second factor (spec 4.2 step 5): a new player enrols an authenticator app and, with the operator's
 * switch on, logs in from a new IP with a code from it.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.99.0');

beforeAll(async () => {
  await setRegisterFieldEnabled(databaseUrl, 'captcha', false);
});
afterAll(async () => {
  await setRegisterFieldEnabled(databaseUrl, 'captcha', true);
});

/** Closes a new member's popups so the page below can be used. */
const closeDialogs = async (page: Page) => {
  for (let tries = 0; tries < 5 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
};

/** The authenticator app's code, as the phone would show it `offsetSteps` 30-second steps from now. */
const appCode = (key: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe('login activity (issue 18)', () => {
  it('shows where the player is logged in and logs another device out', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    const me = await registerFreshMember(page, baseUrl);

    const other = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    await other.goto(`${baseUrl}/login`);
    await other.getByLabel('Username').fill(me.username);
    await other.getByLabel('Password', { exact: true }).fill(me.password);
    await other.getByRole('button', { name: 'Log in', exact: true }).click();
    await other.getByRole('button', { name: 'Continue playing' }).click();

    await page.goto(`${baseUrl}/member?page=securityCenter`);
    // The login activity loads when the page's end comes into view (past a new player's popups).
    await page.getByRole('heading', { name: 'Bank accounts', includeHidden: true }).waitFor();
    for (let tries = 0; tries < 5 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    await page.getByRole('button', { name: 'Bind account' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const sessions = page.getByRole('region', { name: 'Where you are logged in' });
    await sessions.getByText('This device').waitFor();
    const attempts = page.getByRole('region', { name: 'Login attempts' });
    await attempts.getByText('Logged in').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await sessions.getByRole('button', { name: 'Log out all other sessions' }).click();
    await sessions.getByRole('status').filter({ hasText: 'Every other session is logged out.' }).waitFor();

    await other.goto(`${baseUrl}/member?page=securityCenter`);
    await expect.poll(() => other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // Change password is a page of the member centre too; this session stays.
    await page.goto(`${baseUrl}/member?page=changePassword`);
    await page.getByLabel('Current password').fill(me.password);
    await page.getByLabel('New password', { exact: true }).fill('Better456');
    await page.getByLabel('Confirm new password').fill('Better456');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password is changed. Your other sessions are logged out.' })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('enrols an authenticator app and logs in from a new IP with a code from it', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    const me = await registerFreshMember(page, baseUrl);
    await page.goto(`${baseUrl}/member?page=securityCenter`);
    await page.getByRole('heading', { name: 'Bank accounts', includeHidden: true }).waitFor();
    await closeDialogs(page);
    await page.getByRole('button', { name: 'Bind account' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const card = page.getByRole('region', { name: 'Authenticator app' });
    await card.getByRole('button', { name: 'Set up' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = await card.locator('code').first().innerText();
    await card.getByLabel('Code shown in the app').fill(appCode(key));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'I have kept them' }).click();
    await card.getByText(/On since .*10 recovery codes left\./).waitFor();

    runOperator(databaseUrl, 'switch', 'on', 'LOGIN2FA3');
    try {
      // Another device at another address, on a phone.
      const phone = await newVisitorPage({ viewport: { width: 390, height: 844 } });
      await phone.goto(`${baseUrl}/login`);
      await phone.getByLabel('Username').fill(me.username);
      await phone.getByLabel('Password', { exact: true }).fill(me.password);
      await phone.getByRole('button', { name: 'Log in', exact: true }).click();
      await phone.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
      const methods = phone.getByRole('group', { name: 'How to confirm' });
      expect(await methods.getByRole('radio').count()).toBe(2);
      await expectNoSeriousA11yViolations(phone);
      // The enrolment spent this step's code: the app's next one.
      await phone.getByLabel('6-digit code from your authenticator app').fill(appCode(key, 1));
      await phone.getByRole('checkbox', { name: 'Trust this browser for 30 days' }).check();
      await phone.getByRole('button', { name: 'Confirm and log in' }).click();
      await phone.getByRole('button', { name: 'Continue playing' }).click();
      expect(await phone.evaluate(() => localStorage.getItem('trustedDevice'))).toMatch(/^[\w-]{43}$/);

      await page.reload();
      await page.getByRole('heading', { name: 'Bank accounts', includeHidden: true }).waitFor();
      await closeDialogs(page);
      await page.getByRole('button', { name: 'Bind account' }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await page
        .getByRole('region', { name: 'Login attempts' })
        .getByText('Extra check asked')
        .first()
        .waitFor();
      await card.getByText('1 trusted browsers skip the extra check at new locations.').waitFor();
    } finally {
      runOperator(databaseUrl, 'switch', 'off', 'LOGIN2FA3');
    }
    expect(errors).toEqual([]);
  });
});
