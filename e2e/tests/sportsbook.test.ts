import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { cardsOf } from '../support/lobby.js';
import { headerBalanceMinor, minorOf } from '../support/member.js';
import { runOperator } from '../support/operator.js';
import { artifactsDir } from '../support/paths.js';
import { depositWithDemoChannel } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 19: a new player opens the Sports lane's sportsbook on a phone, puts two matches of different
 * sports into one accumulator, sees it pending in the betting record, and sees it settle once both
 * matches end (the e2e server kicks off a fixture per sport every 30 s and ends it 10 s later).
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.119.1');

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

const openBook = async (page: Page, lane: string, name: string) => {
  await page.goto(`${baseUrl}/?type=${lane}`);
  const card = cardsOf(page.getByRole('main')).filter({ hasText: name }).first();
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/seamless');
  const book = page.frameLocator(`iframe[title="${name}"]`);
  await book.getByRole('tablist', { name: 'Sports', exact: true }).waitFor({ timeout: 30_000 });
  return book;
};

/** The first fixture of a sport that kicks off at least `leadMs` from now, and its kick-off. */
const fixtureAhead = async (book: FrameLocator, sport: string, leadMs: number) => {
  const fixtures = book.getByRole('tabpanel', { name: sport }).getByRole('article');
  await fixtures.first().waitFor();
  const count = await fixtures.count();
  for (let i = 0; i < count; i += 1) {
    const at = Date.parse((await fixtures.nth(i).locator('time').getAttribute('datetime')) ?? '');
    if (at - Date.now() >= leadMs) return { fixture: fixtures.nth(i), kickoffAt: at };
  }
  throw new Error('no fixture far enough ahead');
};

describe('sportsbook (issue 19)', () => {
  it("settles a new player's accumulator once both matches end", async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '1000');
    let book = await openBook(page, 'SPORTS', 'SBO Sportsbook');

    const football = await fixtureAhead(book, 'Football', 12_000);
    const home = football.fixture.getByRole('button', { name: /^Match result: .*, odds/ }).first();
    await home.click();
    await book.getByRole('tab', { name: 'Tennis' }).click();
    const tennis = await fixtureAhead(book, 'Tennis', 12_000);
    await tennis.fixture
      .getByRole('button', { name: /^Winner: .*, odds/ })
      .first()
      .click();
    const slip = book.getByRole('region', { name: /Bet slip/ });
    await slip.getByText('Accumulator', { exact: true }).click();
    expect(await slip.getByRole('radio', { name: 'Accumulator' }).isChecked()).toBe(true);
    await slip.getByLabel('Stake').fill('100');
    await slip.getByLabel('Accept odds changes').check();
    await page.screenshot({ path: `${artifactsDir}sportsbook-slip-390.png` });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText('Bet placed: 100.00 staked.').waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(90_000);

    await book.getByRole('tab', { name: /My bets/ }).click();
    const open = book.getByRole('region', { name: 'Open bets' });
    await open.getByText('Accumulator, 2 legs').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Until both matches end, the bet is pending in the betting record and outside its totals.
    await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
    const pending = page.getByRole('region', { name: 'Pending bets' });
    await pending.getByText('SBO Sportsbook').waitFor();
    await expect(pending.getByText('100.00').count()).resolves.toBe(1);
    await page.screenshot({ path: `${artifactsDir}sportsbook-pending-record-390.png` });

    book = await openBook(page, 'SPORTS', 'SBO Sportsbook');
    await book.getByRole('tab', { name: /My bets/ }).click();
    const settled = book.getByRole('region', { name: 'Settled bets' });
    const bet = settled.getByRole('listitem').filter({ hasText: 'Accumulator, 2 legs' });
    await bet.waitFor({ timeout: 90_000 });
    const state = (await bet.locator('[data-tone]').last().textContent()) ?? '';
    expect(state).toMatch(/^(Paid [\d,.]+|Lost|Void: 100\.00 returned)$/);
    const paid = /^Paid ([\d,.]+)$/.exec(state)?.[1];
    const returned = paid ? minorOf(paid) : state.startsWith('Void') ? 10_000 : 0;
    await expect.poll(() => headerBalanceMinor(page)).toBe(90_000 + returned);
    await page.screenshot({ path: `${artifactsDir}sportsbook-settled-390.png` });

    // Settled, the bet is a record like any round, in the totals.
    await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
    await page.getByRole('region', { name: 'Bet record list' }).getByText('SBO Sportsbook').waitFor();
    expect(await page.getByRole('region', { name: 'Pending bets' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('lets the operator call a match off: a single on it is void and its stake returns', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await registerFreshMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '1000');
    const book = await openBook(page, 'ESPORTS', 'IM eSports Arena');
    const { fixture } = await fixtureAhead(book, 'Counter-Strike 2', 20_000);
    await fixture
      .getByRole('button', { name: /^Winner: .*, odds/ })
      .first()
      .click();
    const slip = book.getByRole('region', { name: /Bet slip/ });
    await slip.getByLabel('Stake per bet').fill('50');
    await slip.getByLabel('Accept odds changes').check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByText('Bet placed: 50.00 staked.').waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(95_000);
    await page.screenshot({ path: `${artifactsDir}sportsbook-esports-1440.png` });

    const openLine = runOperator(databaseUrl, 'sports', 'open')
      .split('\n')
      .find((line) => /\t1\t50\.00$/.test(line));
    expect(openLine).toBeTruthy();
    runOperator(databaseUrl, 'sports', 'cancel', openLine!.split('\t')[0]!);

    await book.getByRole('tab', { name: /My bets/ }).click();
    const settled = book.getByRole('region', { name: 'Settled bets' });
    await settled.getByText('Void: 50.00 returned').waitFor({ timeout: 30_000 });
    await settled.getByText('Called off · Void').waitFor();
    await expect.poll(() => headerBalanceMinor(page)).toBe(100_000);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  }, 180_000);
});
