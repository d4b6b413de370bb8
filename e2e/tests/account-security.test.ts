import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 18, the security centre's login activity, from a fresh registration: the player logs in on a
 * second device, sees both sessions and the logins in the history, and logs the other device out,
 * which is then logged out on its next page; then changes the password on its own page.
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
});
