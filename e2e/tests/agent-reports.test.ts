import { readFile } from 'node:fs/promises';
import { overviewValueSchema } from '@gp/contract/agent-reports';
import { demoSpinValueSchema, demoVendorPaths } from '@gp/contract/demo-vendor';
import { routes } from '@gp/contract/routes';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { cardsOf } from '../support/lobby.js';
import { minorOf } from '../support/member.js';
import { depositWithDemoChannel } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';
import { logInAsAgent, openAgentPage } from '../support/agent.js';

/**
 * The agent centre's reports (spec 2.7, issue 16) from a fresh recruit's play: a player registers
 * from demo_agent's affiliate link, deposits and spins a slot; demo_agent then finds exactly that
 * play in the team overview, the downline profit and loss, the team bet records (and their CSV file)
 * and the downlines' account changes, at 1440 and at 390 px. Other files may leave figures in the
 * shared database: the recruit's own rows are asserted exactly, team-wide figures as "at least".
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const newVisitorPage = englishVisitors('10.94.0');

// The recruits register from affiliate links: the image captcha is off while this file runs.
beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

/** Playtech slots play from the main wallet (no vendor wallet in the demo settings). */
const mainWalletSlotVendor = { code: 'PT', name: 'Playtech' };
const spins = 3;
const deposit = '1000';
const depositShown = '1,000.00';

/** The four report pages, each with what shows once its figures have arrived. */
const reportPages: [string, (page: Page) => Locator][] = [
  ['Team overview', (page) => page.getByRole('figure', { name: 'Valid bets and profit and loss by day' })],
  ['Downline profit and loss', (page) => page.getByLabel('Team totals', { exact: true })],
  ['Team bet records', (page) => page.getByLabel('Totals of the matching rounds', { exact: true })],
  [
    'Account changes of downlines',
    (page) =>
      page
        .getByRole('table')
        .or(page.getByRole('heading', { level: 3, name: 'No account changes in this range' })),
  ],
];

/** demo_agent (or another agent) logged in at /agent, on its centre. */
const logInToCentre = async (page: Page, username: string, password: string) => {
  await logInAsAgent(page, baseUrl, username, password);
  await page.waitForURL((url) => url.pathname === '/agentHome');
};

interface Round {
  roundId: string;
  /** Minor units. */
  bet: number;
  win: number;
}

/** Opens the first slot of a main-wallet vendor and spins it `count` times, as a player would. */
const playSlot = async (page: Page, count: number): Promise<Round[]> => {
  await page.goto(`${baseUrl}/?type=RNG&vassalage=${mainWalletSlotVendor.code}`);
  const list = page.getByRole('main').getByRole('list', { name: `${mainWalletSlotVendor.name} games` });
  const card = cardsOf(list).first();
  const gameName = (await card.getAttribute('aria-label')) ?? '';
  expect(gameName).not.toBe('');
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/seamless');
  await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
  const game = page.frameLocator(`iframe[title="${gameName}"]`);
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  const frameBalance = game.getByRole('status', { name: 'Balance', exact: true });
  await spin.waitFor();
  const rounds: Round[] = [];
  for (let n = 0; n < count; n += 1) {
    await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === demoVendorPaths.spin);
    await spin.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const round = demoSpinValueSchema.parse(((await response.json()) as { value: unknown }).value);
    rounds.push({ roundId: round.roundId, bet: minorOf(round.bet), win: minorOf(round.win) });
    await expect
      .poll(async () => minorOf((await frameBalance.textContent()) ?? ''))
      .toBe(minorOf(round.balance));
  }
  return rounds;
};

/** The <dt>/<dd> pairs of a description list, as text by term. */
const figuresOf = async (list: Locator): Promise<Record<string, string>> => {
  await list.waitFor();
  return list.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll('dt')].map((dt) => [
        dt.textContent ?? '',
        dt.nextElementSibling?.textContent ?? '',
      ]),
    ),
  );
};

/** A figure of a list in minor units (or a plain count); throws when the term is missing. */
const figure = async (list: Locator, name: string) => {
  const figures = await figuresOf(list);
  const text = figures[name];
  if (text === undefined) throw new Error(`no "${name}" in ${JSON.stringify(figures)}`);
  return minorOf(text);
};

