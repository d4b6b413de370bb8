import type { Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server-process.js';
import { createBenchMember } from './bench-members.js';

/**
 * Where the lobby's blocking time goes, task by task (issue 15; docs/decisions.md "Where the lobby's
 * blocking time goes"): the lobby's start traced in Chromium at Lighthouse's phone size with the CPU
 * slowed 4x, popups shown as on a first visit, for a guest and a member. Each row is the blocking time
 * after the first contentful paint (every main-thread task's time over 50 ms, summed) against the
 * goal of 100 ms, and names the longest tasks with what filled them: script evaluation, script calls,
 * style recalculation (elements), layout (dirty / total objects), paint, and the script that forced a
 * style or layout inside a call. One trace per audience: compare a change by the tasks it touches,
 * over several runs, as the machine's speed moves by more than a third between runs.
 */
const slowdown = 4;
const runFor = 7000;
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'loading',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    elementCount?: number;
    beginData?: {
      dirtyObjects?: number;
      totalObjects?: number;
      stackTrace?: { functionName: string; url: string }[];
    };
    data?: { stackTrace?: { functionName: string; url: string }[] };
  };
}

const trace = async (page: Page, url: string): Promise<TraceEvent[]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForTimeout(runFor);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
};

const ms = (microseconds: number) => Math.round(microseconds / 1000);
const within = (outer: TraceEvent, event: TraceEvent) =>
  event !== outer && event.ts >= outer.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
const sumOf = (events: TraceEvent[], name: string) =>
  ms(events.filter((e) => e.name === name).reduce((total, e) => total + (e.dur ?? 0), 0));

/** What one task held, in a few words. */
const describeTask = (task: TraceEvent, inside: TraceEvent[]): string => {
  const parts = [
    ['evaluate', sumOf(inside, 'v8.evaluateModule') + sumOf(inside, 'EvaluateScript')],
    ['script', sumOf(inside, 'FunctionCall')],
    ['style', sumOf(inside, 'UpdateLayoutTree')],
    ['layout', sumOf(inside, 'Layout')],
    ['paint', sumOf(inside, 'Paint') + sumOf(inside, 'PrePaint')],
  ] as const;
  const layouts = inside
    .filter((e) => e.name === 'Layout')
    .map((e) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
  const forced = inside
    .map((e) => e.args?.beginData?.stackTrace?.[0] ?? e.args?.data?.stackTrace?.[0])
    .filter((frame) => frame !== undefined)
    .map((frame) => `${frame.functionName || '(anonymous)'}@${frame.url.split('/').pop()}`);
  const filled = parts
    .filter(([, value]) => value >= 5)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  const layoutText = layouts.length > 0 ? `; layout objects ${layouts.slice(0, 3).join(' ')}` : '';
  const forcedText = forced.length > 0 ? `; forced by ${[...new Set(forced)].slice(0, 2).join(' ')}` : '';
  return `${ms(task.dur ?? 0)} ms (${filled}${layoutText}${forcedText})`;
};

/** The renderer's main thread (the one that parsed the page), its tasks after the first paint. */
const blockingAfterFirstPaint = (events: TraceEvent[]) => {
  const parses = new Map<string, number>();
  for (const e of events.filter((x) => x.name === 'ParseHTML')) {
    const key = `${e.pid}:${e.tid}`;
    parses.set(key, (parses.get(key) ?? 0) + 1);
  }
  const [mainKey] = [...parses.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const main = events.filter((e) => `${e.pid}:${e.tid}` === mainKey);
  const paint = main.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint');
  const start = paint?.ts ?? Math.min(...main.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  const timed = main.filter((e) => e.ph === 'X');
  const long = tasks.filter((task) => (task.dur ?? 0) > 50_000);
  const blocking = long.reduce((total, task) => total + (task.dur ?? 0) - 50_000, 0);
  const longest = [...long]
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((task) =>
      describeTask(
        task,
        timed.filter((e) => within(task, e)),
      ),
    );
  return { blockingMs: ms(blocking), longTasks: long.length, longest };
};

export const measureLobbyTasks = async () => {
  const platform = await startServer({ LOG_LEVEL: 'error' });
  const session = await launchBrowser();
  const handle = openDatabase({ dialect: 'sqlite', filename: platform.databaseUrl.replace(/^sqlite:/, '') });
  try {
    const member = await createBenchMember(handle, 'DEMO');
    const audiences = [
      ['a guest', `${platform.baseUrl}/`],
      ['a member', `${platform.baseUrl}/?token=${member.token}`],
    ] as const;
    const rows = [];
    for (const [who, url] of audiences) {
      const page = await session.newPage({ viewport: { width: 412, height: 823 } }, { showPopups: true });
      const figures = blockingAfterFirstPaint(await trace(page, url));
      await page.context().close();
      rows.push({
        metric:
          `blocking time after the first paint of / as ${who} (Chromium trace, CPU ${slowdown}x, 412 x 823; ` +
          `goal <= 100 ms; ratio blocking / 100 ms); ${figures.longTasks} tasks over 50 ms, the longest: ` +
          figures.longest.join('; then '),
        platform: `${figures.blockingMs} ms`,
        baseline: '100 ms (issue 15 goal for Lighthouse TBT)',
        ratio: figures.blockingMs / 100,
      });
    }
    return rows;
  } finally {
    await handle.close();
    await session.close();
    await platform.stop();
  }
};
