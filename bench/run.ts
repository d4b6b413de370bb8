/**
 * `npm run bench`: figures as ratios to a baseline measured in the same run (never absolute timings in
 * tests): the gzip size of the JavaScript that `/` loads before first render against a bare React +
 * ReactDOM page built with the same Vite in this run, and login throughput against the raw argon2id
 * verify rate, game-list calls under load against a bare node:http server sending the same bytes
 * (game-list-throughput.ts), the lobby's Lighthouse performance score and LCP against a static page with
 * the same hero image (lobby-lighthouse.ts), transfer throughput on SQLite and PostgreSQL against the same ledger
 * transaction run in-process (transfer-throughput.ts), and seamless-wallet debit and credit throughput
 * against the same protocol call in-process (seamless-wallet-throughput.ts).
 * Game search latency at 10,000 games against 100 (search-latency.ts). Interaction on a vendor's game
 * list (load more, scroll to the end, favourite) at 10,000 games against 100: worst interaction, longest
 * task and DOM nodes (lobby-interaction.ts).
 * The agent's team overview at 1,000,000 against 10,000 settled bets of a 10,000-member team
 * (team-overview.ts).
 * The tasks Lighthouse's simulated phone counts in the lobby's blocking time, each with what filled it
 * (lobby-tasks.ts).
 * How many players one live table serves per process with results within 200 ms of the close, against
 * a bare ws broadcast to the same sockets (live-table-fanout.ts).
 * `npm run bench -- transfer seamless` runs only the named benches (first-render, login, game-list,
 * lighthouse, tasks, transfer, seamless, search, interaction, team-overview, live-table).
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server-process.js';
import { scriptsLoadedBeforeFirstRender, sumGzip } from './first-render-js.js';
import { measureGameListThroughput } from './game-list-throughput.js';
import { measureLobbyInteraction } from './lobby-interaction.js';
import { measureLobbyLighthouse } from './lobby-lighthouse.js';
import { measureLobbyTasks } from './lobby-tasks.js';
import { measureLoginThroughput } from './login-throughput.js';
import { measureSeamlessWalletThroughput } from './seamless-wallet-throughput.js';
import { measureTransferThroughput } from './transfer-throughput.js';
import { measureSearchLatency } from './search-latency.js';
import { measureTeamOverview } from './team-overview.js';
import { measureLiveTableFanout } from './live-table-fanout.js';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const workDir = join(benchDir, '.work');
const appDist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

const buildBaseline = async () => {
  const outDir = join(workDir, 'baseline-dist');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root: join(benchDir, 'baseline'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
};

/** Serves a static folder on a free port, just enough to load the baseline page in Chromium. */
const serveStatic = async (dir: string) => {
  const { readFile } = await import('node:fs/promises');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
        response.end(body);
      },
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Row {
  metric: string;
  platform: string;
  baseline: string;
  ratio: number;
}

const measureFirstRenderJs = async (): Promise<Row> => {
  if (!existsSync(join(appDist, 'index.html'))) throw new Error('Build the platform first: npm run build');
  mkdirSync(workDir, { recursive: true });
  const baselineDist = await buildBaseline();
  const browser = await launchBrowser();
  const baselineSite = await serveStatic(baselineDist);
  const platform = await startServer({ LOG_LEVEL: 'error' });
  try {
    const baselineScripts = await scriptsLoadedBeforeFirstRender(
      await browser.newPage(),
      baselineSite.url,
      'main',
    );
    const appScripts = await scriptsLoadedBeforeFirstRender(
      await browser.newPage(),
      `${platform.baseUrl}/`,
      'main',
    );
    const baselineBytes = sumGzip(baselineDist, baselineScripts);
    const appBytes = sumGzip(appDist, appScripts);
    const chunkCount = readdirSync(join(appDist, 'assets')).filter((f) => f.endsWith('.js')).length;
    return {
      metric: `gzip JS before first render of / (${appScripts.length} of ${chunkCount} chunks)`,
      platform: kib(appBytes),
      baseline: `${kib(baselineBytes)} (bare React + ReactDOM)`,
      ratio: appBytes / baselineBytes,
    };
  } finally {
    await platform.stop();
    await baselineSite.close();
    await browser.close();
  }
};

const benches: Record<string, () => Promise<Row | Row[]>> = {
  'first-render': measureFirstRenderJs,
  login: measureLoginThroughput,
  'game-list': measureGameListThroughput,
  lighthouse: measureLobbyLighthouse,
  tasks: measureLobbyTasks,
  transfer: measureTransferThroughput,
  seamless: measureSeamlessWalletThroughput,
  search: measureSearchLatency,
  interaction: measureLobbyInteraction,
  'team-overview': measureTeamOverview,
  'live-table': measureLiveTableFanout,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0)
  throw new Error(`Unknown bench ${unknown.join(', ')}: ${Object.keys(benches).join(', ')}`);
const rows: Row[] = [];
for (const [name, measure] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) rows.push(...[await measure()].flat());
}
console.log('| metric | platform | baseline | ratio |');
console.log('|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.metric} | ${row.platform} | ${row.baseline} | ${row.ratio.toFixed(2)} |`);
