import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { openRound, placeBets, rouletteTable, tableOf } from '../../../../test/live-table-helpers.js';
import { gameOf, openGame, playEnv, protocolCall, spin } from '../../../../test/play-helpers.js';
import { fundedMember, mainBalance, openTestDb } from '../../../../test/wallet-helpers.js';
import { verifyLedger } from '../../../wallet/ledger-verify.js';
import { fightTerms, type FightResult } from './cockfight.js';
import { createLiveRepository } from './live-repository.js';
import { roulette, type RouletteResult } from './roulette.js';

/**
 * The demo vendor's roulette table (issue 19): bets debited through the seamless wallet as they are
 * placed, one result per table round for every player, wins credited when the bets close.
 */
let now = Date.now();
let t: TestApp;
let h: DatabaseHandle;
let table: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock: () => new Date(now) });
  h = openTestDb(t);
  table = await rouletteTable(h);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

/** Moves the clock into the betting window of a round no test used yet; answers the round. */
let unused = Date.now();
const bettingOpens = () => {
  const round = openRound(t, table, unused);
  unused = round.endsAt;
  now = round.opensAt + 1_000;
  return round;
};

const seat = async (amount = '10000.00') => {
  const member = await fundedMember(t, h, amount);
  const game = await openGame(t, member, table);
  return { member, token: game.sessionToken, game };
};

const resultOf = async (roundNo: number, node = table): Promise<RouletteResult> =>
  JSON.parse(
    (
      await h.db
        .selectFrom('demo_live_results')
        .select('result')
        .where('node_id', '=', node)
        .where('round_no', '=', roundNo)
        .executeTakeFirstOrThrow()
    ).result,
  ) as RouletteResult;

const returnOf = (bets: { area: string; amount: bigint }[], result: RouletteResult) =>
  bets.reduce((sum, bet) => sum + roulette.returnOf(bet.area, bet.amount, result), 0n);

