import type { Page } from 'playwright-core';
import { minorOf } from './member.js';

/**
 * Credits the logged-in member through the instant DEMO deposit channel on the cashier page, as
 * wallet.test.ts does, so a money-moving test never depends on what earlier files left in the wallet.
 */
export const depositWithDemoChannel = async (page: Page, baseUrl: string, amount: string) => {
  await page.goto(`${baseUrl}/member?page=depositv2`);
  await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
  await page.getByRole('radio', { name: 'Demo instant deposit' }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Deposit of [\d,.]+ credited/ })
    .waitFor();
};

export interface BetTotals {
  rounds: number;
  /** Minor units. */
  bet: number;
  win: number;
}

/**
 * The totals strip of the bet record or the profit-and-loss page (a <dl> named `label`): rounds, and
 * bet and win in minor units.
 */
export const readBetTotals = async (page: Page, label: string): Promise<BetTotals> => {
  const strip = page.getByLabel(label, { exact: true });
  await strip.waitFor();
  const figures = await strip.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll('dt')].map((dt) => [
        dt.textContent ?? '',
        dt.nextElementSibling?.textContent ?? '',
      ]),
    ),
  );
  const figure = (name: string) => {
    const text = figures[name];
    if (text === undefined) throw new Error(`no "${name}" in ${label}: ${JSON.stringify(figures)}`);
    return minorOf(text);
  };
  return { rounds: figure('Rounds'), bet: figure('Bet'), win: figure('Win') };
};

/** Opens a member-centre page by its page id and reads its totals once they are loaded. */
export const memberPageTotals = async (page: Page, baseUrl: string, pageId: string, label: string) => {
  await page.goto(`${baseUrl}/member?page=${pageId}`);
  return readBetTotals(page, label);
};
