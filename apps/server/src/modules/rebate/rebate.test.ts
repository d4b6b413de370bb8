import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { call, createMember, demoDeposit, mainBalance, openTestDb } from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Manual rebate (issue 17): the seeded rates on the valid bets settled since the last claim, per game
 * type and rounded down; a claim pays once even when two race; the rates follow the operator.
 */
let t: TestApp;
let h: DatabaseHandle;
let slot: string;
let live: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
  live = (await gameOf(h, 'EVO', 'LIVE')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

interface RebateValue {
  total: string;
  lines: { gameType: string; validBet: string; rate: string; rebate: string }[];
  history: { amount: string }[];
}
const view = async (m: { id: number; account: string; token: string }) =>
  (await call(t, m, 'rebate')).json<{ value: RebateValue }>().value;
const line = (v: RebateValue, type: string) => v.lines.find((l) => l.gameType === type)!;

describe('manual rebate', () => {
  it('earns each game type its rate on the valid bets since the last claim, and pays them once', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '5000');
    expect((await view(m)).total).toBe('0.00');
    expect((await call(t, m, 'rebateClaim', { body: {} })).json()).toMatchObject({
      code: 'rebate_nothing_to_claim',
    });
    await settleRound(t, m, slot, { bet: '1234.56', win: '0.00' });
    await settleRound(t, m, live, { bet: '1000.00', win: '1000.00' });
    const before = await view(m);
    // 0.8 % of 1234.56 is 9.87648: 9.87; 0.5 % of 1000.00 is 5.00.
    expect(line(before, 'RNG')).toEqual({
      gameType: 'RNG',
      validBet: '1234.56',
      rate: '0.8',
      rebate: '9.87',
    });
    expect(line(before, 'LIVE')).toMatchObject({ validBet: '1000.00', rebate: '5.00' });
    expect(before.total).toBe('14.87');

    const balance = await mainBalance(t, m);
    const [a, b] = await Promise.all([
      call(t, m, 'rebateClaim', { body: {} }),
      call(t, m, 'rebateClaim', { body: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await mainBalance(t, m)).toBe(balance + 1_487n);
    const after = await view(m);
    expect(after.total).toBe('0.00');
    expect(after.history.map((c) => c.amount)).toEqual(['14.87']);

    // Later rounds start a new count.
    await settleRound(t, m, slot, { bet: '100.00', win: '0.00' });
    expect((await view(m)).total).toBe('0.80');
  });

  it('follows the rates the operator sets, and refuses trial users', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runOperator(['rebate', 'rate', 'RNG', '1.5'], t.config, io)).toBe(0);
    expect(out).toContain('level 0\tRNG\t1.5%');
    const m = await createMember(h);
    await demoDeposit(t, m, '1000');
    await settleRound(t, m, slot, { bet: '200.00', win: '0.00' });
    expect(line(await view(m), 'RNG').rebate).toBe('3.00');
    expect(await runOperator(['rebate', 'rate', 'NOPE', '1'], t.config, io)).toBe(2);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'rebate')).statusCode).toBe(403);
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