const betRecord = (memberId: number) =>
  h.db
    .selectFrom('bet_records')
    .select([
      (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
      (eb) => eb.cast<string>('win_minor', 'text').as('win'),
    ])
    .where('member_id', '=', memberId)
    .execute();

describe('roulette table', () => {
  it('describes the table and takes its bets at the table, not as spins', async () => {
    bettingOpens();
    const { game, token } = await seat();
    expect(game).toMatchObject({
      mode: 'real',
      rules: { kind: 'roulette', bettingMs: 15_000, revealMs: 8_000 },
    });
    expect((game as unknown as { betLevels: string[] }).betLevels).toEqual(
      roulette.chips.map((c) => (Number(c) / 100).toFixed(2)),
    );
    const spun = await spin(t, token, '100.00');
    expect(spun.json()).toMatchObject({ success: false, code: 'invalid_bet' });
  });

  it('debits a placement at once and pays the round when its bets close', async () => {
    const round = bettingOpens();
    const { member, token } = await seat('10000.00');
    const placed = await placeBets(t, token, [
      { area: 'red', amount: '1000.00' },
      { area: 'n17', amount: '1000.00' },
    ]);
    expect(placed.statusCode).toBe(200);
    expect(await mainBalance(t, member)).toBe(800_000n);
    const second = await placeBets(t, token, [{ area: 'red', amount: '1000.00' }]);
    expect(second.statusCode).toBe(200);
    const state = await tableOf(t, token);
    expect(state.round).toMatchObject({ roundNo: round.roundNo, phase: 'betting', result: null });
    expect(state.bets).toEqual([
      { area: 'red', amount: '1000.00' },
      { area: 'n17', amount: '1000.00' },
      { area: 'red', amount: '1000.00' },
    ]);
    expect(state.balance).toBe('7000.00');
    // Nobody settles a round whose bets are still open.
    expect(await t.app.liveTables.settleTableRound(table, round.roundNo)).toEqual([]);
    expect((await placeBets(t, token, [{ area: 'odd', amount: '1000.00' }])).statusCode).toBe(200);

    now = round.closesAt;
    expect(await t.app.liveTables.sweep()).toBe(1);
    const result = await resultOf(round.roundNo);
    const win = returnOf(
      [
        { area: 'red', amount: 200_000n },
        { area: 'n17', amount: 100_000n },
      ],
      result,
    );
    const odd = roulette.returnOf('odd', 100_000n, result);
    expect(await mainBalance(t, member)).toBe(600_000n + win + odd);
    expect(await betRecord(member.id)).toEqual([{ bet: '400000', win: (win + odd).toString() }]);
    const after = await tableOf(t, token);
    expect(after.round).toMatchObject({ roundNo: round.roundNo, phase: 'result', result });
    expect(after.last).toEqual({
      roundNo: round.roundNo,
      stake: '4000.00',
      win: (Number(win + odd) / 100).toFixed(2),
    });
    // A second pass finds nothing left to do.
    expect(await t.app.liveTables.sweep()).toBe(0);
  });

  it('gives every player at the table the same result and each a round of its own', async () => {
    const round = bettingOpens();
    const players = await Promise.all([seat(), seat(), seat()]);
    const stakes = [
      [{ area: 'black', amount: '2000.00' }],
      [
        { area: 'dozen1', amount: '1000.00' },
        { area: 'corner-1', amount: '1000.00' },
      ],
      [{ area: 'n0', amount: '1000.00' }],
    ];
    for (const [i, p] of players.entries())
      expect((await placeBets(t, p.token, stakes[i]!)).statusCode).toBe(200);
    now = round.closesAt + 500;
    await t.app.liveTables.settleTableRound(table, round.roundNo);
    const result = await resultOf(round.roundNo);
    for (const [i, p] of players.entries()) {
      const bets = stakes[i]!.map((b) => ({ area: b.area, amount: BigInt(b.amount.replace('.', '')) }));
      const staked = bets.reduce((sum, b) => sum + b.amount, 0n);
      expect(await mainBalance(t, p.member)).toBe(1_000_000n - staked + returnOf(bets, result));
      expect((await tableOf(t, p.token)).round.result).toEqual(result);
    }
    const rounds = await h.db
      .selectFrom('demo_live_rounds')
      .select(['round_id', 'status'])
      .where('node_id', '=', table)
      .where('round_no', '=', round.roundNo)
      .execute();
    expect(rounds).toHaveLength(3);
    expect(new Set(rounds.map((r) => r.round_id)).size).toBe(3);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
  });

  it('refuses bets off the table, outside its limits, without money or after the close', async () => {
    const round = bettingOpens();
    const { member, token } = await seat('60000.00');
    const refused = async (bets: { area: string; amount: string }[], code: string) => {
      const res = await placeBets(t, token, bets);
      expect(res.json(), JSON.stringify(bets)).toMatchObject({ success: false, code });
    };
    await refused([{ area: 'green', amount: '1000.00' }], 'invalid_bet');
    await refused([{ area: 'split-3-4', amount: '1000.00' }], 'invalid_bet');
    await refused([{ area: 'red', amount: '-1000.00' }], 'invalid_bet');
    await refused([{ area: 'red', amount: '500.00' }], 'table_bet_limit');
    await refused([{ area: 'n17', amount: '50001.00' }], 'table_bet_limit');
    await refused(
      [
        { area: 'n17', amount: '30000.00' },
        { area: 'n17', amount: '30000.00' },
      ],
      'table_bet_limit',
    );
    await refused([{ area: 'red', amount: '60001.00' }], 'insufficient_balance');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/table/bets',
      headers: { authorization: `Bearer ${token}` },
      payload: { bets: [{ area: 'red', amount: '1000.00' }] },
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await placeBets(t, 'x'.repeat(43), [{ area: 'red', amount: '1000.00' }]);
    expect(stranger.statusCode).toBe(401);
    expect(await mainBalance(t, member)).toBe(6_000_000n);

    now = round.closesAt;
    await refused([{ area: 'red', amount: '1000.00' }], 'table_bets_closed');
    expect(await mainBalance(t, member)).toBe(6_000_000n);
    const held = await h.db
      .selectFrom('demo_live_bets')
      .innerJoin('demo_live_rounds', 'demo_live_rounds.round_id', 'demo_live_bets.round_id')
      .select('demo_live_bets.id')
      .where('demo_live_rounds.member_id', '=', member.id)
      .execute();
    expect(held).toEqual([]);
    await t.app.liveTables.sweep();
    expect(await betRecord(member.id)).toEqual([]);
  });

  it("holds a VIP table to its own limits, ten times the others'", async () => {
    const vipTable = await rouletteTable(h, { vip: true });
    const round = openRound(t, vipTable, unused);
    unused = round.endsAt;
    now = round.opensAt + 1_000;
    const member = await fundedMember(t, h, '200000.00');
    const game = await openGame(t, member, vipTable);
    expect((game as unknown as { betLevels: string[] }).betLevels).toEqual([
      '10000.00',
      '50000.00',
      '100000.00',
      '500000.00',
      '1000000.00',
    ]);
    expect((game as unknown as { rules: unknown }).rules).toMatchObject({
      roundMax: '10000000.00',
      limits: {
        inside: { min: '10000.00', max: '500000.00' },
        outside: { min: '10000.00', max: '5000000.00' },
      },
    });
    const token = game.sessionToken;
    const refused = await placeBets(t, token, [{ area: 'red', amount: '1000.00' }]);
    expect(refused.json()).toMatchObject({ success: false, code: 'table_bet_limit' });
    const accepted = await placeBets(t, token, [{ area: 'n17', amount: '100000.00' }]);
    expect(accepted.json()).toMatchObject({ success: true });
    expect(await mainBalance(t, member)).toBe(10_000_000n);
    now = round.closesAt;
    expect(await t.app.liveTables.sweep()).toBe(1);
    const { number } = await resultOf(round.roundNo, vipTable);
    expect(await mainBalance(t, member)).toBe(10_000_000n + (number === 17 ? 360_000_000n : 0n));
  });

  it('debits a placement sent twice once', async () => {
    const round = bettingOpens();
    const { member, token } = await seat();
    const bets = [{ area: 'odd', amount: '1000.00' }];
    const [a, b] = await Promise.all([
      placeBets(t, token, bets, 'placement-1'),
      placeBets(t, token, bets, 'placement-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await placeBets(t, token, bets, 'placement-1')).statusCode).toBe(200);
    expect(await mainBalance(t, member)).toBe(900_000n);
    expect((await tableOf(t, token)).bets).toEqual(bets);
    now = round.closesAt;
    await t.app.liveTables.sweep();
    expect(await betRecord(member.id)).toHaveLength(1);
  });

  it('holds the area limit when placements race', async () => {
    const round = bettingOpens();
    const { member, token } = await seat('100000.00');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeBets(t, token, [{ area: 'n17', amount: '10000.00' }])),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(5);
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json<{ code: string }>().code === 'table_bet_limit'),
    ).toBe(true);
    expect(await mainBalance(t, member)).toBe(10_000_000n - 5_000_000n);
    now = round.closesAt;
    await t.app.liveTables.sweep();
    expect((await betRecord(member.id))[0]?.bet).toBe('5000000');
  });

  it('settles every accepted bet once when placements race the close and two settlers', async () => {
    const round = bettingOpens();
    const players = await Promise.all([seat(), seat(), seat(), seat()]);
    // One bet of the first player is in before the race, so the round has a result however it goes.
    expect((await placeBets(t, players[0].token, [{ area: 'even', amount: '1000.00' }])).statusCode).toBe(
      200,
    );
    now = round.closesAt - 1;
    const placing = players.flatMap((p) =>
      [1, 2, 3].map(() => placeBets(t, p.token, [{ area: 'even', amount: '1000.00' }])),
    );
    const closing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      now = round.closesAt;
      return Promise.all([t.app.liveTables.sweep(), t.app.liveTables.settleTableRound(table, round.roundNo)]);
    })();
    const answers = await Promise.all(placing);
    await closing;
    await t.app.liveTables.sweep();
    const result = await resultOf(round.roundNo);
    for (const p of players) {
      const seatRows = await h.db
        .selectFrom('demo_live_rounds')
        .select(['status', 'pending', (eb) => eb.cast<string>('stake', 'text').as('stake')])
        .where('member_id', '=', p.member.id)
        .execute();
      const stake = BigInt(seatRows[0]?.stake ?? '0');
      expect(seatRows.every((r) => r.pending === 0 && (r.status === 'settled' || r.status === 'void'))).toBe(
        true,
      );
      const win = roulette.returnOf('even', stake, result);
      expect(await mainBalance(t, p.member)).toBe(1_000_000n - stake + win);
    }
    expect(
      answers.every((a) => a.statusCode === 200 || a.json<{ code: string }>().code === 'table_bets_closed'),
    ).toBe(true);
  });

  it('plays free mode with play money and leaves the wallet alone', async () => {
    const round = bettingOpens();
    const member = await fundedMember(t, h, '100.00');
    const game = await openGame(t, member, table, true);
    expect(game.mode).toBe('free');
    const before = BigInt(game.balance.replace('.', ''));
    expect((await placeBets(t, game.sessionToken, [{ area: 'low', amount: '1000.00' }])).statusCode).toBe(
      200,
    );
    now = round.closesAt;
    await t.app.liveTables.sweep();
    const result = await resultOf(round.roundNo);
    const state = await tableOf(t, game.sessionToken);
    expect(BigInt(state.balance.replace('.', ''))).toBe(
      before - 100_000n + roulette.returnOf('low', 100_000n, result),
    );
    expect(await mainBalance(t, member)).toBe(10_000n);
    expect(await betRecord(member.id)).toEqual([]);
  });

  it('rolls back a placement whose debit never answered, booked or not, and voids the round', async () => {
    const round = bettingOpens();
    const { member, token } = await seat('10000.00');
    const repo = createLiveRepository(h.db);
    // A process held two placements, then stopped: one before its debit, one after the debit was booked.
    const held = await repo.seat(
      { nodeId: table, roundNo: round.roundNo, sessionHash: (await sessionHashOf(token))! },
      {
        roundId: crypto.randomUUID(),
        game: 'roulette',
        memberId: member.id,
        mode: 'real',
        closesAt: new Date(round.closesAt).toISOString(),
        now: new Date(now).toISOString(),
      },
    );
    const lost = `${held.round_id}:lost`;
    const booked = `${held.round_id}:booked`;
    for (const placement of [lost, booked]) {
      expect(
        await repo.holdBets(
          held.round_id,
          placement,
          [{ area: 'red', amount: 100_000n }],
          new Date(now).toISOString(),
          () => undefined,
        ),
      ).toBe('held');
    }
    const debit = (transactionId: string) =>
      protocolCall(
        t,
        'debit',
        {
          transactionId,
          roundId: held.round_id,
          memberId: member.id,
          nodeId: table,
          amount: '1000.00',
        },
        { timestamp: now },
      );
    expect((await debit(booked)).statusCode).toBe(200);
    expect(await mainBalance(t, member)).toBe(900_000n);

    now = round.closesAt + 31_000;
    await t.app.liveTables.sweep();
    expect(await mainBalance(t, member)).toBe(1_000_000n);
    const after = await h.db
      .selectFrom('demo_live_rounds')
      .select(['status', 'pending'])
      .where('round_id', '=', held.round_id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'void', pending: 0 });
    // The lost debit arriving now is refused: its id was rolled back first.
    expect((await debit(lost)).json()).toMatchObject({ success: false, code: 'transaction_cancelled' });
    expect(await mainBalance(t, member)).toBe(1_000_000n);
    expect(await betRecord(member.id)).toEqual([]);
  });
});

