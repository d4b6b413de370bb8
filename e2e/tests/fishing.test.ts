import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember } from '../support/fresh-member.js';
import { cardsOf } from '../support/lobby.js';
import { headerBalanceMinor, minorOf } from '../support/member.js';
import { artifactsDir } from '../support/paths.js';
import { depositWithDemoChannel, memberPageTotals } from '../support/play.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 19: a new player opens a fishing game from the lobby's Fishing category, fires at the fish
 * from the keyboard (each press a bullet), and sees the volleys settle: the balance less every bullet
 * plus what the catches paid, the header following, and the volleys in the betting record.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.119.1');
const recordsTotals = 'Totals of the filtered records';

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

describe('fishing (issue 19)', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`settles a new player's shots as volleys at ${viewport.width} px`, async () => {
      const page = await newVisitorPage({ viewport });
      const errors = collectPageErrors(page);
      await registerFreshMember(page, baseUrl);
      await depositWithDemoChannel(page, baseUrl, '10000');
      const recordsBefore = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);

      // CQ9 plays from the main wallet, so the header shows the same balance as the game.
      await page.goto(`${baseUrl}/fish?vassalage=CQ9`);
      const card = cardsOf(page.getByRole('main')).first();
      const gameName = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/seamless');
      const game = page.frameLocator(`iframe[title="${gameName}"]`);
      const pond = game.getByRole('group', { name: 'Pond' });
      await pond.waitFor();
      const balance = game.getByRole('status', { name: 'Balance', exact: true });
      const inFlight = game.getByRole('status', { name: 'Shots on the way' });
      const won = game.getByRole('status', { name: 'Won this visit' });
      const balanceMinor = async () => minorOf((await balance.textContent()) ?? '');
      await expect.poll(balanceMinor).toBeGreaterThan(0);
      const before = await balanceMinor();

      await game.getByLabel('Bullet').selectOption({ label: '100.00' });
      // Fish swim: fire from the keyboard at whichever fish is there, six bullets of 100.00.
      const fish = pond.getByRole('button', { name: /, pays \d+×/ });
      for (let shot = 0; shot < 6; shot += 1) {
        await fish.nth(shot % 3).focus();
        await fish.nth(shot % 3).press('Enter');
      }
      await page.screenshot({ path: `${artifactsDir}fishing-firing-${viewport.width}.png` });
      await expect.poll(() => inFlight.textContent(), { timeout: 20_000 }).toBe('0');
      const status = game
        .getByRole('status')
        .filter({ hasText: /^(Catch ×\d+: \+[\d,.]+|No catch that volley\.)$/ });
      await status.waitFor();
      const winMinor = minorOf((await won.textContent()) ?? '');
      await expect.poll(balanceMinor).toBe(before - 60_000 + winMinor);
      await expect.poll(() => headerBalanceMinor(page)).toBe(before - 60_000 + winMinor);
      await page.screenshot({ path: `${artifactsDir}fishing-settled-${viewport.width}.png` });
      await expectNoSeriousA11yViolations(page);

      const recordsAfter = await memberPageTotals(page, baseUrl, 'personalHistoryCopy', recordsTotals);
      expect(recordsAfter.bet).toBe(recordsBefore.bet + 60_000);
      expect(recordsAfter.win).toBe(recordsBefore.win + winMinor);
      expect(recordsAfter.rounds).toBeGreaterThan(recordsBefore.rounds);
      expect(recordsAfter.rounds).toBeLessThanOrEqual(recordsBefore.rounds + 6);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});
