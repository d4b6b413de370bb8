import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { routes } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import type { BetRecordsTable } from '../apps/server/src/db/schema.js';
import { hashToken } from '../apps/server/src/modules/session/session-service.js';
import { createContractRepository } from '../apps/server/src/modules/contracts/contract-repository.js';
import {
  contractPeriodOf,
  createContractSettlement,
} from '../apps/server/src/modules/contracts/settlement.js';
import { createFiguresRepository } from '../apps/server/src/modules/team-figures/figures-repository.js';
import { rebuildTeamFigures } from '../apps/server/src/modules/team-figures/figures-rebuild.js';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.js';
import { startServer } from '../e2e/support/server-process.js';
import { onBothDatabases } from './both-databases.js';

/**
 * The agent's team overview (issue 16) for an agent whose team holds 10,000 members (20 sub-agents
 * with their own members, and members of its own), at 10,000 and then at 1,000,000 settled bet
 * records spread over the last 60 days, on SQLite and PostgreSQL. The bets are a bench-only load
 * seed written straight into bet_records (players' sessions of 10 rounds within an hour, as people
 * play), then the team figures are rebuilt from them by the server's own rebuild. One request at a
 * time over keep-alive: the figure is latency.
 * Goal: latency at 1,000,000 bets at most 1.5 x the latency at 10,000 (median of three runs), so
 * the overview reads pre-aggregated figures, not every bet. Then the time to settle one real-time
 * salary period of that team (the agent's and its sub-agents' contracts) against the period's five
 * minutes (goal: under 1 %).
 */
const merchant = 'DEMO';
const teamSize = 10_000;
const subAgents = 20;
const runs = 3;
const requestsPerRun = 40;
const warmUp = 20;
const hourMs = 3_600_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A deterministic sequence in [0, 1) (mulberry32), so every run loads the same bets. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const insertMembers = async (
  handle: DatabaseHandle,
  rows: { account: string; type: number; upline: number | null }[],
) => {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await handle.db
      .insertInto('members')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          merchant_code: merchant,
          account: r.account,
          nickname: r.account,
          type: r.type,
          password_hash: '!',
          created_at: now,
          upline_id: r.upline,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
};

/** The agent, its sub-agents and 10,000 members under it in all; answers the agent's session token. */
const loadTeam = async (handle: DatabaseHandle) => {
  const tag = randomBytes(3).toString('hex');
  const [agent] = await insertMembers(handle, [{ account: `bench_agent_${tag}`, type: 1, upline: null }]);
  const subs = await insertMembers(
    handle,
    Array.from({ length: subAgents }, (_, i) => ({
      account: `bench_sub${i}_${tag}`,
      type: 1,
      upline: agent!,
    })),
  );
  const players = await insertMembers(
    handle,
    Array.from({ length: teamSize - subAgents }, (_, i) => ({
      account: `bench_p${i}_${tag}`,
      type: 0,
      // Half under the sub-agents, half the agent's own.
      upline: i % 2 === 0 ? subs[i % subAgents]! : agent!,
    })),
  );
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await handle.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: agent!,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 6 * hourMs).toISOString(),
      ip: '127.0.0.1',
    })
    .execute();
  return { token, agentId: agent!, subs, bettors: [...subs, ...players] };
};

/** `count` more settled rounds of the team: sessions of 10 rounds in one hour of the last 60 days. */
const loadBets = async (handle: DatabaseHandle, bettors: number[], count: number, seed: number) => {
  const random = prng(seed);
  const game = await handle.db
    .selectFrom('games')
    .select(['node_id', 'vendor_code', 'game_name'])
    .where('merchant_code', '=', merchant)
    .where('game_type', '=', 'RNG')
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  let batch: Insertable<BetRecordsTable>[] = [];
  const flush = async () => {
    if (batch.length > 0) await handle.db.insertInto('bet_records').values(batch).execute();
    batch = [];
  };
  for (let made = 0; made < count; made += 10) {
    const member = bettors[Math.floor(random() * bettors.length)]!;
    const hourStart = now - Math.floor(random() * 60 * 24) * hourMs - hourMs;
    for (let k = 0; k < 10; k += 1) {
      const bet = BigInt(1 + Math.floor(random() * 50)) * 100n;
      const win = random() < 0.45 ? bet * BigInt(Math.floor(random() * 4)) : 0n;
      batch.push({
        merchant_code: merchant,
        member_id: member,
        vendor_code: game.vendor_code,
        node_id: game.node_id,
        game_name: game.game_name,
        game_type: 'RNG',
        round_id: randomUUID(),
        bet_minor: bet,
        win_minor: win,
        valid_bet_minor: bet,
        created_at: new Date(hourStart + Math.floor(random() * hourMs)).toISOString(),
        status: 'settled',
      });
      // 12 columns a row: 1,000 rows stay under either database's bound-parameter limit.
      if (batch.length === 1_000) await flush();
    }
  }
  await flush();
};

