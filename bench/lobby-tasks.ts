import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/database.js';
import { startServer } from '../e2e/support/server-process.js';
import { createBenchMember } from './bench-members.js';

/**
 * Where the lobby's Lighthouse blocking time comes from, task by task (issue 15; docs/decisions.md
 * "What Lighthouse counts"). Lighthouse's mobile preset does not slow the page down: it records the
 * page at full speed and simulates a phone (Lantern). A main-thread task of d ms counts 4 d, or 2 d when
 * it ran a layout, and its blocking time is what exceeds 50 ms after the simulated first paint. So a
 * task counts from 12.5 ms of script, or 25 ms with a layout, on this machine. This bench audits the
 * lobby as Lighthouse does, with a CPU profile and stacks added to the trace, and prints every task
 * that counts: its recorded and simulated length, what filled it, and the functions it spent its time
 * in, mapped to the sources through the build's source maps. A Chromium trace throttled 4x (the bench
 * before this one) shows other tasks than these: layouts are not halved there and the navigation's
 * commit falls before the first paint.
 */
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const traceCategories = 'disabled-by-default-v8.cpu_profiler,disabled-by-default-devtools.timeline.stack';
const assetsDir = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: CallFrame[] };
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      stackTrace?: CallFrame[];
    };
  };
}

const sourceMaps = new Map<string, TraceMap | null>();
const sourceMapOf = (file: string) => {
  if (!sourceMaps.has(file)) {
    const path = join(assetsDir, `${file}.map`);
    sourceMaps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return sourceMaps.get(file) ?? null;
};

/** `name@source:line`, through the build's source map; native frames by their name. */
const frameName = (frame: CallFrame, lineBase: 0 | 1 = 0): string => {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  if (!file) return frame.functionName || '(native)';
  const map = sourceMapOf(file);
  if (!map || frame.lineNumber < 0) return `${frame.functionName || '(anonymous)'}@${file}`;
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1 - lineBase,
    column: Math.max(0, frame.columnNumber - lineBase),
  });
  const source = (position.source ?? file).replace(/^.*node_modules\//, '~').replace(/^.*\/src\//, '');
  return `${position.name ?? (frame.functionName || '(anonymous)')}@${source}:${position.line ?? 0}`;
};

const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);

/** The renderer's main thread of the audited page (the busiest CrRendererMain), and its process. */
const mainThreadOf = (events: TraceEvent[]) => {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const pid = Number(key.split(':')[0]);
  return {
    thread: events.filter((e) => `${e.pid}:${e.tid}` === key),
    // The profiler writes its samples from a thread of its own in the same process.
    process: events.filter((e) => e.pid === pid),
  };
};

/** The CPU profile's samples in that process: when each was taken and its stack's leaf. */
const samplesOf = (events: TraceEvent[]) => {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  const chunks = events.filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk');
  for (const event of chunks.sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data;
    if (event.name === 'Profile') {
      clock = data?.startTime ?? event.ts;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return { nodes, samples };
};

const topOf = (times: Map<string, number>, count: number) =>
  [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${name} ${ms(time)}`)
    .join(', ');

/** What one counted task held: its parts, its layouts, what forced them, where its script time went. */
const describeTask = (task: TraceEvent, thread: TraceEvent[], profile: ReturnType<typeof samplesOf>) => {
  const end = task.ts + (task.dur ?? 0);
  const inside = thread.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts <= end);
  const total = (...names: string[]) =>
    ms(inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const layouts = inside
    .filter((e) => e.name === 'Layout')
    .map(
      (e) => `${ms(e.dur ?? 0)} ms for ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`,
    );
  const forced = new Set(
    inside.flatMap((e) => {
      const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
      return (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && stack?.[0]
        ? [frameName(stack[0])]
        : [];
    }),
  );
  const self = new Map<string, number>();
  const inTask = profile.samples.filter((s) => s.ts >= task.ts && s.ts <= end);
  inTask.forEach((sample, i) => {
    const node = profile.nodes.get(sample.node);
    if (!node) return;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ((inTask[i + 1]?.ts ?? end) - sample.ts));
  });
  return [
    `script ${total('FunctionCall')}, evaluation ${total('v8.evaluateModule', 'EvaluateScript')}, ` +
      `style ${total('UpdateLayoutTree')}, layout ${total('Layout')}, paint ${total('Paint')}, ` +
      `parse ${total('ParseHTML')}, gc ${total('MinorGC', 'MajorGC')}`,
    layouts.length > 0 ? `layouts ${layouts.join(', ')}` : '',
    forced.size > 0 ? `forced by ${[...forced].slice(0, 2).join(', ')}` : '',
    `time in ${topOf(self, 5)}`,
  ].filter(Boolean);
};

/** One audit: Lighthouse's figures and every task Lantern counts, in the order they ran. */
const auditOnce = async (url: string, port: number) => {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: 'simulate', additionalTraceCategories: traceCategories },
    },
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  const { thread, process } = mainThreadOf((artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents);
  const profile = samplesOf(process);
  const tasks = thread
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
    .flatMap((task) => {
      const laidOut = thread.some(
        (e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0),
      );
      const simulated = ((task.dur ?? 0) / 1000) * (laidOut ? 2 : 4);
      return simulated > 50 ? [{ task, laidOut, simulated }] : [];
    });
  const start = process.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.task.ts ?? 0;
  return {
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lines: tasks.map(({ task, laidOut, simulated }) =>
      [
        `${ms(task.dur ?? 0)} ms at +${ms(task.ts - start)} ms, x${laidOut ? 2 : 4} = ${Math.round(simulated)} ms`,
        ...describeTask(task, thread, profile).map((line) => `    ${line}`),
      ].join('\n'),
    ),
  };
};

/** Lighthouse sometimes fails to score a trace on a busy machine (NO_LCP and the like): tried again. */
const auditTasks = async (url: string, port: number) => {
  for (let attempt = 1; ; attempt += 1) {
    const audit = await auditOnce(url, port);
    if (Number.isFinite(audit.tbtMs) || attempt >= 3) return audit;
    console.error(`lighthouse could not score ${url}; trying again (${attempt} of 3)`);
  }
};

export const measureLobbyTasks = async () => {
  const platform = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const handle = openDatabase({ dialect: 'sqlite', filename: platform.databaseUrl.replace(/^sqlite:/, '') });
  try {
    const member = await createBenchMember(handle, 'DEMO');
    const audiences = [
      ['a guest', `${platform.baseUrl}/`],
      ['a member', `${platform.baseUrl}/?token=${member.token}`],
    ] as const;
    const rows = [];
    for (const [who, url] of audiences) {
      const audit = await auditTasks(url, chrome.port);
      // The breakdown goes to the log: it is what to read, the row is its sum.
      console.error(`Tasks Lighthouse counts on / as ${who}:\n${audit.lines.join('\n')}`);
      rows.push({
        metric:
          `Lighthouse total blocking time of / as ${who}, one audit, ${audit.lines.length} tasks counted ` +
          `(benchmark index ${Math.round(audit.benchmarkIndex)}; goal <= 100 ms; tasks in the log above)`,
        platform: `${Math.round(audit.tbtMs)} ms`,
        baseline: '100 ms (issue 15 goal)',
        ratio: audit.tbtMs / 100,
      });
    }
    return rows;
  } finally {
    await handle.close();
    chrome.kill();
    await platform.stop();
  }
};