describe('cockfight table', () => {
  it("shows each fight's odds before the bets and pays its winner at them", async () => {
    const fightTable = (await gameOf(h, 'SV3', 'SPORTS')).node_id;
    const round = openRound(t, fightTable, unused);
    unused = round.endsAt;
    now = round.opensAt + 1_000;
    const member = await fundedMember(t, h, '10000.00');
    const game = await openGame(t, member, fightTable);
    expect(game).toMatchObject({ rules: { kind: 'cockfight', drawPays: 17 } });
    const state = await tableOf(t, game.sessionToken);
    const terms = fightTerms(fightTable, round.roundNo);
    expect(state.round.terms).toEqual(terms);
    const bets = [
      { area: 'meron', amount: '2000.00' },
      { area: 'wala', amount: '1000.00' },
      { area: 'draw', amount: '1000.00' },
    ];
    expect((await placeBets(t, game.sessionToken, bets)).statusCode).toBe(200);
    expect((await placeBets(t, game.sessionToken, [{ area: 'red', amount: '1000.00' }])).statusCode).toBe(
      400,
    );

    now = round.closesAt;
    await t.app.liveTables.sweep();
    const stored = await h.db
      .selectFrom('demo_live_results')
      .select('result')
      .where('node_id', '=', fightTable)
      .where('round_no', '=', round.roundNo)
      .executeTakeFirstOrThrow();
    const fight = JSON.parse(stored.result) as FightResult;
    expect(fight.terms).toEqual(terms);
    const win =
      fight.winner === 'draw'
        ? 300_000n + 100_000n * 18n
        : (BigInt(fight.winner === 'meron' ? 200_000 : 100_000) * BigInt(terms[fight.winner])) / 100n;
    expect(await mainBalance(t, member)).toBe(1_000_000n - 400_000n + win);
  });
});

const sessionHashOf = async (token: string) =>
  (
    await h.db
      .selectFrom('demo_vendor_sessions')
      .select('token_hash')
      .where('token_hash', '=', crypto.createHash('sha256').update(token).digest('hex'))
      .executeTakeFirst()
  )?.token_hash;