const overviewLatency = async (baseUrl: string, token: string) => {
  const url = `${baseUrl}${routes.agentOverview.path}?period=thisMonth`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`overview answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  // The first call after the long load may meet a keep-alive socket the server has closed meanwhile.
  await once().catch(() => once());
  for (let i = 0; i < warmUp; i += 1) await once();
  const medians: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const times: number[] = [];
    for (let i = 0; i < requestsPerRun; i += 1) times.push(await once());
    medians.push(median(times));
  }
  return median(medians);
};

/**
 * Real-time salary (five-minute periods, read from the bet records): a contract for the agent and one
 * for each sub-agent, then three past five-minute periods settled one by one; answers the median
 * time of one, in ms.
 */
const realtimeSettleMs = async (handle: DatabaseHandle, team: { agentId: number; subs: number[] }) => {
  const signedAt = new Date(Date.now() - 6 * hourMs).toISOString();
  const contract = (agentId: number, uplineId: number | null, rateBp: number) => ({
    merchant_code: merchant,
    kind: 'REALTIME' as const,
    period: 'R' as const,
    upline_id: uplineId,
    agent_id: agentId,
    tiers: JSON.stringify([{ minValidBet: '0', minActiveMembers: 0, rateBp }]),
    max_rate_bp: rateBp,
    status: 'SIGNED' as const,
    offered_at: signedAt,
    signed_at: signedAt,
  });
  const { id } = await handle.db
    .insertInto('contracts')
    .values(contract(team.agentId, null, 30))
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('contracts')
    .values(team.subs.map((sub) => contract(sub, team.agentId, 20)))
    .execute();
  const repo = createContractRepository(handle.db);
  const settlement = createContractSettlement({
    repo,
    ledger: createLedger(handle.db),
    figures: createFiguresRepository(handle.db),
    clock: () => new Date(),
    merchantCode: merchant,
    offsetMinutes: 0,
  });
  const root = (await repo.byId(id))!;
  const times: number[] = [];
  for (let k = 0; k < 3; k += 1) {
    // Periods two hours back: the load seed's rounds are there (none in the last hour).
    const period = contractPeriodOf('R', new Date(Date.now() - 2 * hourMs - k * 300_000), 0);
    const started = performance.now();
    if (!(await settlement.settlePeriod(root, period))) throw new Error('period settled twice');
    times.push(performance.now() - started);
  }
  return median(times);
};

const analyze = async (handle: DatabaseHandle) => {
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`analyze`.execute(handle.db);
};

export const measureTeamOverview = () =>
  onBothDatabases(async (label, target, env) => {
    const server = await startServer({
      LOG_LEVEL: 'error',
      SEED_DEMO_ACTIVITY: 'false',
      LOTTERY_DRAWS: 'false',
      ...env,
    });
    const handle = openDatabase(
      target.dialect === 'sqlite'
        ? { dialect: 'sqlite', filename: server.databaseUrl.replace(/^sqlite:/, '') }
        : target,
    );
    try {
      const team = await loadTeam(handle);
      const rebuild = async () => {
        const started = performance.now();
        const { rows } = await rebuildTeamFigures(handle, merchant, {
          offsetMinutes: 0,
          at: new Date().toISOString(),
        });
        await analyze(handle);
        return { rows, seconds: (performance.now() - started) / 1000 };
      };
      await loadBets(handle, team.bettors, 10_000, 1);
      const small = await rebuild();
      const smallMs = await overviewLatency(server.baseUrl, team.token);
      await loadBets(handle, team.bettors, 990_000, 2);
      const big = await rebuild();
      const bigMs = await overviewLatency(server.baseUrl, team.token);
      const settleMs = await realtimeSettleMs(handle, team);
      console.log(
        `${label}: team figures rebuilt from 10,000 bets in ${small.seconds.toFixed(1)} s (${small.rows} rows), ` +
          `from 1,000,000 in ${big.seconds.toFixed(1)} s (${big.rows} rows)`,
      );
      return [
        {
          metric: `${label}: team overview of a 10,000-member team, 1,000,000 vs 10,000 settled bets, median of ${runs} runs x ${requestsPerRun} (goal <= 1.5)`,
          platform: `${bigMs.toFixed(2)} ms`,
          baseline: `${smallMs.toFixed(2)} ms`,
          ratio: bigMs / smallMs,
        },
        {
          metric: `${label}: settling one real-time salary period (${subAgents + 1} contracts, 10,000 members, 1,000,000 bets) as a share of the period (goal < 0.01)`,
          platform: `${settleMs.toFixed(1)} ms`,
          baseline: '300,000 ms (5 minutes)',
          ratio: settleMs / 300_000,
        },
      ];
    } finally {
      await handle.close();
      await server.stop();
    }
  });
