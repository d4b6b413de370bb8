import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { newMobile } from '../support/fresh-member.js';
import { runOperator } from '../support/operator.js';
import { smsMessages, waitForSmsCode } from '../support/outbox.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Social sign-in (issue 18) through a real OpenID provider (oidc-provider, started by the global
 * setup; its own login and consent pages): a visitor continues with Google from the login modal,
 * signs in at the provider, completes the short sign-up page (the demo merchant requires a mobile
 * number with its SMS code), lands logged in, and cannot unlink its only way to log in.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.98.0');

beforeAll(() => {
  runOperator(databaseUrl, 'switch', 'on', 'SOCIALLOGIN3');
});
afterAll(() => {
  runOperator(databaseUrl, 'switch', 'off', 'SOCIALLOGIN3');
});

describe('social sign-in (issue 18)', () => {
  it('creates an account through the provider, logs in, and keeps the last way to log in', async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The provider's own pages (development interactions of oidc-provider): any login, any password.
    const login = `e2e${Date.now() % 1_000_000}`;
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('provider-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Welcome! You came from Google' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByText(`Your account there: ${login}@example.test`).waitFor();
    const username = page.getByRole('textbox', { name: /^Username/ });
    expect(await username.inputValue()).toMatch(/^e2e\d+$/);
    expect(await page.getByLabel(/Password/).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const mobile = newMobile();
    const e164 = `+82${mobile.slice(1)}`;
    const seen = (await smsMessages(baseUrl, e164)).map((message) => message.id);
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await waitForSmsCode(baseUrl, e164, seen));
    await page.getByRole('button', { name: 'Create account and log in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

    // The security centre lists the link; the only way to log in cannot be unlinked.
    await page.goto(`${baseUrl}/member?page=securityCenter`);
    for (let tries = 0; tries < 5 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    await page.getByRole('heading', { name: 'Bank accounts', includeHidden: true }).waitFor();
    await page.getByRole('button', { name: 'Bind account' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const card = page.getByRole('region', { name: 'Linked logins' });
    await card.getByText(`${login}@example.test`).waitFor();
    await card.getByRole('button', { name: 'Unlink Google' }).click();
    await card
      .getByText('This is your only way to log in. Link another one first, or set a password.')
      .waitFor();
    await card.getByRole('button', { name: 'Unlink Google' }).waitFor();
    expect(errors).toEqual([]);
  });
});
