import { demoVendorPaths } from '@gp/contract/demo-vendor';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMobileMember } from '../support/fresh-member.js';
import { cardsOf } from '../support/lobby.js';
import { depositWithDemoChannel } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { tableLayout } from '../support/tables.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 14, "a new player's first hour: no dead ends": a freshly registered member deposits, spins
 * once, buys a lottery ticket, and then finds every table whole at every width, lottery lobbies that
 * only ask for what exists and list their own region's games, and a game that closes back to where
 * it was opened.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.91.0');

const widths = [390, 768, 1024, 1440, 1920];
const vietnam = ['Hanoi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho', 'Hue'];
const southeastAsia = ['Bangkok', 'Jakarta', 'Kuala Lumpur', 'Manila', 'Singapore'];
/** Digits a game draws, by the kind its name carries (modules/lottery/lottery-kinds.ts). */
const digitsOf = (name: string) => (/ (Pick 2|2D) /.test(`${name} `) ? 2 : 3);

/** Every answer of 400 or more the page receives (the lottery lobby must not send doomed requests). */
const failedResponses = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return failed;
};

/** The lobby tiles of a lottery page: each game's name and its last result, if drawn. */
const lobbyGames = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .waitFor();
  return page.getByRole('button', { name: /^Play / }).evaluateAll((tiles) =>
    tiles.map((tile) => ({
      name: (tile.getAttribute('aria-label') ?? '').replace(/^Play /, ''),
      result: /: (\d+)$/.exec(
        tile.closest('li')?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      )?.[1],
    })),
  );
};

let page: Page;
let errors: string[];
let lotteryGameUrl = '';

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

describe('a new player: tables, lottery and content (issue 14)', () => {
  it('registers, deposits, spins once and closes the game back to the page it was opened from', async () => {
    page = await newVisitorPage();
    errors = collectPageErrors(page);
    await registerFreshMobileMember(page, baseUrl);
    await depositWithDemoChannel(page, baseUrl, '20000');

    const from = '/?type=RNG&vassalage=PT';
    await page.goto(`${baseUrl}${from}`);
    const list = page.getByRole('main').getByRole('list', { name: 'Playtech games' });
    await cardsOf(list).first().getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    const spin = page.frameLocator('iframe').getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor();
    await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === demoVendorPaths.spin);
    await spin.click();
    expect((await answered).status()).toBe(200);

    await page.getByRole('button', { name: 'Close game' }).click();
    await page.waitForURL((url) => url.pathname !== '/seamless');
    const back = new URL(page.url());
    expect(back.pathname + back.search).toBe(from);
    await list.waitFor();
  });

  it('opens the lottery lobbies without a failing request; each lists its own region and digit count', async () => {
    const failed = failedResponses(page);
    // Header "Lottery" (/lott) -> the vendor card -> the lobby: the vendor code is no game code.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Lottery', exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: 'Open Vietnam Lottery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vnLottery');
    const vnGames = await lobbyGames(page);
    expect(vnGames.filter((g) => !vietnam.some((r) => g.name.startsWith(`${r} `)))).toEqual([]);

    await page.goto(`${baseUrl}/lott`);
    await page.getByRole('main').getByRole('button', { name: 'Open Lottery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    const lottGames = await lobbyGames(page);
    expect(
      lottGames.some((g) => [...vietnam, ...southeastAsia].some((r) => g.name.startsWith(`${r} `))),
    ).toBe(false);

    await page.goto(`${baseUrl}/seaLottery`);
    const seaGames = await lobbyGames(page);
    expect(seaGames.filter((g) => !southeastAsia.some((r) => g.name.startsWith(`${r} `)))).toEqual([]);

    // Each drawn game's last result has its own kind's number of digits (Fast 3: three).
    const drawn = [...vnGames, ...lottGames, ...seaGames].filter((g) => g.result !== undefined);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((g) => g.result!.length !== digitsOf(g.name))).toEqual([]);
    expect(drawn.some((g) => / Fast 3 /.test(g.name))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(failed).toEqual([]);
  });

  it('buys one lottery ticket (a daily draw stays open for the whole test)', async () => {
    await page.goto(`${baseUrl}/lottery?prizeMode=LOTT`);
    const tile = page.getByRole('region', { name: /^Daily draws/ }).getByRole('button', { name: /^Play / });
    await tile.first().click();
    await page.waitForURL((url) => url.searchParams.has('gameCode'));
    lotteryGameUrl = page.url();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('radio', { name: /^Real money/ }).check();
    await slip.getByRole('radio', { name: /^Last digit/ }).check();
    await slip.getByRole('button', { name: 'Number 7', exact: true }).click();
    await slip.getByLabel('Stake per number').fill('1000');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm your ticket' })
      .getByRole('button', { name: 'Buy ticket' })
      .click();
    await slip
      .getByRole('status')
      .filter({ hasText: /^Ticket placed for draw / })
      .waitFor();
  });

  const tablePages = [
    { name: 'bet record', path: '/member?page=personalHistoryCopy', region: 'Bet record list' },
    { name: 'profit and loss', path: '/member?page=personalProfit', region: 'Profit and loss by game type' },
    { name: 'account record', path: '/member?page=transactionHistory', region: 'Account record' },
    { name: 'deposit record', path: '/member?page=depositRecord', region: 'Deposit record' },
    { name: 'lottery tickets', path: '', region: 'My tickets' },
  ];

  it.each(tablePages)('shows every column of the $name at 390-1920 px', async ({ path, region }) => {
    await page.goto(path ? `${baseUrl}${path}` : lotteryGameUrl);
    // The scroll box TableRegion renders (its section shares the name through its heading).
    const table = page.locator(`div[role="region"][aria-label="${region}"]`);
    await table.locator('tbody tr').first().waitFor();
    const modes = new Set<string>();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await tableLayout(table);
      expect({ width, problems: layout.problems }).toEqual({ width, problems: [] });
      expect(layout.rows).toBeGreaterThan(0);
      modes.add(`${width}:${layout.mode}`);
    }
    // A phone gets cards, a desktop a table.
    expect(modes).toContain('390:cards');
    expect(modes).toContain('1920:table');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('names the deposit channel and offers every provider in the bet record filter', async () => {
    await page.goto(`${baseUrl}/member?page=depositRecord`);
    const deposits = page.locator('div[role="region"][aria-label="Deposit record"]');
    await deposits.getByRole('cell', { name: 'Demo instant deposit', exact: true }).first().waitFor();
    expect(await deposits.getByRole('cell', { name: 'DEMO', exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
    await page.getByRole('region', { name: 'Bet record list' }).waitFor();
    const providers = await page
      .getByRole('combobox', { name: 'Provider' })
      .locator('option')
      .allTextContents();
    expect(providers).toEqual(expect.arrayContaining(['JDB Gaming', 'CQ9 Gaming', 'JILI', 'Playtech']));
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