/** The cells of one CSV line (RFC 4180: a quoted cell may hold commas and doubled quotes). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map(
    (m) => m[1]?.replace(/""/g, '"') ?? m[2] ?? '',
  );

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('agent reports', () => {
  it('shows a recruit’s deposit and spins in the team overview, profit and loss, bets and account changes', async () => {
    // 1. A recruit registers from demo_agent's affiliate link, deposits and plays a slot.
    const player = await newVisitorPage();
    const recruit = await registerFreshMember(player, baseUrl, '/register?referralCode=AGENT001');
    await depositWithDemoChannel(player, baseUrl, deposit);
    const rounds = await playSlot(player, spins);
    const stakes = sum(rounds.map((r) => r.bet));
    const wins = sum(rounds.map((r) => r.win));

    // A second recruit joins demo_subagent1's team and deposits, so demo_subagent1 has a team with
    // activity today and its row can be opened one level down.
    const subPlayer = await newVisitorPage();
    const subRecruit = await registerFreshMember(subPlayer, baseUrl, '/register?referralCode=SUBAGNT1');
    await depositWithDemoChannel(subPlayer, baseUrl, '100');

    // 2. demo_agent lands on the team overview: today's figures and the chart's table.
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    const overviewAnswer = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === routes.agentOverview.path &&
        new URL(r.url()).searchParams.get('period') === 'today',
    );
    await logInToCentre(page, 'demo_agent', 'Demo1234!');
    await page.getByRole('heading', { level: 1, name: 'Team overview' }).waitFor();
    const overview = overviewValueSchema.parse(
      ((await (await overviewAnswer).json()) as { value: unknown }).value,
    );
    const today = overview.to;
    expect(await page.getByRole('tab', { name: 'Today', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const todayFigures = page.getByRole('tabpanel').locator('dl');
    const terms = Object.keys(await figuresOf(todayFigures));
    expect(terms).toEqual([
      'Team members',
      'New members',
      'Active members',
      'Valid bets',
      'Team profit and loss',
      'Deposits',
      'Withdrawals',
      'My income',
    ]);
    expect(await figure(todayFigures, 'Team members')).toBeGreaterThanOrEqual(2);
    expect(await figure(todayFigures, 'New members')).toBeGreaterThanOrEqual(2);
    expect(await figure(todayFigures, 'Active members')).toBeGreaterThanOrEqual(1);
    expect(await figure(todayFigures, 'Valid bets')).toBeGreaterThanOrEqual(stakes);
    expect(await figure(todayFigures, 'Deposits')).toBeGreaterThanOrEqual(minorOf(depositShown) + 10_000);

    const chart = page.getByRole('figure', { name: 'Valid bets and profit and loss by day' });
    await chart
      .getByRole('img', { name: /^Chart of valid bets and profit and loss over \d+ days$/ })
      .waitFor();
    await chart.getByText('Show the figures as a table').click();
    const todayRow = chart.getByRole('row').filter({ has: page.getByRole('rowheader', { name: today }) });
    await todayRow.waitFor();
    const activeToday = Number((await todayRow.getByRole('cell').nth(2).textContent()) ?? '');
    expect(activeToday).toBeGreaterThanOrEqual(1);
    expect(minorOf((await todayRow.getByRole('cell').nth(0).textContent()) ?? '')).toBeGreaterThanOrEqual(
      stakes,
    );
    await expectNoSeriousA11yViolations(page);

    // 3. Downline profit and loss: the recruit is a direct downline with its rounds and deposit.
    await openAgentPage(page, 'Downline profit and loss');
    const trail = page.getByRole('navigation', { name: 'Team levels' });
    await trail.getByText('My team', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search account' }).fill(recruit.username);
    const recruitRow = page.getByRole('table').getByRole('row').filter({ hasText: recruit.username });
    await recruitRow.waitFor();
    await expect.poll(() => recruitRow.getByRole('cell').nth(1).textContent()).toBe(String(spins));
    expect(minorOf((await recruitRow.getByRole('cell').nth(5).textContent()) ?? '')).toBe(
      minorOf(depositShown),
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search account' }).fill('demo_subagent1');
    await page.getByRole('button', { name: "Open demo_subagent1's team", exact: true }).click();
    await trail.locator('[aria-current="page"]').filter({ hasText: 'demo_subagent1' }).waitFor();
    await page.getByRole('heading', { level: 3, name: "demo_subagent1's own play" }).waitFor();
    await page.getByRole('table').getByRole('row').filter({ hasText: subRecruit.username }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await trail.getByRole('button', { name: 'My team', exact: true }).click();
    await trail.locator('[aria-current="page"]').filter({ hasText: 'My team' }).waitFor();
    await page.getByRole('heading', { level: 3, name: "demo_subagent1's own play" }).waitFor({
      state: 'detached',
    });

    // 4. Team bet records of the recruit: the totals are its spins, and so is the CSV file.
    await openAgentPage(page, 'Team bet records');
    await page.getByRole('searchbox', { name: 'Account', exact: true }).fill(recruit.username);
    const totals = page.getByLabel('Totals of the matching rounds', { exact: true });
    await expect.poll(() => figure(totals, 'Rounds')).toBe(spins);
    expect(await figure(totals, 'Stakes')).toBe(stakes);
    expect(await figure(totals, 'Wins')).toBe(wins);
    const betRows = page.getByRole('table').getByRole('row').filter({ hasText: recruit.username });
    await expect.poll(() => betRows.count()).toBe(spins);
    await expectNoSeriousA11yViolations(page);

    // The game type filter narrows the same rounds: all of them are slots, none live casino.
    const gameType = page.getByRole('combobox', { name: 'Game type' });
    await gameType.selectOption({ label: 'Slots' });
    await expect.poll(() => figure(totals, 'Rounds')).toBe(spins);
    await gameType.selectOption({ label: 'Live Casino' });
    await expect.poll(() => figure(totals, 'Rounds')).toBe(0);
    await page.getByRole('heading', { level: 3, name: 'No rounds in this range' }).waitFor();
    await gameType.selectOption({ label: 'Any' });
    await expect.poll(() => figure(totals, 'Rounds')).toBe(spins);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`team-bets_${today}_${today}.csv`);
    // UTF-8 with a byte-order mark (for spreadsheet programs), CRLF line ends.
    const file = await readFile(await download.path(), 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines[0]).toBe(
      'createdAt,account,gameType,vendorCode,gameName,roundId,bet,validBet,win,profitLoss',
    );
    const csvRounds = lines.slice(1).map(csvCells);
    expect(csvRounds).toHaveLength(spins);
    for (const columns of csvRounds) expect(columns[1]).toBe(recruit.username);
    expect(csvRounds.map((columns) => columns[5]).sort()).toEqual(rounds.map((r) => r.roundId).sort());
    expect(sum(csvRounds.map((columns) => minorOf(columns[6] ?? '')))).toBe(stakes);

    // 5. Account changes of the recruit: its deposit is there.
    await openAgentPage(page, 'Account changes of downlines');
    await page.getByRole('searchbox', { name: 'Account', exact: true }).fill(recruit.username);
    const changes = page.getByRole('table').getByRole('row');
    // Only the recruit's rows once the filter applies (the header row aside): a deposit and the rounds.
    await expect.poll(() => changes.filter({ hasNotText: recruit.username }).count()).toBe(1);
    expect(await changes.filter({ hasText: 'Game bet' }).count()).toBe(spins);
    const depositRow = changes.filter({ hasText: 'Deposit' });
    expect(await depositRow.count()).toBe(1);
    await depositRow.getByRole('cell', { name: `+${depositShown}`, exact: true }).waitFor();
    await depositRow.getByRole('cell', { name: 'Main wallet', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  }, 180_000);

  it('opens the four report pages at 390 px', async () => {
    const page = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await logInToCentre(page, 'demo_agent', 'Demo1234!');
    await page.getByRole('heading', { level: 1, name: 'Team overview' }).waitFor();
    for (const [name, loaded] of reportPages) {
      await openAgentPage(page, name);
      await loaded(page).waitFor();
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });

  it('reads the notices for agents, whose links open the centre in place', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInToCentre(page, 'demo_agent', 'Demo1234!');
    await openAgentPage(page, 'Announcements');
    const notice = page.getByRole('article', { name: 'When contract income is paid' });
    await notice.getByText('For agents', { exact: true }).waitFor();
    // Notices for everyone are listed too, without the mark.
    const everyone = page.getByRole('article', { name: /^Withdrawals to e-wallets/ });
    expect(await everyone.getByText('For agents', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await notice.getByRole('link', { name: 'My income' }).click();
    await page.getByRole('heading', { level: 1, name: 'My income' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=agentRevenueReport');
    expect(loads).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);
    // A member on the player site never sees them.
    const member = await newVisitorPage();
    const response = await member.request.get(`${baseUrl}${routes.notice.path}?types=PL&execution=A`);
    expect(JSON.stringify(await response.json())).not.toContain('When contract income is paid');
    expect(errors).toEqual([]);
  });
});
