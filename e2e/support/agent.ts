import type { Page } from 'playwright-core';

/**
 * The agent centre as a person uses it (issue 16): the login form, the agent menu, the forced change
 * of an account opened with the merchant's initial password, and opening an account in the team.
 */
export const fillLogin = async (page: Page, username: string, password: string) => {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

export const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre menu' });

/** Opens a page from the agent menu and waits for its heading. */
export const openAgentPage = async (page: Page, name: string) => {
  await agentMenu(page).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
};

/** Logs in at /agent; an account opened with the initial password then sees the forced change. */
export const logInAsAgent = async (page: Page, baseUrl: string, username: string, password: string) => {
  await page.goto(`${baseUrl}/agent`);
  await fillLogin(page, username, password);
};

/** The forced change of an account opened with the merchant's initial password (spec 4.10, 9). */
export const changeInitialPassword = async (page: Page, password: string) => {
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.waitFor();
  await dialog.getByLabel('Current password').fill('Init1234!');
  await dialog.getByLabel('New password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm new password').fill(password);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** registerCenter: a member or sub-agent directly under the logged-in agent. */
export const openAccount = async (page: Page, type: 'Member' | 'Sub-agent', username: string) => {
  await openAgentPage(page, 'Open account');
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Open account', exact: true }).click();
  await page.getByRole('status').filter({ hasText: username }).waitFor();
};
