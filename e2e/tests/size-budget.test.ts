import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { firstScreenScripts } from '../support/first-screen-js.js';
import { logInAsDemoMember } from '../support/member.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 15 "Keeping it fast": the JavaScript of each entry page's first screen (gzip bytes, from the
 * build this suite runs against) stays within its budget. Bytes are deterministic, so the budgets are
 * tested here; timings stay in `npm run bench`. The budgets are a ratchet: lower one when a change
 * makes its page lighter, never raise one without a measured reason in docs/decisions.md
 * ("Performance budget").
 */
const baseUrl = inject('baseUrl');
const newVisitorPage = englishVisitors('10.81.0');

const kib = 1024;
const budgets = {
  home: 145 * kib,
  member: 228 * kib,
  agentHome: 220 * kib,
  seamless: 194 * kib,
};

const report = (page: string, measured: { bytes: number; scripts: { path: string; bytes: number }[] }) =>
  `${page}: ${(measured.bytes / kib).toFixed(1)} KiB in ${measured.scripts.length} scripts\n` +
  measured.scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `  ${(s.bytes / kib).toFixed(1)} ${s.path}`)
    .join('\n');

const logInAsDemoAgent = async (page: Page) => {
  await page.goto(`${baseUrl}/agent`);
  await page.getByLabel('Username').fill('demo_agent');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/agentHome');
};

describe('the lobby start-up chain', () => {
  it('starts everything the first screen needs with the HTML, and calls for none of it', async () => {
    const page = await newVisitorPage();
    // A first visit reads the site's default language: the one the HTML's guest answers are in.
    await page.context().addInitScript(() => localStorage.removeItem('hisLang'));
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/wps/')) calls.push(path);
    });
    const html = (await (await page.goto(`${baseUrl}/`))?.text()) ?? '';
    // The page's loader (first-paint.ts) starts the lobby's route chunk and the pack after the hero.
    const loader = /<script nonce="[^"]+">\(function\(a\)\{.*\}\)\((\{.*?\})\)<\/script>/.exec(html)?.[1];
    const { modules } = JSON.parse(loader ?? '{}') as { modules?: string[] };
    expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/home-route-[\w-]+\.js$/));
    expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/ko-[\w-]+\.js$/));
    expect(html).toContain('<script type="application/json" id="startup">');
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    const heroSrc = await page.locator('[aria-roledescription="carousel"] img').first().getAttribute('src');
    expect(html).toContain(`<link rel="preload" as="image" href="${heroSrc}" fetchpriority="high">`);
    expect(calls.filter((path) => /\/(system\/permission|game\/vendor|announcement)$/.test(path))).toEqual(
      [],
    );
  });
});

describe('first-screen JavaScript budgets (gzip)', () => {
  it('keeps the lobby of a guest within its budget', async () => {
    const measured = await firstScreenScripts(await newVisitorPage(), `${baseUrl}/`, 'main');
    expect(measured.bytes, report('/', measured)).toBeLessThanOrEqual(budgets.home);
  });

  it('keeps My account of a member within its budget', async () => {
    const page = await newVisitorPage();
    await logInAsDemoMember(page, baseUrl);
    const measured = await firstScreenScripts(page, `${baseUrl}/member`, 'main');
    expect(measured.bytes, report('/member', measured)).toBeLessThanOrEqual(budgets.member);
  });

  it('keeps the seamless game page of a member within its budget', async () => {
    const page = await newVisitorPage();
    await logInAsDemoMember(page, baseUrl);
    const measured = await firstScreenScripts(page, `${baseUrl}/seamless`, 'main');
    expect(measured.bytes, report('/seamless', measured)).toBeLessThanOrEqual(budgets.seamless);
  });

  it('keeps the agent centre within its budget', async () => {
    const page = await newVisitorPage();
    await logInAsDemoAgent(page);
    const measured = await firstScreenScripts(page, `${baseUrl}/agentHome`, 'main');
    expect(measured.bytes, report('/agentHome', measured)).toBeLessThanOrEqual(budgets.agentHome);
  });
});
