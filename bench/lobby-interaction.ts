import { constants, localKeys } from '@gp/contract/constants';
import { errors, type Page } from 'playwright-core';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { generateCatalogue } from '../apps/server/src/db/seed/game-catalogue.js';
import { demoVendors } from '../apps/server/src/db/seed/vendors.js';
import { launchBrowser, type BrowserSession } from '../e2e/support/browser.js';
import { closePopupsOnEveryPage, fetchPopupIds } from '../e2e/support/popups.js';
import { startServer, type RunningServer } from '../e2e/support/server-process.js';
import { reshapeCatalogue } from './bench-catalogue.js';
import { createBenchMember } from './bench-members.js';

/**
 * Interaction on a long game list: a member opens one vendor's slot list (`/rng?vassalage=PG`,
 * the category page with vendor chips, the virtualized grid and "Load more games"), presses load more,
 * scrolls to the end with the End key and adds the last card to favourites, in headless Chromium with
 * the CPU slowed 4x (CDP), on a server whose vendor has 10,000 games and one whose vendor has 100 (the
 * same first 100). Load more is pressed until the end of the 100-game list (4 presses, 5 pages of 24)
 * and 40 times on the 10,000-game list (984 games loaded, ten times the little list): the long list's
 * late presses, its scroll to the end and its favourite toggle run with that many cards behind them.
 * Figures: the worst interaction's duration from the Event Timing API (INP as it would be for this
 * visit; interactions under 16 ms are not reported and count as 16 ms), the longest task during the
 * interactions (none counts as 50 ms, the shortest long task), and the DOM node count at the end of
 * the list. Each is the median of `rounds` alternating rounds after one uncounted warm-up visit of
 * each side. Goals: interaction and longest task at most 1.5x the 100-game figure, DOM nodes at most
 * 1.1x. The bench reports; a missed goal does not fail it.
 */
const merchant = 'DEMO';
const vendor = demoVendors.find((v) => v.code === 'PG' && v.category === 'RNG')!;
const sizes = { big: 10_000, little: 100 } as const;
const loadMorePresses = {
  little: Math.ceil(sizes.little / constants.gameListPageSize) - 1,
  big: 40,
} as const;
const cpuSlowdown = 4;
const rounds = 5;
/** The vendor's generated games are numbered after the seeded catalogue's (100001...110000). */
const firstNodeId = 200_001;
/** Event Timing reports no interaction under 16 ms; no task under 50 ms is a long task. */
const minInteractionMs = 16;
const minLongTaskMs = 50;
const stepTimeoutMs = 30_000;
const endPresses = 5;
/** A visit that times out (a stalled load on a busy machine) is tried again this many times in all. */
const attempts = 2;

class RetriableVisitError extends Error {}

interface Visit {
  interactionMs: number;
  longestTaskMs: number;
  domNodes: number;
}

interface Side {
  presses: number;
  server: RunningServer;
  handle: DatabaseHandle;
  popupIds: readonly string[];
  visits: Visit[];
}

/** Replaces the seeded vendor's slot games with `size` generated ones of the same vendor. */
const resizeVendor = async (handle: DatabaseHandle, size: number) => {
  const others = await handle.db
    .selectFrom('games')
    .select('node_id')
    .where((eb) => eb.or([eb('vendor_code', '!=', vendor.code), eb('game_type', '!=', vendor.category)]))
    .execute();
  const games = generateCatalogue(merchant, size, { vendors: [vendor], firstNodeId });
  await reshapeCatalogue(
    handle.db,
    merchant,
    others.map((g) => g.node_id),
    games,
  );
};

/**
 * Records Event Timing entries and long tasks from the first script on; `from` marks the start of the
 * interactions measured. No named functions inside: the page runs this source as it is.
 */
const recordTimings = () => {
  const store = { events: [] as [number, number][], tasks: [] as [number, number][], from: 0 };
  Object.assign(window, { benchTimings: store });
  // durationThreshold is not in TypeScript's DOM types yet, hence the cast below.
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => {
      const id = (entry as PerformanceEventTiming).interactionId;
      if (id > 0) store.events.push([id, entry.duration]);
    }),
  ).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => store.tasks.push([entry.startTime, entry.duration])),
  ).observe({ type: 'longtask', buffered: true });
};

interface Timings {
  events: [number, number][];
  tasks: [number, number][];
  from: number;
}
const timingsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchTimings: Timings }).benchTimings);

/** Two frames and a task: Event Timing entries of the last interaction are out after its paint. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );

/** Whether the window's scroll, once it stops moving, rests at the bottom of the page. */
const scrolledToEnd = async (page: Page) => {
  let last = -1;
  for (let check = 0; check < 100; check += 1) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(150);
  }
  await settle(page);
  return page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  );
};

