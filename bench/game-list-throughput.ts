import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '@gp/contract/routes';
import { startServer } from '../e2e/support/server-process.js';
import { dealAmong, getRequestBytes, sendQueues, type RawResponse } from './http-load.js';

const requests = 40_000;
/** Requests before the clock starts: the server's JIT-compiled steady state, and a filled cache. */
const warmUpRequests = 4_000;
const concurrency = 8;

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const workDir = join(benchDir, '.work');

/** The call the lobby makes for the first page of slots (spec 9: 24 per page off HOME). */
const gameListUrl = async (baseUrl: string) => {
  const permission = await fetch(`${baseUrl}${routes.permission.path}`);
  const { value } = (await permission.json()) as { value: { info: { site: { merchantCode: string } } } };
  const query = new URLSearchParams({
    clientType: '3',
    platform: 'html5-desktop',
    merchant: value.info.site.merchantCode,
    language: 'EN',
    pageNo: '1',
    pageSize: '24',
    gameType: 'RNG',
  });
  return new URL(`${routes.gameList.path}?${query.toString()}`, baseUrl);
};

/** Starts bare-http-server.ts in a child process answering `body`; resolves with its base URL. */
const startBareServer = async (body: Buffer, contentType: string) => {
  mkdirSync(workDir, { recursive: true });
  const bodyFile = join(workDir, 'game-list-body.json');
  writeFileSync(bodyFile, body);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(benchDir, 'bare-http-server.ts'), bodyFile, contentType],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Every response must be the 200 with the very bytes measured, or the figures compare nothing. */
const expectSameBody = (expectedLength: number) => (response: RawResponse) => {
  if (response.status !== 200 || Buffer.byteLength(response.body) !== expectedLength) {
    throw new Error(`game list answered ${response.status}: ${response.body.slice(0, 200)}`);
  }
};

/** Requests per second of `count` requests over `concurrency` keep-alive connections. */
const rateOf = async (baseUrl: string, request: Buffer, count: number, check: (r: RawResponse) => void) => {
  const queues = dealAmong(
    Array.from({ length: count }, () => request),
    concurrency,
  );
  const ms = await sendQueues(baseUrl, queues, check);
  return (count * 1000) / ms;
};

/**
 * Game-list calls under load (spec 7.3 GET game list, cached): the real server's rate as a ratio to a
 * bare node:http server in its own process sending the same bytes, same client, same concurrency and
 * count, in this run. Goal: at least 0.6, i.e. routing, validation, the access policy, security
 * headers and the cache lookup cost less than the HTTP exchange itself.
 */
export const measureGameListThroughput = async () => {
  const server = await startServer({ LOG_LEVEL: 'error' });
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const url = await gameListUrl(server.baseUrl);
    const first = await fetch(url);
    const body = Buffer.from(await first.arrayBuffer());
    const contentType = first.headers.get('content-type') ?? 'application/json';
    if (first.status !== 200 || !body.includes('"games"')) {
      throw new Error(`game list answered ${first.status}: ${body.toString().slice(0, 200)}`);
    }
    bare = await startBareServer(body, contentType);
    const check = expectSameBody(body.length);
    const platformRequest = getRequestBytes(url);
    const bareRequest = getRequestBytes(new URL(`${url.pathname}${url.search}`, bare.baseUrl));
    await rateOf(server.baseUrl, platformRequest, warmUpRequests, check);
    await rateOf(bare.baseUrl, bareRequest, warmUpRequests, check);

    // Bare, platform, platform, bare (each half the count): linear drift in the machine's speed during
    // the run (other tenants, thermal state) falls on both sides alike, and a burst of noise on one
    // segment weighs half as much.
    const half = requests / 2;
    const bareFirst = await rateOf(bare.baseUrl, bareRequest, half, check);
    const platformFirst = await rateOf(server.baseUrl, platformRequest, half, check);
    const platformSecond = await rateOf(server.baseUrl, platformRequest, half, check);
    const bareSecond = await rateOf(bare.baseUrl, bareRequest, half, check);
    const platformRate = (platformFirst + platformSecond) / 2;
    const bareRate = (bareFirst + bareSecond) / 2;
    return {
      metric: `game list call under load, ${requests} cached calls (${body.length} B) at concurrency ${concurrency} (goal >= 0.6)`,
      platform: `${platformRate.toFixed(0)} calls/s`,
      baseline: `${bareRate.toFixed(0)} calls/s (bare node:http, same bytes)`,
      ratio: platformRate / bareRate,
    };
  } finally {
    await bare?.stop();
    await server.stop();
  }
};
