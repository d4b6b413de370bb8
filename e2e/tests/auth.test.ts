import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');

const newVisitorPage = englishVisitors('10.77.0');

const fillLogin = async (page: Page, username: string, password: string) => {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

const welcome = (page: Page) => page.getByRole('dialog', { name: /^Welcome(,| back,) Demo/ });

/**
 * "Try for free" in the login popup: the one free-play entry a guest always has (the home hero's button
 * gives way to the banner carousel when the site serves home banners).
 */
const startFreePlay = async (page: Page) => {
  await page.goto(`${baseUrl}/login`);
  await page
    .getByRole('dialog', { name: /Welcome to/ })
    .getByRole('button', { name: 'Try for free' })
    .click();
};

describe('login and logout', () => {
  it('logs demo_member in (after-login modal, avatar menu) and out again', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('dialog', { name: /Welcome to/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await fillLogin(page, 'demo_member', 'Demo1234!');
    await welcome(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('nickname'))).toBe('Demo Member');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue playing' }).click();

    const menu = page.getByRole('button', { name: 'Account menu for Demo Member' });
    await menu.waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await menu.click();
    await page.getByRole('menuitem', { name: 'My account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Agent centre' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      merchantCode: sessionStorage.getItem('merchantCode'),
    }));
    expect(stored).toEqual({ token: null, merchantCode: 'DEMO' });
    expect(errors).toEqual([]);
  });

  it('restores the session from a token in the URL and removes it from the address bar', async () => {
    const page = await newVisitorPage();
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, 'demo_member', 'Demo1234!');
    await welcome(page).waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));

    const other = await newVisitorPage();
    await other.goto(`${baseUrl}/promotions?token=${encodeURIComponent(token ?? '')}`);
    await other.getByRole('button', { name: 'Account menu for Demo Member' }).waitFor();
    expect(new URL(other.url()).search).toBe('');
  });

  it('asks for the image captcha after repeated wrong passwords', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/login`);
    const captcha = page.getByRole('img', { name: 'Captcha image' });
    for (let attempt = 1; attempt <= 5 && (await captcha.count()) === 0; attempt += 1) {
      await fillLogin(page, 'demo_trial', `wrong-${attempt}`);
      await page.getByRole('alert').filter({ hasText: 'Incorrect account or password.' }).waitFor();
      await page.getByRole('button', { name: 'Log in', exact: true }).and(page.locator(':enabled')).waitFor();
    }
    await captcha.waitFor();
    expect(await page.getByLabel('Captcha', { exact: true }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('agent login', () => {
  it('logs demo_agent in at /agent and lands on /agentHome; sign out returns to /agent', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/agent`);
    await page.getByRole('heading', { name: 'Agent login' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await fillLogin(page, 'demo_agent', 'Demo1234!');
    await page.waitForURL((url) => url.pathname === '/agentHome');
    await page.getByText('Demo Agent').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('alertdialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.waitForURL((url) => url.pathname === '/agent');
    expect(errors).toEqual([]);
  });

  it('refuses demo_member on the agent page with the translated error', async () => {
    const page = await newVisitorPage();
    await page.goto(`${baseUrl}/agent`);
    await fillLogin(page, 'demo_member', 'Demo1234!');
    await page
      .getByRole('alert')
      .filter({ hasText: 'This account is not an agent and cannot log in here.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');
  });
});

describe('free play', () => {
  it('logs in as a trial user and asks for a real account at the member centre', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await startFreePlay(page);
    const menu = page.getByRole('button', { name: /^Account menu for / });
    await menu.waitFor();
    expect(await page.getByText('Trial', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'My account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Real account required' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Create a real account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // Opening /member directly as a trial user gets the same dialog.
    await startFreePlay(page);
    await menu.waitFor();
    await page.goto(`${baseUrl}/member`);
    await page.getByRole('alertdialog', { name: 'Real account required' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});

describe('forced password change', () => {
  it('makes demo_init (default initial password) change it, then logs in with the new one', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, 'demo_init', 'Init1234!');
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Current password').fill('Init1234!');
    await dialog.getByLabel('New password', { exact: true }).fill('Fresh2025x');
    await dialog.getByLabel('Confirm new password').fill('Fresh2025y');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByText('The two entries are inconsistent.').waitFor();

    await dialog.getByLabel('Confirm new password').fill('Fresh2025x');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu for Demo Initial' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The new password works from a fresh visit, without another forced change.
    const again = await newVisitorPage();
    await again.goto(`${baseUrl}/login`);
    await fillLogin(again, 'demo_init', 'Fresh2025x');
    await welcome(again).waitFor();
    expect(errors).toEqual([]);
  });
});
