import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolClient } from '../../../test/play-helpers.js';
import {
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  type TestMember,
} from '../../../test/wallet-helpers.js';
import { verifyLedger } from '../../wallet/ledger-verify.js';

/**
 * The seamless wallet when a vendor's calls race each other (issue 13, defect 1). Calls go in
 * parallel through app.inject: on PostgreSQL the pool runs them on separate connections at READ
 * COMMITTED, on SQLite they interleave at every await outside the one write connection.
 */
let t: TestApp;
let h: DatabaseHandle;
let node: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  node = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const funded = async (amount: string) => {
  const m = await createMember(h);
  if ((await demoDeposit(t, m, amount)).statusCode !== 200) throw new Error('deposit failed');
  return { m, vendor: protocolClient(t, m, node) };
};
const codeOf = (r: LightMyRequestResponse) => (r.statusCode === 200 ? 'ok' : r.json<{ code: string }>().code);
const reversalsOf = async (m: TestMember) =>
  (
    await h.db
      .selectFrom('journal_entries')
      .select('reverses_entry_id')
      .where('member_id', '=', m.id)
      .where('type', '=', 'REVERSAL')
      .execute()
  ).length;

describe('rollbacks racing each other', () => {
  it('refunds a debit once when many rollbacks with different ids name it at once', async () => {
    const { m, vendor } = await funded('50.00');
    for (let i = 0; i < 5; i += 1) {
      const ids = { tx: randomUUID(), round: randomUUID() };
      expect(codeOf(await vendor.debit('10.00', ids))).toBe('ok');
      const answers = await Promise.all(Array.from({ length: 8 }, () => vendor.rollback(ids.tx, ids.round)));
      // Every rollback of a booked debit succeeds (the later ones move nothing).
      expect(answers.map(codeOf)).toEqual(Array.from({ length: 8 }, () => 'ok'));
      expect(await mainBalance(t, m)).toBe(50_00n);
    }
    expect(await reversalsOf(m)).toBe(5);
  });
});

describe('a rollback racing the winning credit', () => {
  it('either refunds the stake or pays the win, never both', async () => {
    const { m, vendor } = await funded('100.00');
    let expected = 100_00n;
    for (let i = 0; i < 12; i += 1) {
      const ids = { tx: randomUUID(), round: randomUUID() };
      expect(codeOf(await vendor.debit('10.00', ids))).toBe('ok');
      const [won, refunded] = await Promise.all([
        vendor.credit(ids.round, '25.00', true),
        vendor.rollback(ids.tx, ids.round),
      ]);
      const outcome = [codeOf(won), codeOf(refunded)];
      expect([
        ['ok', 'round_settled'],
        ['round_settled', 'ok'],
      ]).toContainEqual(outcome);
      if (outcome[0] === 'ok') expected += 15_00n;
      expect(await mainBalance(t, m)).toBe(expected);
    }
  });
});

describe('a rollback after a win in an open round', () => {
  it('is refused: the stake stays and so does the win', async () => {
    const { m, vendor } = await funded('40.00');
    const ids = { tx: randomUUID(), round: randomUUID() };
    await vendor.debit('10.00', ids);
    expect(codeOf(await vendor.credit(ids.round, '30.00', false))).toBe('ok');
    const refused = await vendor.rollback(ids.tx, ids.round);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('round_has_win');
    expect(await mainBalance(t, m)).toBe(60_00n);
    // The round settles normally afterwards and its record keeps the stake.
    expect(codeOf(await vendor.credit(ids.round, '0.00', true))).toBe('ok');
    const record = await h.db
      .selectFrom('bet_records')
      .select([
        (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
        (eb) => eb.cast<string>('win_minor', 'text').as('win'),
      ])
      .where('round_id', '=', ids.round)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ bet: '1000', win: '3000' });
  });

  it('still cancels a bet before any win, and the round can then pay its other bet', async () => {
    const { m, vendor } = await funded('40.00');
    const round = randomUUID();
    const first = randomUUID();
    await vendor.debit('10.00', { tx: first, round });
    await vendor.debit('5.00', { round });
    expect(codeOf(await vendor.rollback(first, round))).toBe('ok');
    expect(codeOf(await vendor.credit(round, '12.00', true))).toBe('ok');
    expect(await mainBalance(t, m)).toBe(47_00n);
  });
});

describe('a debit racing its own rollback', () => {
  it('ends with both applied or neither, and a retried debit is refused after a cancel', async () => {
    const { m, vendor } = await funded('300.00');
    for (let batch = 0; batch < 4; batch += 1) {
      const pairs = Array.from({ length: 10 }, () => ({ tx: randomUUID(), round: randomUUID() }));
      const answers = await Promise.all(
        pairs.map(async (ids) => {
          const [debited, rolledBack] = await Promise.all([
            vendor.debit('3.00', ids),
            vendor.rollback(ids.tx, ids.round),
          ]);
          return { ids, outcome: `${codeOf(debited)}/${codeOf(rolledBack)}` };
        }),
      );
      for (const { ids, outcome } of answers) {
        // booked and refunded, or refused and remembered as not found: never booked and "not found".
        expect(['ok/ok', 'transaction_cancelled/transaction_not_found']).toContain(outcome);
        if (outcome !== 'ok/ok') {
          expect(codeOf(await vendor.debit('3.00', ids))).toBe('transaction_cancelled');
        }
      }
    }
    // Every stake was either refunded or never taken.
    expect(await mainBalance(t, m)).toBe(300_00n);
  });
});
