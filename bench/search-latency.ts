import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { routes } from '@gp/contract/routes';
import { openDatabase } from '../apps/server/src/db/database.js';
import { gameSearchSourceColumns, searchRowsOf } from '../apps/server/src/modules/games/search-index.js';
import { searchIndexNames, searchLanguages } from '../apps/server/src/modules/games/search-table.js';
import { startServer, type RunningServer } from '../e2e/support/server-process.js';
import { reshapeCatalogue } from './bench-catalogue.js';
import { getRequestBytes, sendQueues, type RawResponse } from './http-load.js';

/**
 * Game search latency (issue 14): the same typed queries against a server whose catalogue has 10,000
 * games and one pruned to 100 (every 100th game, so names are alike), on SQLite and on PostgreSQL.
 * One request at a time over a keep-alive connection: the figure is latency, not throughput. The
 * queries are what a player types looking for a game, for a few names in the 100-game sample (so
 * each side finds them), in English and Korean: every prefix of three or more characters, and the
 * full names alone.
 * Goal: 10,000-game latency at most 1.5 x the 100-game latency (median of three runs).
 */
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const merchant = 'DEMO';
const runs = 3;
/** Each run sends every query this many times. */
const repeats = 6;
const warmUpRepeats = 4;
const sampleEvery = 100;
/** Names searched: [language, node index in the sample]. */
const searched: [string, number][] = [
  ['EN', 3],
  ['EN', 41],
  ['EN', 77],
  ['KO', 12],
  ['KO', 58],
];

type Target = {
  env: Record<string, string>;
  open: (server: RunningServer) => ReturnType<typeof openDatabase>;
};

const sqliteTarget = (): Target => ({
  env: {},
  open: (server) => openDatabase({ dialect: 'sqlite', filename: server.databaseUrl.replace(/^sqlite:/, '') }),
});

/** Keeps every `sampleEvery`-th game: the rows that point at the others go first. */
const pruneTo100 = async (server: RunningServer, target: Target) => {
  const handle = target.open(server);
  try {
    const games = await handle.db.selectFrom('games').select('node_id').orderBy('node_id').execute();
    const keep = games.filter((_, i) => i % sampleEvery === 0).map((g) => g.node_id);
    await reshapeCatalogue(handle.db, merchant, keep);
    return keep.length;
  } finally {
    await handle.close();
  }
};

/**
 * Fresh statistics on both sides, as autovacuum would have them a minute after the seed (without them
 * PostgreSQL reads a page's cards through the merchant index instead of the primary key).
 */
const analyze = async (server: RunningServer, target: Target) => {
  const handle = target.open(server);
  try {
    if (handle.dialect === 'postgres') {
      await sql`vacuum analyze games`.execute(handle.db);
      await sql`vacuum analyze hot_games`.execute(handle.db);
      await sql`vacuum analyze game_search`.execute(handle.db);
    } else
      for (const language of searchLanguages) {
        const { fts } = searchIndexNames(language);
        await sql`insert into ${sql.table(fts)}(${sql.raw(fts)}) values ('optimize')`.execute(handle.db);
      }
  } finally {
    await handle.close();
  }
};

/**
 * The queries of the names searched: every prefix of three or more characters as typed (short prefixes
 * match hundreds of games at 10,000), and the full names alone (a few matches on either side).
 */
const benchQueries = async (server: RunningServer, target: Target) => {
  const handle = target.open(server);
  try {
    const sample = await handle.db
      .selectFrom('games')
      .select(gameSearchSourceColumns)
      .orderBy('node_id')
      .execute();
    const names = searched.map(([language, index]) => {
      const game = sample[index];
      if (!game) throw new Error(`no game ${index} in the sample`);
      return { language, name: searchRowsOf(game).find((row) => row.language === language)!.name_key };
    });
    return {
      typed: names.flatMap(({ language, name }) => {
        const letters = [...name];
        return letters.slice(2).map((_, i) => ({ language, q: letters.slice(0, i + 3).join('') }));
      }),
      full: names.map(({ language, name }) => ({ language, q: name })),
    };
  } finally {
    await handle.close();
  }
};