const visitOnce = async (session: BrowserSession, side: Side, token: string): Promise<Visit> => {
  const page = await session.newPage();
  try {
    page.setDefaultTimeout(stepTimeoutMs);
    // An English page with the announcement popups closed, as the e2e tests see the site.
    await closePopupsOnEveryPage(page.context(), side.popupIds);
    await page.addInitScript((key) => localStorage.setItem(key, 'EN'), localKeys.hisLang);
    await page.addInitScript(recordTimings);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The session arrives as the spec's URL token (4.1); the favourite heart needs a member.
    await page.goto(`${side.server.baseUrl}/rng?vassalage=${vendor.code}&token=${token}`, {
      timeout: stepTimeoutMs * 2,
    });
    const list = page.getByRole('list', { name: `${vendor.name} games`, exact: true });
    await list.getByRole('article').first().waitFor();
    const loadMore = page.getByRole('button', { name: 'Load more games', exact: true });
    const progress = page.getByText(/^Page 1 of \d+$/);
    await loadMore.waitFor();
    const totalPages = Number(/of (\d+)$/.exec(await progress.innerText())?.[1]);
    if (!Number.isInteger(totalPages)) throw new Error('the page counter shows no total');
    await settle(page);
    await page.evaluate(() => {
      (window as unknown as { benchTimings: Timings }).benchTimings.from = performance.now();
    });

    for (let loaded = 2; loaded <= Math.min(side.presses + 1, totalPages); loaded += 1) {
      await loadMore.click();
      // The next page is in when the counter moves on, or when the button goes with the last page.
      if (loaded < totalPages)
        await page.getByText(`Page ${loaded} of ${totalPages}`, { exact: true }).waitFor();
      else await loadMore.waitFor({ state: 'detached' });
    }
    // Scroll to the end of what is loaded: rows measured on the way may lengthen the page, so End is
    // pressed again (a few times at most) until the scroll stops at the bottom.
    for (let press = 1; ; press += 1) {
      await page.keyboard.press('End');
      if (await scrolledToEnd(page)) break;
      if (press === endPresses)
        throw new RetriableVisitError(`${endPresses} presses of End did not reach the end of the list`);
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

    const last = list.getByRole('article').last();
    const name = (await last.getAttribute('aria-label')) ?? '';
    await last.getByRole('button', { name: `Add ${name} to favourites`, exact: true }).click();
    await last.getByRole('button', { name: `Remove ${name} from favourites`, exact: true }).waitFor();
    await settle(page);

    const timings = await timingsOf(page);
    const worstByInteraction = new Map<number, number>();
    for (const [id, duration] of timings.events)
      worstByInteraction.set(id, Math.max(duration, worstByInteraction.get(id) ?? 0));
    return {
      interactionMs: Math.max(minInteractionMs, ...worstByInteraction.values()),
      longestTaskMs: Math.max(
        minLongTaskMs,
        ...timings.tasks.filter(([start]) => start >= timings.from).map(([, duration]) => duration),
      ),
      domNodes,
    };
  } finally {
    await page.context().close();
  }
};

const visit = async (session: BrowserSession, side: Side, token: string): Promise<Visit> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await visitOnce(session, side, token);
    } catch (error) {
      const retriable = error instanceof errors.TimeoutError || error instanceof RetriableVisitError;
      if (!retriable || attempt >= attempts) throw error;
      console.error(`interaction: ${error.message.split('\n')[0]}; trying again (${attempt} of ${attempts})`);
    }
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const openSide = async (size: number, presses: number): Promise<Side> => {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const handle = openDatabase({ dialect: 'sqlite', filename: server.databaseUrl.replace(/^sqlite:/, '') });
  try {
    await resizeVendor(handle, size);
    return { presses, server, handle, popupIds: await fetchPopupIds(server.baseUrl), visits: [] };
  } catch (error) {
    await handle.close();
    await server.stop();
    throw error;
  }
};

const closeSide = async (side: Side) => {
  await side.handle.close();
  await side.server.stop();
};

/** One visit of a side by a new member (a fresh member has no favourites: the heart always adds). */
const visitSide = async (session: BrowserSession, side: Side) => {
  const member = await createBenchMember(side.handle, merchant);
  return visit(session, side, member.token);
};

export const measureLobbyInteraction = async () => {
  const sides: Side[] = [];
  let session: BrowserSession | undefined;
  try {
    const big = await openSide(sizes.big, loadMorePresses.big);
    sides.push(big);
    const little = await openSide(sizes.little, loadMorePresses.little);
    sides.push(little);
    session = await launchBrowser();
    // A first visit of each side warms the servers' caches and the browser; it is not counted.
    await visitSide(session, little);
    await visitSide(session, big);
    for (let round = 0; round < rounds; round += 1) {
      // Alternating order: drift in the machine's speed falls on both sides alike.
      const order = round % 2 === 0 ? [little, big] : [big, little];
      for (const side of order) side.visits.push(await visitSide(session, side));
    }
    const figure = (side: Side, key: keyof Visit) => median(side.visits.map((v) => v[key]));
    const runsOf = (side: Side, key: keyof Visit) => side.visits.map((v) => Math.round(v[key])).join(', ');
    const setting = `${loadMorePresses.big} / ${loadMorePresses.little} load-more presses, End, favourite; ${cpuSlowdown}x CPU slowdown; median of ${rounds}`;
    const row = (metric: string, key: keyof Visit, unit: string, goal: number) => ({
      metric: `${metric}, ${vendor.code} slots 10,000 vs 100 games (${setting}; goal <= ${goal})`,
      platform: `${Math.round(figure(big, key))}${unit} (runs ${runsOf(big, key)})`,
      baseline: `${Math.round(figure(little, key))}${unit} at 100 games (runs ${runsOf(little, key)})`,
      ratio: figure(big, key) / figure(little, key),
    });
    return [
      row('worst interaction (INP, Event Timing)', 'interactionMs', ' ms', 1.5),
      row('longest task during the interactions', 'longestTaskMs', ' ms', 1.5),
      row('DOM nodes at the end of the list', 'domNodes', '', 1.1),
    ];
  } finally {
    await session?.close();
    for (const side of sides.reverse()) await closeSide(side);
  }
};
