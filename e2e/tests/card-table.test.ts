import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { headerBalanceMinor, minorOf } from '../support/member.js';
import { artifactsDir } from '../support/paths.js';
import { depositWithDemoChannel } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 19: two new players in two browsers sit at one Niu Niu card table. The first takes seat 1;
 * the second sees it taken by the first (masked) and takes seat 2; both see the same hands dealt and
 * each is paid for their own seat.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.119.2');

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

/**
 * Sits down at the first card room of the Kaiyuan card games (relay GLS2_roomList): both players get
 * the same table. Answers the room's seats line as the lobby showed it.
 */
const openCardTable = async (page: Page) => {
  await page.goto(`${baseUrl}/pvp?vassalage=KY`);
  const room = page.getByRole('region', { name: 'Card rooms' }).getByRole('listitem').first();
  await room.waitFor();
  const gameName = (await room.getByRole('heading').textContent()) ?? '';
  const seatsLine = (await room.getByText(/seats free$/).textContent()) ?? '';
  await room.getByRole('button', { name: 'Sit down' }).click();
  await page.waitForURL((url) => url.pathname === '/seamless');
  const table = page.frameLocator(`iframe[title="${gameName}"]`);
  await table.getByRole('group', { name: 'Betting board' }).waitFor();
  const balance = table.getByRole('status', { name: 'Balance', exact: true });
  return {
    gameName,
    seatsLine,
    table,
    status: table.getByRole('status').filter({ hasText: /./ }).first(),
    balanceMinor: async () => minorOf((await balance.textContent()) ?? ''),
  };
};

describe('card table (issue 19)', () => {
  it('seats two players in two browsers at one Niu Niu hand and pays each their seat', async () => {
    const pageA = await newVisitorPage();
    const pageB = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = [collectPageErrors(pageA), collectPageErrors(pageB)];
    const accountA = (await registerFreshMember(pageA, baseUrl)).username;
    await registerFreshMember(pageB, baseUrl);
    await depositWithDemoChannel(pageA, baseUrl, '10000');
    await depositWithDemoChannel(pageB, baseUrl, '10000');
    const a = await openCardTable(pageA);
    const b = await openCardTable(pageB);
    expect(b.gameName).toBe(a.gameName);
    expect(a.seatsLine).toMatch(/^[0-5] of 5 seats free$/);
    const beforeA = await a.balanceMinor();
    const beforeB = await b.balanceMinor();

    // A round whose bets opened just now: both players' clicks fit in what is left of it.
    const countdown = a.table.getByText(/^\d+ s$/);
    const secondsLeft = async () =>
      Number(/^(\d+)/.exec((await countdown.textContent({ timeout: 1_000 }).catch(() => '')) ?? '')?.[1]);
    await expect
      .poll(async () => (await a.status.textContent()) === 'Place your bets' && (await secondsLeft()) >= 7, {
        timeout: 40_000,
        interval: 100,
      })
      .toBe(true);

    await a.table.getByRole('button', { name: /^Seat 1 ?, Free seat/ }).click();
    await a.table.getByRole('button', { name: 'Place 1,000.00', exact: true }).click();
    await a.table.getByRole('button', { name: /^Seat 1 ?, Your seat/ }).waitFor();
    // B's table reads the seats while bets are open: seat 1 shows A's masked account.
    const masked = new RegExp(`^Seat 1 ?, Taken by ${accountA.slice(0, 2)}\\*\\*\\*${accountA.slice(-2)}`);
    const takenForB = b.table.getByRole('button', { name: masked });
    await takenForB.waitFor({ timeout: 4_000 });
    expect(await takenForB.isDisabled()).toBe(true);
    await b.table.getByRole('button', { name: /^Seat 2 ?, Free seat/ }).click();
    await b.table.getByRole('button', { name: 'Place 1,000.00', exact: true }).click();
    await expect.poll(b.balanceMinor).toBe(beforeB - 100_000);
    await expect.poll(a.balanceMinor).toBe(beforeA - 100_000);
    await pageB.screenshot({ path: `${artifactsDir}card-table-seated-390.png` });

    // The same hands for both; each paid for its own seat (a winning seat 0.95:1).
    const settled = /^(Banker has .+?) · .+ · (You won ([\d,.]+)|No win this round)$/;
    await expect.poll(() => a.status.textContent(), { timeout: 40_000, interval: 250 }).toMatch(settled);
    await expect.poll(() => b.status.textContent(), { timeout: 40_000, interval: 250 }).toMatch(settled);
    const [, handA, , wonA] = settled.exec((await a.status.textContent()) ?? '')!;
    const [, handB, , wonB] = settled.exec((await b.status.textContent()) ?? '')!;
    expect(handB).toBe(handA);
    for (const won of [wonA, wonB]) if (won) expect(minorOf(won)).toBe(195_000);
    await expect.poll(a.balanceMinor).toBe(beforeA - 100_000 + (wonA ? 195_000 : 0));
    await expect.poll(b.balanceMinor).toBe(beforeB - 100_000 + (wonB ? 195_000 : 0));
    await expect.poll(() => headerBalanceMinor(pageA)).toBe(beforeA - 100_000 + (wonA ? 195_000 : 0));
    await pageA.screenshot({ path: `${artifactsDir}card-table-settled-1440.png` });
    await expectNoSeriousA11yViolations(pageA);
    await expectNoSeriousA11yViolations(pageB);
    expect(errors.flat()).toEqual([]);
  }, 120_000);
});