const requestsOf = (server: RunningServer, queries: { language: string; q: string }[]) =>
  queries.map(({ language, q }) => {
    const query = new URLSearchParams({ merchant, q, language, pageSize: '24' });
    return getRequestBytes(new URL(`${routes.gameSearch.path}?${query.toString()}`, server.baseUrl));
  });

const expectFound = (response: RawResponse) => {
  if (response.status !== 200 || !response.body.includes('"total":') || response.body.includes('"total":0,'))
    throw new Error(`search answered ${response.status}: ${response.body.slice(0, 200)}`);
};

/** Mean latency (ms) of the requests sent one at a time, `count` times over. */
const latency = async (server: RunningServer, requests: Buffer[], count: number) => {
  const queue = Array.from({ length: count }, () => requests).flat();
  const ms = await sendQueues(server.baseUrl, [queue], expectFound);
  return ms / queue.length;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median latencies (ms) of both servers over `runs` alternating runs of the same queries. */
const compare = async (
  big: RunningServer,
  little: RunningServer,
  queries: { language: string; q: string }[],
) => {
  const bigRequests = requestsOf(big, queries);
  const littleRequests = requestsOf(little, queries);
  await latency(big, bigRequests, warmUpRepeats);
  await latency(little, littleRequests, warmUpRepeats);
  const bigRuns: number[] = [];
  const littleRuns: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Alternating order: drift in the machine's speed falls on both sides alike.
    if (run % 2 === 0) {
      littleRuns.push(await latency(little, littleRequests, repeats));
      bigRuns.push(await latency(big, bigRequests, repeats));
    } else {
      bigRuns.push(await latency(big, bigRequests, repeats));
      littleRuns.push(await latency(little, littleRequests, repeats));
    }
  }
  return { bigRuns, littleRuns };
};

const fmt = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');

const measureOn = async (label: string, large: Target, small: Target) => {
  const big = await startServer({ LOG_LEVEL: 'error', ...large.env });
  const little = await startServer({ LOG_LEVEL: 'error', ...small.env });
  try {
    const kept = await pruneTo100(little, small);
    await analyze(little, small);
    await analyze(big, large);
    const queries = await benchQueries(little, small);
    const rows = [];
    for (const [kind, list] of [
      ['typed prefixes', queries.typed],
      ['full names', queries.full],
    ] as const) {
      const { bigRuns, littleRuns } = await compare(big, little, list);
      const bigMs = median(bigRuns);
      const littleMs = median(littleRuns);
      rows.push({
        metric: `${label}: game search latency, 10,000 vs ${kept} games, ${list.length} ${kind} x ${repeats}, median of ${runs} runs (goal <= 1.5)`,
        platform: `${bigMs.toFixed(2)} ms (runs ${fmt(bigRuns)})`,
        baseline: `${littleMs.toFixed(2)} ms at ${kept} games (runs ${fmt(littleRuns)})`,
        ratio: bigMs / littleMs,
      });
    }
    return rows;
  } finally {
    await little.stop();
    await big.stop();
  }
};

/** Two fresh PostgreSQL schemas for the two servers, dropped afterwards. */
const withPostgresTargets = async <R>(use: (large: Target, small: Target) => Promise<R>): Promise<R> => {
  const schemas = [`bench_${randomBytes(6).toString('hex')}`, `bench_${randomBytes(6).toString('hex')}`];
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  for (const schema of schemas) await admin.query(`create schema ${schema}`);
  const target = (schema: string): Target => ({
    env: { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema },
    open: () => openDatabase({ dialect: 'postgres', connectionString: pgUrl, schema }),
  });
  try {
    return await use(target(schemas[0]!), target(schemas[1]!));
  } finally {
    for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
};

export const measureSearchLatency = async () => [
  ...(await measureOn('SQLite', sqliteTarget(), sqliteTarget())),
  ...(await withPostgresTargets((large, small) => measureOn('PostgreSQL', large, small))),
];
