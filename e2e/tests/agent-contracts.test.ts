import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { minorOf } from '../support/member.js';
import { englishVisitors } from '../support/visitors.js';
import {
  agentMenu,
  changeInitialPassword,
  logInAsAgent,
  openAccount,
  openAgentPage,
} from '../support/agent.js';

/**
 * The agent centre's dividend and salary contracts (spec 2.7, 4.10; issue 16): demo_agent offers a
 * daily salary to a sub-agent it has just opened, who signs it; another offer is rejected; the seeded,
 * settled periods show what they paid and reach the team overview's income; and every page of the
 * agent menu opens with its title at 1440 and at 390 px. Other files share the database: only what
 * this file creates is asserted exactly, the rest as "at least".
 */
const baseUrl = inject('baseUrl');
const screenshots = process.env.E2E_SCREENSHOTS;

const newVisitorPage = englishVisitors('10.95.0');
const phone = { viewport: { width: 390, height: 844 } };

/** Accounts of this run: the username rule takes a letter then letters and digits, 6 to 16. */
const suffix = Date.now().toString(36).slice(-6);
const subAgentName = `e2ec${suffix}`;

/** demo_agent's daily salary from the operator (seed-contracts.ts): 0.5 %, and 0.8 % from a team size. */
const ownDailyRates = ['0.5%', '0.8%'];
const ownDailyTop = '0.8';

/** The agent menu of the demo merchant, which enables all four kinds of contract, in order. */
const menuEntries = [
  'Team overview',
  'Announcements',
  'Open account',
  'Downline management',
  'Team bet records',
  'Downline profit and loss',
  'My income',
  'Account changes of downlines',
  'Dividend',
  'Daily salary',
  'Hourly salary',
  'Real-time salary',
  'Deposit',
  'Withdraw',
  'Messages',
  'Customer service',
];

const logInAsDemoAgent = async (page: Page, username = 'demo_agent') => {
  await logInAsAgent(page, baseUrl, username, 'Demo1234!');
  await page.waitForURL((url) => url.pathname === '/agentHome');
  await page.getByRole('heading', { level: 1, name: 'Team overview', exact: true }).waitFor();
};

/** Waits until nothing on the page is loading (skeleton rows, placeholder figures). */
const settled = async (page: Page) => {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
};

/** A card of a contract page (a section), by its title ("Contracts you gave", "Settled periods"). */
const card = (page: Page, title: string | RegExp) =>
  page.getByRole('heading', { level: 2, name: title, exact: true }).locator('xpath=ancestor::section[1]');

/** The rates of a tiers list ("0.5%", "0.8%"). */
const ratesOf = async (list: Locator) =>
  (await list.getByRole('listitem').locator('strong').allTextContents()).map((text) => text.trim());

/**
 * The serious and critical axe violations of a page, as expectNoSeriousA11yViolations finds them: for
 * a soft check, after which the test goes on to what follows (and still fails).
 */
const seriousA11yViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );

/** The rates of the agent's own contract (its card is "Your daily salary contract" and so on). */
const ownRates = (page: Page) =>
  card(page, /^Your .* contract$/).getByRole('list', { name: 'Rates', exact: true });

/** A row of the table of contracts the agent gave its direct sub-agents. */
const givenRow = (page: Page, account: string) =>
  card(page, 'Contracts you gave')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: account, exact: true }) });

/** Offers demo_agent's kind of contract (the page's) with one base tier at `rate` %. */
const offerContract = async (page: Page, account: string, rate: string) => {
  const form = page.getByRole('form', { name: 'Offer this contract to a sub-agent' });
  await form.getByLabel('Sub-agent account').fill(account);
  await form.getByLabel('Rate (%)').fill(rate);
  await form.getByRole('button', { name: 'Offer contract', exact: true }).click();
  return form;
};

/**
 * With E2E_SCREENSHOTS=<directory>, the contract pages are saved screen by screen (scrolled, so the
 * sticky header shows where a reader sees it) for a look at their layout.
 */
const shoot = async (page: Page, name: string) => {
  if (!screenshots) return;
  const step = (page.viewportSize()?.height ?? 900) - 200;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; y < height; y += step, n += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: `${screenshots}/${name}-${n}.png` });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
};

