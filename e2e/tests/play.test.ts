import { demoSpinValueSchema, demoVendorPaths, type DemoSpinValue } from '@gp/contract/demo-vendor';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { cardsOf } from '../support/lobby.js';
import { headerBalance, headerBalanceMinor, logInAsDemoMember, minorOf } from '../support/member.js';
import { runOperator } from '../support/operator.js';
import { artifactsDir } from '../support/paths.js';
import { depositWithDemoChannel, memberPageTotals } from '../support/play.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const newVisitorPage = englishVisitors('10.83.0');

/**
 * Playtech: an RNG vendor without a vendor wallet of its own in the demo wallet settings (those are
 * PG, EG2 and JDB), so its games play from the main wallet that the header shows.
 */
const mainWalletSlotVendor = { code: 'PT', name: 'Playtech' };
const spins = 5;

const recordsTotals = 'Totals of the filtered records';
const profitTotals = 'Totals of the period';

describe('playing with real money (spec 4.6, 2.6)', () => {
  it('spins in the seamless frame; the header balance, bet record and profit and loss follow', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '10000');
    const recordsBefore = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);
    const profitBefore = await memberPageTotals(page, baseUrl, 'personalProfit', profitTotals);

    await page.goto(`${baseUrl}/?type=RNG&vassalage=${mainWalletSlotVendor.code}`);
    const list = page.getByRole('main').getByRole('list', { name: `${mainWalletSlotVendor.name} games` });
    const card = cardsOf(list).first();
    const gameName = (await card.getAttribute('aria-label')) ?? '';
    expect(gameName).not.toBe('');
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();

    const game = page.frameLocator(`iframe[title="${gameName}"]`);
    const spinButton = game.getByRole('button', { name: 'Spin', exact: true });
    const frameBalance = game.getByRole('status', { name: 'Balance', exact: true });
    const frameBalanceMinor = async () => minorOf((await frameBalance.textContent()) ?? '');
    await spinButton.waitFor();
    // The game plays from the main wallet: it opens with the balance the header shows.
    const before = await frameBalanceMinor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before);
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    const rounds: DemoSpinValue[] = [];
    for (let spin = 0; spin < spins; spin += 1) {
      await expect.poll(() => spinButton.isEnabled()).toBe(true);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === demoVendorPaths.spin);
      await spinButton.click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const round = demoSpinValueSchema.parse(((await response.json()) as { value: unknown }).value);
      rounds.push(round);
      await expect.poll(frameBalanceMinor).toBe(minorOf(round.balance));
    }
    const betSum = rounds.reduce((sum, round) => sum + minorOf(round.bet), 0);
    const winSum = rounds.reduce((sum, round) => sum + minorOf(round.win), 0);
    // The balance the game reports is the member's main wallet, and the header follows it live.
    expect(minorOf(rounds.at(-1)!.balance)).toBe(before - betSum + winSum);
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - betSum + winSum);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await page.screenshot({ path: `${artifactsDir}seamless-slot.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);

    // The bet record lists every round with its id; its totals grew by exactly these rounds.
    const recordsAfter = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);
    expect(recordsAfter).toEqual({
      rounds: recordsBefore.rounds + spins,
      bet: recordsBefore.bet + betSum,
      win: recordsBefore.win + winSum,
    });
    const table = page.getByRole('region', { name: 'Bet record list' });
    for (const round of rounds) await table.getByRole('cell', { name: round.roundId }).waitFor();
    await table.getByRole('cell', { name: gameName }).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // Profit and loss of today agrees, with a Slots row.
    const profitAfter = await memberPageTotals(page, baseUrl, 'personalProfit', profitTotals);
    expect(profitAfter).toEqual({
      rounds: profitBefore.rounds + spins,
      bet: profitBefore.bet + betSum,
      win: profitBefore.win + winSum,
    });
    await page
      .getByRole('region', { name: 'Profit and loss by game type' })
      .getByRole('rowheader', { name: 'Slots' })
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    // The launched game is the first of the member's recent games on HOME.
    await page.goto(`${baseUrl}/`);
    const recent = page.getByRole('region', { name: 'Recently played', exact: true });
    expect(await cardsOf(recent).first().getAttribute('aria-label')).toBe(gameName);
    expect(errors).toEqual([]);
  });

  it('buys a lottery ticket from the lottery lobby; the stake leaves the main wallet', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '5000');
    // Header category "Lottery" (/lott) -> the LOTT vendor card -> the lottery lobby (spec 4.6).
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Lottery', exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: 'Open Lottery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    await page.getByRole('heading', { level: 1, name: 'Lottery' }).waitFor();
    // A daily draw: its betting window stays open for the whole test (minute draws close every minute).
    const daily = page.getByRole('region', { name: /^Daily draws/ });
    const tile = daily.getByRole('button', { name: /^Play / }).first();
    const gameName = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();
    await page.getByRole('heading', { level: 2, name: gameName }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('radio', { name: /^Real money/ }).check();
    await slip.getByRole('radio', { name: /^Last digit/ }).check();
    await slip.getByRole('button', { name: 'Number 7', exact: true }).click();
    await slip.getByLabel('Stake per number').fill('1000');
    await expect
      .poll(async () => (await headerBalance(page).textContent()) ?? '')
      .toMatch(/^₩[\d,]+\.\d{2}$/);
    const before = await headerBalanceMinor(page);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your ticket' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Buy ticket' }).click();
    await slip
      .getByRole('status')
      .filter({ hasText: /^Ticket placed for draw .+\. Good luck!$/ })
      .waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 100_000);

    const tickets = page.getByRole('region', { name: 'My tickets', exact: true }).first();
    const ticket = tickets.getByRole('row').filter({ hasText: 'Waiting for the draw' }).first();
    await ticket.getByText('7', { exact: true }).waitFor();
    await ticket.getByRole('cell', { name: '₩1,000.00' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('leaves the ledger balanced after the money-moving tests', () => {
    expect(runOperator(databaseUrl, 'ledger', 'verify')).toContain('no difference');
  });
});
