import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { cardsOf } from './lobby.js';
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

/**
 * Opens a live table from a lobby category (`/?type=LIVE`, searching `search` when given) and waits for
 * its betting window: the table's frame, its status line and its balance in minor units.
 */
export const openLiveTable = async (
  page: Page,
  baseUrl: string,
  type: string,
  search?: RegExp,
  { freshRound = false } = {},
) => {
  await page.goto(`${baseUrl}/?type=${type}`);
  if (search) await page.getByRole('main').getByRole('searchbox').fill(search.source);
  const card = cardsOf(page.getByRole('main'))
    .filter(search ? { hasText: search } : {})
    .first();
  const gameName = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/seamless');
  const table = page.frameLocator(`iframe[title="${gameName}"]`);
  const status = table.getByRole('status').filter({ hasText: /./ }).first();
  const balance = table.getByRole('status', { name: 'Balance', exact: true });
  await table.getByRole('group', { name: 'Betting board' }).waitFor();
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Place your bets');
  // `freshRound`: a round whose bets opened just now (e2e rounds take bets for 8 s), so a test's clicks
  // before "Place" fit in what is left of it even on a slow machine.
  const countdown = table.getByText(/^\d+ s$/);
  const secondsLeft = async () =>
    Number(/^(\d+)/.exec((await countdown.textContent({ timeout: 1_000 }).catch(() => '')) ?? '')?.[1]);
  const opened = async () => (await status.textContent()) === 'Place your bets' && (await secondsLeft()) >= 5;
  if (freshRound) await expect.poll(opened, { timeout: 30_000, interval: 100 }).toBe(true);
  return {
    gameName,
    table,
    status,
    balanceMinor: async () => minorOf((await balance.textContent()) ?? ''),
  };
};