describe('agent contracts', () => {
  it('lets demo_subagent2 reject an offer demo_agent makes it', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoAgent(page);
    await openAgentPage(page, 'Daily salary');
    // A new offer replaces the one still waiting (the seeded 0.3 %, or one of an earlier run).
    await offerContract(page, 'demo_subagent2', '0.25');
    await page.getByRole('status').filter({ hasText: 'Contract offered to demo_subagent2.' }).waitFor();
    const row = givenRow(page, 'demo_subagent2');
    await row.getByRole('cell', { name: 'Waiting for an answer', exact: true }).waitFor();
    await row.getByRole('cell', { name: '0.25%', exact: true }).waitFor();
    expect(await row.count()).toBe(1);

    const sub = await newVisitorPage();
    const subErrors = collectPageErrors(sub);
    await logInAsDemoAgent(sub, 'demo_subagent2');
    await openAgentPage(sub, 'Daily salary');
    const offers = card(sub, 'Offers for you');
    // Only the newest offer waits: the one it replaced is gone.
    const offered = offers.getByRole('list', { name: 'Rates offered by demo_agent' });
    await offered.waitFor();
    expect(await offered.count()).toBe(1);
    expect(await ratesOf(offered)).toEqual(['0.25%']);
    await expectNoSeriousA11yViolations(sub);
    await offers.getByRole('button', { name: 'Reject', exact: true }).click();
    await sub.getByRole('status').filter({ hasText: 'Offer rejected.' }).waitFor();
    await offers.waitFor({ state: 'detached' });
    await sub.getByRole('heading', { level: 3, name: 'No contract of this kind yet' }).waitFor();

    // The rejected offer leaves demo_agent's list of contracts it gave.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Daily salary', exact: true }).waitFor();
    await givenRow(page, 'demo_subagent1').waitFor();
    expect(await givenRow(page, 'demo_subagent2').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(subErrors).toEqual([]);
  });

  it('offers a daily salary to a freshly opened sub-agent, who signs it', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoAgent(page);
    await openAccount(page, 'Sub-agent', subAgentName);

    // The new sub-agent changes the initial password and has no daily salary yet.
    const sub = await newVisitorPage(phone);
    const subErrors = collectPageErrors(sub);
    await logInAsAgent(sub, baseUrl, subAgentName, 'Init1234!');
    await changeInitialPassword(sub, 'Fresh2026z');
    await sub.waitForURL((url) => url.pathname === '/agentHome');
    await openAgentPage(sub, 'Daily salary');
    await sub.getByRole('heading', { level: 3, name: 'No contract of this kind yet' }).waitFor();
    expect(await sub.getByRole('heading', { level: 2, name: 'Offers for you' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(sub);

    // demo_agent's own daily salary and its offer form.
    await openAgentPage(page, 'Daily salary');
    await page.getByRole('heading', { level: 2, name: 'Your daily salary contract' }).waitFor();
    await page.getByText('Settled daily · signed').waitFor();
    expect(await ratesOf(ownRates(page))).toEqual(ownDailyRates);
    await shoot(page, 'daily-1440');

    // Above its own top rate: refused, with the top rate.
    const form = await offerContract(page, subAgentName, '0.9');
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^A rate is above your own rate \(/);
    expect(await refusal.textContent()).toBe(`A rate is above your own rate (${ownDailyTop} %).`);
    expect(await givenRow(page, subAgentName).count()).toBe(0);

    // A valid rate: offered, waiting for the sub-agent's answer.
    await offerContract(page, subAgentName, '0.3');
    await page
      .getByRole('status')
      .filter({ hasText: `Contract offered to ${subAgentName}.` })
      .waitFor();
    await refusal.waitFor({ state: 'detached' });
    const row = givenRow(page, subAgentName);
    await row.getByRole('cell', { name: 'Waiting for an answer', exact: true }).waitFor();
    await row.getByRole('cell', { name: '0.3%', exact: true }).waitFor();
    await row.getByRole('button', { name: `Withdraw offer to ${subAgentName}` }).waitFor();
    expect(await row.getByRole('button').textContent()).toBe('Withdraw offer');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The sub-agent sees the offer once the page loads again, and signs it.
    await sub.reload();
    await sub.getByRole('heading', { level: 1, name: 'Daily salary', exact: true }).waitFor();
    const offers = card(sub, 'Offers for you');
    await offers.getByText(/^Offered by demo_agent on /).waitFor();
    expect(await ratesOf(offers.getByRole('list', { name: 'Rates offered by demo_agent' }))).toEqual([
      '0.3%',
    ]);
    await expectNoSeriousA11yViolations(sub);
    await shoot(sub, 'daily-offer-390');
    await offers.getByRole('button', { name: 'Sign', exact: true }).click();
    await sub.getByRole('status').filter({ hasText: 'Contract signed.' }).waitFor();
    await offers.waitFor({ state: 'detached' });
    await sub.getByText('Settled daily · signed').waitFor();
    await sub.getByText('from demo_agent', { exact: false }).first().waitFor();
    await expect.poll(() => ratesOf(ownRates(sub))).toEqual(['0.3%']);
    // It may now pass a daily salary on to sub-agents of its own.
    await sub.getByRole('form', { name: 'Offer this contract to a sub-agent' }).waitFor();
    await sub.getByText('You have not offered this contract to a sub-agent.').waitFor();
    await expectNoSeriousA11yViolations(sub);
    await shoot(sub, 'daily-signed-390');

    // demo_agent sees the contract signed.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Daily salary', exact: true }).waitFor();
    await givenRow(page, subAgentName).getByRole('cell', { name: 'Signed', exact: true }).waitFor();
    expect(await givenRow(page, subAgentName).getByRole('button').textContent()).toBe('Terminate');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'daily-given-1440');
    expect(errors).toEqual([]);
    expect(subErrors).toEqual([]);
  }, 120_000);

  it('shows the settled dividend periods and the income they paid in the team overview', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoAgent(page);
    await openAgentPage(page, 'Dividend');
    await page.getByRole('heading', { level: 2, name: 'Your dividend contract' }).waitFor();
    await page.getByText('Settled weekly · signed').waitFor();
    expect(await ratesOf(ownRates(page))).toEqual(['10%', '15%']);
    await givenRow(page, 'demo_subagent1').getByRole('cell', { name: 'Signed', exact: true }).waitFor();

    // Without the demo's team activity (this suite's seed) every period is empty: show them all.
    await card(page, 'Settled periods').getByRole('checkbox', { name: 'Show periods without bets' }).check();
    const records = card(page, 'Settled periods').getByRole('table');
    await records.getByRole('row').nth(1).waitFor();
    const headers = (await records.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    expect(headers).toEqual([
      'Period',
      'Valid bets',
      'Team profit and loss',
      'Active members',
      'Rate',
      "Sub-agents' share",
      'Paid to you',
    ]);
    const rows = records.getByRole('row').filter({ has: page.getByRole('cell') });
    // About eight weeks of settled periods (the grant is 61 days old).
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    for (const cells of await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    )) {
      expect(cells).toHaveLength(7);
      expect(cells[6]).toMatch(/\d\.\d\d$/);
    }
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'dividend-1440');

    // The dividends and salaries paid to demo_agent are its income in the team overview.
    await openAgentPage(page, 'Team overview');
    const incomes: Record<string, number> = {};
    for (const period of ['This month', 'Last month']) {
      await page.getByRole('tab', { name: period, exact: true }).click();
      const figures = page.getByRole('tabpanel').locator('dl[aria-busy="false"]');
      await figures.waitFor();
      const income = figures.locator('div').filter({ has: page.getByRole('term').getByText('My income') });
      incomes[period] = minorOf((await income.getByRole('definition').textContent()) ?? '');
    }
    expect(Math.max(...Object.values(incomes)), JSON.stringify(incomes)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  for (const [size, options] of [
    ['1440 px', {}],
    ['390 px', phone],
  ] as const) {
    it(`opens every page of the agent menu at ${size}`, async () => {
      const page = await newVisitorPage(options);
      const errors = collectPageErrors(page);
      await logInAsDemoAgent(page);
      const links = agentMenu(page).getByRole('link');
      expect((await links.allTextContents()).map((text) => text.trim())).toEqual(menuEntries);
      for (const name of menuEntries) {
        await openAgentPage(page, name);
        await expect(agentMenu(page).locator('[aria-current="page"]').textContent()).resolves.toBe(name);
        const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
        expect(headings).toEqual([name]);
        await settled(page);
        await expectNoSeriousA11yViolations(page);
        if (['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'].includes(name))
          await shoot(page, `${name.replace(/\W+/g, '-').toLowerCase()}-${size.replace(' ', '')}`);
      }
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
