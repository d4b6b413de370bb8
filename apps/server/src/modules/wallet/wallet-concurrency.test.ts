import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@gp/contract/money';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  memberFunds,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { createCashierDecisions } from './decisions.js';
import { verifyLedger } from './ledger-verify.js';

/**
 * Concurrency: requests run in Promise.all batches through app.inject. On PostgreSQL the pool (10
 * connections) runs them truly in parallel; on SQLite they interleave at every await.
 */
const isPg = /^postgres/.test(process.env.DATABASE_URL ?? '');
let t: TestApp;
let h: DatabaseHandle;

beforeAll(async () => {
  // Withdrawals and transfers to the upline in flight count against the payment-password guess limit
  // until they succeed (5 per member, 20 per IP; payment-password.test.ts): this test is about money,
  // so its concurrent right-password calls get room.
  t = await buildTestApp({ PAYMENT_PASSWORD_MAX_FAILURES: '1000', PAYMENT_PASSWORD_MAX_FAILURES_IP: '1000' });
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const entries = async () =>
  Number(
    (
      await h.db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('double spend', () => {
  // 1,000 concurrent debits on both databases (each is one short transaction).
  const n = 1000;
  const k = 37;

  it(`${n} concurrent debits of a against a balance of ${k} x a: exactly ${k} succeed`, async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, fromMinor(BigInt(k) * 250n));
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        call(t, m, 'walletTransfer', {
          body: { from: 'MAIN', to: i % 2 === 0 ? 'PG' : 'EG2', amount: '2.50' },
        }),
      ),
    );
    const codes = results.map((r) => r.json<{ code?: string }>().code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(k);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['insufficient_balance']));
    expect(await mainBalance(t, m)).toBe(0n);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('one key sent 50 times at once applies once', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '100');
    const before = await entries();
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'JDB', amount: '7' }, key }),
      ),
    );
    const ids = new Set(results.map((r) => r.json<{ value: { entryId: number } }>().value.entryId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.json<{ value: { replayed: boolean } }>().value.replayed)).toHaveLength(1);
    expect(await entries()).toBe(before + 1);
    expect(await mainBalance(t, m)).toBe(9_300n);
  });
});

type Op =
  | { kind: 'demo'; who: number; amount: bigint; retry: boolean }
  | { kind: 'manual'; who: number; amount: bigint; approve: boolean; retry: boolean }
  | { kind: 'withdraw'; who: number; amount: bigint; approve: boolean; retry: boolean }
  | { kind: 'transfer'; who: number; amount: bigint; toVendor: boolean; retry: boolean }
  | { kind: 'upline'; who: number; amount: bigint; retry: boolean };

const who = fc.integer({ min: 0, max: 3 });
const retry = fc.boolean();
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('demo' as const), who, amount: fc.bigInt(100n, 2_000_000n), retry }),
  fc.record({
    kind: fc.constant('manual' as const),
    who,
    amount: fc.bigInt(1_000_000n, 3_000_000n),
    approve: fc.boolean(),
    retry,
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    amount: fc.bigInt(10_000n, 1_500_000n),
    approve: fc.boolean(),
    retry,
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    who,
    amount: fc.bigInt(1n, 500_000n),
    toVendor: fc.boolean(),
    retry,
  }),
  fc.record({
    kind: fc.constant('upline' as const),
    who: fc.integer({ min: 1, max: 3 }),
    amount: fc.bigInt(1n, 500_000n),
    retry,
  }),
);

describe('random interleavings (fast-check)', () => {
  it('never loses, duplicates or invents money', async () => {
    const decisions = createCashierDecisions(h.db, 'DEMO', systemClock);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          const agent = await createMember(h, { type: 1 });
          const members: TestMember[] = [agent];
          for (let i = 0; i < 3; i += 1) members.push(await createMember(h, { uplineId: agent.id }));
          const banks = await Promise.all(members.map((m) => bindBank(t, m)));
          const fundsBefore = (await memberFunds(h)).total;
          const entriesBefore = await entries();
          let external = 0n;
          let decided = 0;
          const appliedKeys = new Map<string, number>();
          let pendingDecisions: (() => Promise<void>)[] = [];

          const run = async (op: Op) => {
            const m = members[op.who]!;
            const key = newKey();
            const amount = fromMinor(op.amount);
            const send = () => {
              switch (op.kind) {
                case 'demo':
                  return call(t, m, 'depositCreate', { body: { channel: 'DEMO', amount }, key });
                case 'manual':
                  return call(t, m, 'depositCreate', {
                    body: { channel: 'BANK', amount, reference: 'P' },
                    key,
                  });
                case 'withdraw':
                  return call(t, m, 'withdraw', {
                    body: { bankAccountId: banks[op.who], amount, paymentPassword },
                    key,
                  });
                case 'transfer':
                  return call(t, m, 'walletTransfer', {
                    body: op.toVendor
                      ? { from: 'MAIN', to: 'PG', amount }
                      : { from: 'PG', to: 'MAIN', amount },
                    key,
                  });
                case 'upline':
                  return call(t, m, 'transferUpline', { body: { amount, paymentPassword }, key });
              }
            };
            const responses = await Promise.all(op.retry ? [send(), send()] : [send()]);
            const ok = responses.filter((r) => r.statusCode === 200);
            for (const r of responses) {
              if (r.statusCode !== 200) expect(r.json<{ code: string }>().code).toBe('insufficient_balance');
            }
            if (ok.length === 0) return;
            const values = ok.map(
              (r) => r.json<{ value: { entryId?: number; order?: { id: number } } }>().value,
            );
            // A retried key answers the first result: the same entry or order.
            expect(new Set(values.map((v) => v.entryId ?? v.order?.id)).size).toBe(1);
            appliedKeys.set(key, op.kind === 'manual' ? 0 : 1);
            const orderId = values[0]!.order?.id;
            if (op.kind === 'demo') external += op.amount;
            if (op.kind === 'manual' && orderId) {
              pendingDecisions.push(async () => {
                await decisions.decideDeposit(orderId, op.approve);
                if (op.approve) {
                  external += op.amount;
                  decided += 1;
                }
              });
            }
            if (op.kind === 'withdraw' && orderId) {
              pendingDecisions.push(async () => {
                await decisions.decideWithdraw(orderId, op.approve);
                if (op.approve) external -= op.amount;
                decided += 1;
              });
            }
          };

          for (const batch of batches) {
            const due = pendingDecisions;
            pendingDecisions = [];
            // PostgreSQL: operator decisions race the next batch; SQLite: one writer, decided between batches.
            if (isPg) await Promise.all([...batch.map(run), ...due.map((d) => d())]);
            else {
              await Promise.all(batch.map(run));
              for (const d of due) await d();
            }
          }
          for (const d of pendingDecisions) await d();

          const funds = await memberFunds(h);
          expect(funds.total - fundsBefore).toBe(external);
          expect(funds.min >= 0n).toBe(true);
          const applied = [...appliedKeys.values()].reduce((s, n) => s + n, 0);
          expect(await entries()).toBe(entriesBefore + applied + decided);
          expect((await verifyLedger(h.db)).problems).toEqual([]);
        },
      ),
      { numRuns: isPg ? 12 : 20 },
    );
  });
});
