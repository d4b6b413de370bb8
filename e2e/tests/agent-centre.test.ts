import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';
import {
  changeInitialPassword,
  fillLogin,
  logInAsAgent,
  openAccount,
  openAgentPage,
} from '../support/agent.js';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const newVisitorPage = englishVisitors('10.93.0');

// A recruit registers from an affiliate link: the image captcha is off while this file runs.
beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

/** Accounts of this run: the username rule takes a letter then letters and digits, 6 to 16. */
const suffix = Date.now().toString(36).slice(-6);
const memberName = `e2em${suffix}`;
const subAgentName = `e2ea${suffix}`;

describe('agent centre', () => {
  it('opens a member who must change the password, then pays them from the downline list', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsAgent(page, baseUrl, 'demo_agent', 'Demo1234!');
    await page.waitForURL((url) => url.pathname === '/agentHome');
    await page.getByRole('heading', { level: 1, name: 'Team overview' }).waitFor();
    await page.getByRole('term').filter({ hasText: 'Team members' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await openAccount(page, 'Member', memberName);
    await expectNoSeriousA11yViolations(page);
    // The same name again: the field says it is taken.
    await page.getByLabel('Username').fill(memberName);
    await page.getByRole('button', { name: 'Open account', exact: true }).click();
    await page.getByText('This username is already taken.').waitFor();

    // The new member logs in with the initial password and must choose a new one.
    const player = await newVisitorPage();
    await player.goto(`${baseUrl}/login`);
    await fillLogin(player, memberName, 'Init1234!');
    await changeInitialPassword(player, 'Fresh2026x');
    await player.getByRole('button', { name: `Account menu for ${memberName}` }).waitFor();

    // The agent funds its wallet from its own menu, finds the member among the direct downlines and
    // transfers with the payment password.
    await openAgentPage(page, 'Deposit');
    await page.getByRole('radio', { name: 'Demo instant deposit' }).check();
    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Deposit of 1,000.00 credited' }).waitFor();
    await openAgentPage(page, 'Downline management');
    await page.getByLabel('Search account').fill(memberName);
    const row = page.getByRole('row').filter({ hasText: memberName });
    await row.getByText('Active').waitFor();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Transfer to ${memberName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to downline' });
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByLabel('Withdrawal password').fill('000000');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'withdrawal password is incorrect' }).waitFor();
    await dialog.getByLabel('Withdrawal password').fill('123456');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `25.00 transferred to ${memberName}` })
      .waitFor();
    await row.getByRole('cell', { name: '25.00' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens a sub-agent who logs in at /agent, changes the password and opens a team of its own', async () => {
    const page = await newVisitorPage();
    await logInAsAgent(page, baseUrl, 'demo_agent', 'Demo1234!');
    await page.waitForURL((url) => url.pathname === '/agentHome');
    await openAccount(page, 'Sub-agent', subAgentName);

    const sub = await newVisitorPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(sub);
    await logInAsAgent(sub, baseUrl, subAgentName, 'Init1234!');
    await changeInitialPassword(sub, 'Fresh2026y');
    await sub.waitForURL((url) => url.pathname === '/agentHome');
    await sub.getByRole('heading', { level: 3, name: 'No downlines found' }).waitFor();
    await expectNoSeriousA11yViolations(sub);

    // A player registering from the sub-agent's affiliate link joins its team directly.
    const link = await sub.locator('code').filter({ hasText: '/register?referralCode=' }).textContent();
    const { pathname, search } = new URL(link ?? '');
    const recruit = await registerFreshMember(await newVisitorPage(), baseUrl, `${pathname}${search}`);

    await openAccount(sub, 'Member', `${memberName}b`);
    await sub.getByRole('img', { name: 'QR code of your affiliate link' }).waitFor();
    await openAgentPage(sub, 'Downline management');
    await sub
      .getByRole('row')
      .filter({ hasText: `${memberName}b` })
      .waitFor();
    await sub.getByRole('row').filter({ hasText: recruit.username }).waitFor();
    await expectNoSeriousA11yViolations(sub);

    // demo_agent sees the sub-agent's member two levels down.
    await openAgentPage(page, 'Downline management');
    await page.getByRole('tab', { name: 'All levels' }).click();
    await page.getByLabel('Search account').fill(`${memberName}b`);
    const row = page.getByRole('row').filter({ hasText: `${memberName}b` });
    await row.getByText('Level 2').waitFor();
    await row.getByText(`Under ${subAgentName}`).waitFor();
    expect(errors).toEqual([]);
  });
});
