import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { headerBalanceMinor, minorOf } from '../support/member.js';
import { artifactsDir } from '../support/paths.js';
import { depositWithDemoChannel, memberPageTotals, openLiveTable } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 19: a new player opens a roulette table from Live Casino on a phone, places chips on red,
 * black and zero (one of them always wins) and on two numbers side by side, and sees the wheel stop,
 * the win paid into the balance, the header follow and the round in the betting record.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.119.0');
const recordsTotals = 'Totals of the filtered records';

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

describe('live tables (issue 19)', () => {
  it("takes a new player's bets and pays them when the wheel stops", async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '10000');
    const recordsBefore = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);

    const { gameName, table, status, balanceMinor } = await openLiveTable(page, baseUrl, 'LIVE', /Roulette/, {
      freshRound: true,
    });
    expect(gameName).toMatch(/Roulette/);
    const before = await balanceMinor();
    expect(before).toBe(1_000_000);

    await table.getByRole('radio', { name: '1,000.00' }).check();
    for (const area of [/^Red/, /^Black/, /^0 ?, green/])
      await table.getByRole('button', { name: area }).click();
    // A split: the kind of bet, then two numbers one row apart.
    await table.getByText('Two numbers').click();
    await table.getByRole('button', { name: /^17 ?, black/ }).click();
    await table.getByText('Now tap a number next to 17.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifactsDir}live-roulette-split-390.png` });
    await table.getByRole('button', { name: /^20 ?, black/ }).click();
    await table
      .getByRole('region', { name: 'Bets on several numbers' })
      .getByText('Two numbers: 17, 20')
      .waitFor();
    await table.getByRole('button', { name: 'Place 4,000.00' }).click();
    await expect.poll(balanceMinor).toBe(before - 400_000);
    await table.getByRole('status', { name: 'Bet this round' }).filter({ hasText: '4,000.00' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}live-roulette-placed-390.png` });

    // The wheel stops on the round's result; red, black or zero: one of the bets wins.
    const paid = /^(\d+) (red|black|green) · You won ([\d,.]+)$/;
    await expect.poll(() => status.textContent(), { timeout: 40_000, interval: 250 }).toMatch(paid);
    const [, number, colour, wonText] = paid.exec((await status.textContent()) ?? '')!;
    const won = minorOf(wonText!);
    const splitWon = number === '17' || number === '20' ? 1_800_000 : 0;
    expect(won).toBe((colour === 'green' ? 3_600_000 : 200_000) + splitWon);
    await table.getByRole('button', { name: new RegExp(`^${number} ?, ${colour}`) }).waitFor();
    await expect.poll(balanceMinor).toBe(before - 400_000 + won);
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 400_000 + won);
    await page.screenshot({ path: `${artifactsDir}live-roulette-paid-390.png` });
    await expectNoSeriousA11yViolations(page);

    const recordsAfter = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);
    expect(recordsAfter).toEqual({
      rounds: recordsBefore.rounds + 1,
      bet: recordsBefore.bet + 400_000,
      win: recordsBefore.win + won,
    });
    expect(errors).toEqual([]);
  }, 90_000);

  it("takes bets on a cockfight at the fight's odds and pays its result", async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '10000');

    const { gameName, table, status, balanceMinor } = await openLiveTable(
      page,
      baseUrl,
      'COCKFIGHT',
      undefined,
      {
        freshRound: true,
      },
    );
    expect(gameName).toMatch(/Cockfight/);
    const before = await balanceMinor();

    // The odds are on the buttons before any bet: "Meron, pays 1.57".
    const oddsOf = async (corner: string) => {
      const name = (await table.getByRole('button', { name: new RegExp(`^${corner}`) }).textContent()) ?? '';
      return Number(/pays ([\d.]+)/.exec(name)?.[1]);
    };
    const odds = { Meron: await oddsOf('Meron'), Wala: await oddsOf('Wala'), Draw: await oddsOf('Draw') };
    expect(odds.Draw).toBe(18);
    expect(odds.Meron).toBeGreaterThan(1);
    for (const corner of ['Meron', 'Wala', 'Draw']) {
      await table.getByRole('button', { name: new RegExp(`^${corner}`) }).click();
    }
    await table.getByRole('button', { name: 'Place 3,000.00' }).click();
    await expect.poll(balanceMinor).toBe(before - 300_000);

    const paid = /^(Meron wins|Wala wins|Draw) · You won ([\d,.]+)$/;
    await expect.poll(() => status.textContent(), { timeout: 40_000, interval: 250 }).toMatch(paid);
    const [, outcome, wonText] = paid.exec((await status.textContent()) ?? '')!;
    const expected =
      outcome === 'Draw'
        ? 200_000 + 100_000 * odds.Draw
        : Math.round(100_000 * (outcome === 'Meron wins' ? odds.Meron : odds.Wala));
    expect(minorOf(wonText!)).toBe(expected);
    await expect.poll(balanceMinor).toBe(before - 300_000 + expected);
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 300_000 + expected);
    await page.screenshot({ path: `${artifactsDir}live-cockfight-paid-1440.png` });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  }, 90_000);

  it('deals a baccarat hand to every player at the table and pays the winning side', async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '10000');

    const { table, status, balanceMinor } = await openLiveTable(page, baseUrl, 'LIVE', /Baccarat/, {
      freshRound: true,
    });
    const before = await balanceMinor();
    await table.getByRole('button', { name: /^Player ?, pays 1:1/ }).click();
    await table.getByRole('button', { name: /^Banker ?, pays 0.95:1/ }).click();
    await table.getByRole('button', { name: 'Place 2,000.00' }).click();
    await expect.poll(balanceMinor).toBe(before - 200_000);

    // Player, banker or a tie (both stakes back): the page always pays something.
    const paid = /^(Player wins|Banker wins|Tie at) .* · You won ([\d,.]+)$/;
    await expect.poll(() => status.textContent(), { timeout: 40_000, interval: 250 }).toMatch(paid);
    const [, outcome, wonText] = paid.exec((await status.textContent()) ?? '')!;
    const expected = { 'Player wins': 200_000, 'Banker wins': 195_000, 'Tie at': 200_000 }[outcome!];
    expect(minorOf(wonText!)).toBe(expected);
    await expect.poll(balanceMinor).toBe(before - 200_000 + expected!);
    await table.getByRole('list', { name: 'Bead plate' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: `${artifactsDir}live-baccarat-paid-390.png` });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  }, 90_000);
});
