import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall, settleRound } from '../../../test/play-helpers.js';
import {
  call,
  fundedMember,
  mainBalance,
  openTestDb,
  type TestMember,
} from '../../../test/wallet-helpers.js';
import { rebuildTeamFigures } from '../../team-figures/figures-rebuild.js';
import { verifyLedger } from '../../wallet/ledger-verify.js';

/**
 * Resettlement (issue 19): a vendor corrects a settled round days later; the platform moves the
 * difference, corrects the round and its bet record, and counts it in the period the round settled in.
 */
const day = 86_400_000;
let now = Date.now() - 2 * day;
let t: TestApp;
let h: DatabaseHandle;
let pt: string;
let pg: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock: () => new Date(now) });
  h = openTestDb(t);
  pt = (await gameOf(h, 'PT', 'RNG')).node_id;
  pg = (await gameOf(h, 'PG', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const funded = (amount: string) => fundedMember(t, h, amount);

/** A round settled two days ago (stake and win), then the clock back at today. */
const settledLastWeek = async (m: TestMember, bet: string, win: string) => {
  now = Date.now() - 2 * day;
  const roundId = await settleRound(t, m, pt, { bet, win }, now);
  now = Date.now();
  return roundId;
};

const resettle = (m: TestMember, roundId: string, amount: string, tx = randomUUID()) =>
  protocolCall(
    t,
    'resettle',
    { transactionId: tx, roundId, memberId: m.id, nodeId: pt, amount },
    { timestamp: now },
  );

const roundWin = async (roundId: string) => {
  const round = await h.db
    .selectFrom('game_rounds')
    .select((eb) => eb.cast<string>('win', 'text').as('win'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  const record = await h.db
    .selectFrom('bet_records')
    .select((eb) => eb.cast<string>('win_minor', 'text').as('win'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { round: round.win, record: record.win };
};

const figureRows = () =>
  h.db
    .selectFrom('team_figures')
    .select([
      'member_id',
      'scope',
      'period_kind',
      'period_start',
      'bet_count',
      (eb) => eb.cast<string>('bet', 'text').as('bet'),
      (eb) => eb.cast<string>('win', 'text').as('win'),
    ])
    .orderBy('member_id')
    .orderBy('scope')
    .orderBy('period_kind')
    .orderBy('period_start')
    .execute();

describe('resettlement', () => {
  it('pays a corrected win, takes a lower one back, and counts it in the period the round settled in', async () => {
    const m = await funded('100.00');
    const roundId = await settledLastWeek(m, '10.00', '0.00');
    expect(await mainBalance(t, m)).toBe(90_00n);

    const tx = randomUUID();
    const up = await resettle(m, roundId, '25.00', tx);
    expect(up.json()).toMatchObject({ success: true, value: { balance: '115.00', replayed: false } });
    expect((await resettle(m, roundId, '25.00', tx)).json()).toMatchObject({
      value: { balance: '115.00', replayed: true },
    });
    expect((await resettle(m, roundId, '26.00', tx)).json()).toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await roundWin(roundId)).toEqual({ round: '2500', record: '2500' });
    const history = await call(t, m, 'transactionHistory', { query: { pageSize: '10' } });
    const content = history.json<{ value: { content: { type: string; amount: string }[] } }>().value.content;
    expect(content[0]).toMatchObject({ type: 'RESETTLE' });

    const down = await resettle(m, roundId, '5.00');
    expect(down.json()).toMatchObject({ value: { balance: '95.00' } });
    expect(await roundWin(roundId)).toEqual({ round: '500', record: '500' });
    // The same result again moves nothing.
    expect((await resettle(m, roundId, '5.00')).json()).toMatchObject({ value: { balance: '95.00' } });

    // The member's own daily figure of the settlement's day holds the corrected win; today's none.
    const own = (await figureRows()).filter(
      (r) => r.member_id === m.id && r.scope === 'S' && r.period_kind === 'D',
    );
    expect(own.map((r) => [r.bet_count, r.bet, r.win])).toEqual([[1, '1000', '500']]);
    // Incremental figures and a rebuild from the records agree.
    const before = await figureRows();
    await rebuildTeamFigures(h, 'DEMO', { at: new Date(now).toISOString() });
    expect(await figureRows()).toEqual(before);
  });

  it('refuses what it cannot correct and moves nothing', async () => {
    const m = await funded('20.00');
    const roundId = await settledLastWeek(m, '10.00', '30.00');
    expect(await mainBalance(t, m)).toBe(40_00n);
    await call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '35.00' } });
    // Taking 30.00 back needs 30.00 in the wallet: 5.00 is there.
    const short = await resettle(m, roundId, '0.00');
    expect(short.json()).toMatchObject({ code: 'insufficient_balance' });
    expect(await roundWin(roundId)).toEqual({ round: '3000', record: '3000' });
    expect(await mainBalance(t, m)).toBe(5_00n);

    const open = randomUUID();
    const debit = await protocolCall(
      t,
      'debit',
      { transactionId: randomUUID(), roundId: open, memberId: m.id, nodeId: pt, amount: '1.00' },
      { timestamp: now },
    );
    expect(debit.statusCode).toBe(200);
    const notSettled = await resettle(m, open, '2.00');
    expect([notSettled.statusCode, notSettled.json<{ code: string }>().code]).toEqual([
      409,
      'round_not_settled',
    ]);
    expect((await resettle(m, randomUUID(), '2.00')).json()).toMatchObject({ code: 'transaction_not_found' });
    const other = await funded('1.00');
    expect((await resettle(other, roundId, '2.00')).json()).toMatchObject({ code: 'bad_request' });
    expect((await resettle(m, roundId, '-1.00')).statusCode).toBe(400);
    expect(await mainBalance(t, m)).toBe(4_00n);
  });

  it('settles a bet days after it was placed, long after its launch token expired', async () => {
    const m = await funded('10.00');
    const roundId = randomUUID();
    const base = { roundId, memberId: m.id, nodeId: pt };
    now = Date.now() - 3 * day;
    const placed = await protocolCall(
      t,
      'debit',
      { ...base, transactionId: randomUUID(), amount: '4.00' },
      { timestamp: now },
    );
    expect(placed.statusCode).toBe(200);
    now = Date.now();
    const settled = await protocolCall(
      t,
      'credit',
      { ...base, transactionId: randomUUID(), amount: '9.00', roundEnded: true },
      { timestamp: now },
    );
    expect(settled.json()).toMatchObject({ success: true, value: { balance: '15.00' } });
    expect(await roundWin(roundId)).toEqual({ round: '900', record: '900' });
  });

  it('corrects the wallet the stake came from: a vendor wallet for a game of that vendor', async () => {
    const m = await funded('30.00');
    await call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '20.00' } });
    now = Date.now() - 2 * day;
    const roundId = await settleRound(t, m, pg, { bet: '5.00', win: '0.00' }, now);
    now = Date.now();
    const answer = await protocolCall(
      t,
      'resettle',
      { transactionId: randomUUID(), roundId, memberId: m.id, nodeId: pg, amount: '12.00' },
      { timestamp: now },
    );
    expect(answer.json()).toMatchObject({ value: { balance: '27.00', wallet: 'PG' } });
    expect(await mainBalance(t, m)).toBe(10_00n);
  });

  it('keeps the round, its record and the wallet in agreement when corrections race', async () => {
    const m = await funded('50.00');
    const roundId = await settledLastWeek(m, '10.00', '10.00');
    const amounts = ['0.00', '5.00', '15.00', '20.00', '25.00', '30.00', '35.00', '40.00'];
    const answers = await Promise.all(amounts.map((amount) => resettle(m, roundId, amount)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const { round, record } = await roundWin(roundId);
    expect(record).toBe(round);
    expect(amounts.map((a) => a.replace('.', '').replace(/^0+(?=\d)/, ''))).toContain(round);
    // 50.00 deposited, 10.00 staked, and whichever correction came last is the round's win.
    expect(await mainBalance(t, m)).toBe(40_00n + BigInt(round));
  });
});
