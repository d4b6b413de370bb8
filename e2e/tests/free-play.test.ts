import { demoSpinValueSchema, demoVendorPaths } from '@gp/contract/demo-vendor';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { cardsOf } from '../support/lobby.js';
import { headerBalance, headerBalanceMinor, minorOf } from '../support/member.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');

const newVisitorPage = englishVisitors('10.85.0');

/** Play money a new trial account starts with (modules/wallet/play-money.ts), in minor units. */
const playMoneyGrant = 100_000_000;

/** Waits for the seamless page of `gameName` and answers its game frame. */
const gameFrame = async (page: Page, gameName: string) => {
  await page.waitForURL((url) => url.pathname === '/seamless');
  await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
  return page.frameLocator(`iframe[title="${gameName}"]`);
};

const firstSlot = async (page: Page) => {
  await page.goto(`${baseUrl}/?type=RNG&vassalage=PT`);
  const card = cardsOf(page.getByRole('main').getByRole('list', { name: 'Playtech games' })).first();
  const gameName = (await card.getAttribute('aria-label')) ?? '';
  expect(gameName).not.toBe('');
  return { card, gameName };
};

describe('free play for trial users (issue 14)', () => {
  it('"Try for free" gives play money; games spin with it; member functions ask for a real account', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/login`);
    await page
      .getByRole('dialog', { name: /Welcome to/ })
      .getByRole('button', { name: 'Try for free' })
      .click();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    // The header shows play money, labelled as such, never a currency amount.
    await page.getByRole('status', { name: 'Play money' }).waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(playMoneyGrant);
    expect(await headerBalance(page).textContent()).not.toContain('₩');

    // Play on a game card starts the game in free mode.
    const { card, gameName } = await firstSlot(page);
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    const game = await gameFrame(page, gameName);
    await page.getByText('Free trial', { exact: true }).first().waitFor();
    const frameBalance = game.getByRole('status', { name: 'Play money', exact: true });
    const spinButton = game.getByRole('button', { name: 'Spin', exact: true });
    await spinButton.waitFor();
    expect(minorOf((await frameBalance.textContent()) ?? '')).toBe(playMoneyGrant);

    let expected = playMoneyGrant;
    for (let spin = 0; spin < 3; spin += 1) {
      await expect.poll(() => spinButton.isEnabled()).toBe(true);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === demoVendorPaths.spin);
      await spinButton.click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const round = demoSpinValueSchema.parse(((await response.json()) as { value: unknown }).value);
      expected += minorOf(round.win) - minorOf(round.bet);
      expect(minorOf(round.balance)).toBe(expected);
      await expect.poll(async () => minorOf((await frameBalance.textContent()) ?? '')).toBe(expected);
    }
    // The header's play money follows the spins live (balance push).
    await expect.poll(() => headerBalanceMinor(page)).toBe(expected);
    await expectNoSeriousA11yViolations(page);

    // Member functions keep the real-account dialog (spec 4.6, 6).
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Real account required' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${baseUrl}/member`);
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it("a guest's Free trial on a game card starts a trial account and the game in free mode", async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    const { card, gameName } = await firstSlot(page);
    await card.getByRole('button', { name: `Free trial of ${gameName}` }).click();
    const game = await gameFrame(page, gameName);
    await game.getByRole('status', { name: 'Play money', exact: true }).waitFor();
    await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    await expect.poll(() => headerBalanceMinor(page)).toBe(playMoneyGrant);
    expect(errors).toEqual([]);
  });
});
