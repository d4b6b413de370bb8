import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { createMember, demoDeposit, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createFiguresRepository } from './figures-repository.js';
import { periodOf } from './periods.js';

/**
 * Team figures under concurrency (issue 16): members of one team settle rounds and deposit at the same
 * moment, so their transactions update the same upline rows; on PostgreSQL (READ COMMITTED) none may
 * be lost, none may deadlock, and a member is counted active once however many of its bets race.
 */
let t: TestApp;
let h: DatabaseHandle;
let top: TestMember;
let sub: TestMember;
let players: TestMember[];
let nodeId: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  top = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: top.id });
  players = [];
  for (let i = 0; i < 8; i += 1) players.push(await createMember(h, { uplineId: i % 2 ? sub.id : top.id }));
  nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
  for (const p of players) expect((await demoDeposit(t, p, '500')).statusCode).toBe(200);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const round = (member: TestMember, bet: string, win: string) => settleRound(t, member, nodeId, { bet, win });

it('keeps every racing bet and deposit in the upline rows and counts each bettor once', async () => {
  const rounds = players.flatMap((p, i) =>
    Array.from({ length: 5 }, (_, k) => () => round(p, `${i + 1}.00`, k === 0 ? '3.00' : '0.00')),
  );
  const deposits = players.map((p) => () => demoDeposit(t, p, '100'));
  await Promise.all([...rounds, ...deposits].map((run) => run()));

  const repo = createFiguresRepository(h.db);
  const today = periodOf('D', new Date(), 0);
  const team = await repo.totals(top.id, 'T', 'D', today.start, today.end);
  // 8 players x 5 rounds staking 1..8; each player's first round won 3.00.
  expect(team).toMatchObject({
    betCount: 40,
    bet: 5n * 3_600n,
    validBet: 5n * 3_600n,
    win: 8n * 300n,
    deposit: 8n * 60_000n,
    depositCount: 16,
    activeMembers: 8,
  });
  const subTeam = await repo.totals(sub.id, 'T', 'D', today.start, today.end);
  expect(subTeam).toMatchObject({ betCount: 20, activeMembers: 4, bet: 5n * (200n + 400n + 600n + 800n) });
  for (const p of players) {
    expect(await repo.totals(p.id, 'S', 'M', '0', '9')).toMatchObject({ betCount: 5, activeMembers: 1 });
  }
});
