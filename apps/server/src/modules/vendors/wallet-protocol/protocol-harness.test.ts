import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@gp/contract/money';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall } from '../../../test/play-helpers.js';
import {
  bindBank,
  call,
  createMember,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../../test/wallet-helpers.js';
import { verifyLedger } from '../../wallet/ledger-verify.js';
import { fundsOf, roundsOf, stakesOf } from '../../../test/protocol-readings.js';

/**
 * The money harness (issue 13): parallel clients send random interleavings of seamless-wallet debits,
 * credits and rollbacks (with retries and duplicates of the same ids), deposits, withdrawals and
 * wallet transfers for a few members, on real parallel connections (PostgreSQL's pool; SQLite
 * interleaves at every await). Then the books must agree with what was acknowledged:
 * every stake kept or returned exactly once, no round refunded after it won, each member's money
 * equal to the sum of acknowledged effects, settled rounds recorded with their kept stakes and wins,
 * no 5xx, and `ledger verify` clean. HARNESS_SEED reproduces a program (the interleaving is real).
 */
const isPg = /^postgres/.test(process.env.DATABASE_URL ?? '');
const seed = Number(process.env.HARNESS_SEED ?? 20261125);
const members = 3;
const roundsPerMember = 4;
const idsPerRound = 2;

let t: TestApp;
let h: DatabaseHandle;
let nodes: { main: string; pg: string };

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  nodes = { main: (await gameOf(h, 'PT', 'RNG')).node_id, pg: (await gameOf(h, 'PG', 'RNG')).node_id };
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const who = fc.integer({ min: 0, max: members - 1 });
const round = fc.integer({ min: 0, max: roundsPerMember - 1 });
const slot = fc.integer({ min: 0, max: idsPerRound - 1 });
const opArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('debit' as const), who, round, slot }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), who, round, slot }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), who, round, slot, by: slot }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), who, slot }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who,
      amount: fc.bigInt(100_00n, 150_00n),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      who,
      toVendor: fc.boolean(),
      amount: fc.bigInt(1_00n, 60_00n),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Per planned id: the amount (and for credits whether it ends the round), fixed so retries match. */
const planArb = fc.record({
  debit: fc.array(fc.bigInt(1_00n, 40_00n), { minLength: 64, maxLength: 64 }),
  credit: fc.array(fc.tuple(fc.bigInt(0n, 80_00n), fc.boolean()), { minLength: 64, maxLength: 64 }),
  deposit: fc.array(fc.bigInt(100_00n, 300_00n), { minLength: 64, maxLength: 64 }),
  gamePlaysFromPg: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
});

const allowed = new Set([
  'insufficient_balance',
  'round_settled',
  'round_has_win',
  'transaction_cancelled',
  'transaction_not_found',
]);

describe('money harness', () => {
  it('keeps the books equal to every acknowledged effect under random parallel interleavings', async () => {
    await fc.assert(
      fc.asyncProperty(
        planArb,
        fc.array(fc.array(opArb, { minLength: 4, maxLength: 20 }), { minLength: 3, maxLength: 6 }),
        async (plan, clients) => {
          const run = randomUUID().slice(0, 8);
          const people: TestMember[] = [];
          for (let i = 0; i < members; i += 1) people.push(await createMember(h));
          const banks = await Promise.all(people.map((m) => bindBank(t, m)));
          const index = (m: number, r: number, s: number) => (m * roundsPerMember + r) * idsPerRound + s;
          const roundId = (m: number, r: number) => `${run}-r${m}-${r}`;
          const nodeOf = (m: number, r: number) =>
            plan.gamePlaysFromPg[m * roundsPerMember + r] ? nodes.pg : nodes.main;
          const debitId = (m: number, r: number, s: number) => `${run}-d${index(m, r, s)}`;

          const acked = {
            deposits: new Map<string, bigint>(),
            withdrawn: new Map<number, bigint>(),
            debits: new Map<string, { who: number; amount: bigint; round: string }>(),
            credits: new Map<string, { who: number; amount: bigint; round: string }>(),
            rollbacks: new Set<string>(),
          };
          const check = (r: LightMyRequestResponse) => {
            expect(r.statusCode, r.body).toBeLessThan(500);
            if (r.statusCode !== 200) expect(allowed, r.body).toContain(r.json<{ code: string }>().code);
            return r.statusCode === 200;
          };

          const send = async (op: Op) => {
            const m = people[op.who]!;
            switch (op.kind) {
              case 'debit': {
                const i = index(op.who, op.round, op.slot);
                const body = {
                  transactionId: debitId(op.who, op.round, op.slot),
                  roundId: roundId(op.who, op.round),
                  memberId: m.id,
                  nodeId: nodeOf(op.who, op.round),
                  amount: fromMinor(plan.debit[i]!),
                };
                if (check(await protocolCall(t, 'debit', body))) {
                  acked.debits.set(body.transactionId, {
                    who: op.who,
                    amount: plan.debit[i]!,
                    round: body.roundId,
                  });
                }
                return;
              }
              case 'credit': {
                const i = index(op.who, op.round, op.slot);
                const [amount, roundEnded] = plan.credit[i]!;
                const body = {
                  transactionId: `${run}-c${i}`,
                  roundId: roundId(op.who, op.round),
                  memberId: m.id,
                  nodeId: nodeOf(op.who, op.round),
                  amount: fromMinor(amount),
                  roundEnded,
                };
                if (check(await protocolCall(t, 'credit', body))) {
                  acked.credits.set(body.transactionId, { who: op.who, amount, round: body.roundId });
                }
                return;
              }
              case 'rollback': {
                const ref = debitId(op.who, op.round, op.slot);
                const body = {
                  transactionId: `${run}-b${index(op.who, op.round, op.slot)}-${op.by}`,
                  refTransactionId: ref,
                  roundId: roundId(op.who, op.round),
                  memberId: m.id,
                };
                if (check(await protocolCall(t, 'rollback', body))) acked.rollbacks.add(ref);
                return;
              }
              case 'deposit': {
                const key = `${run}-k${op.who}-${op.slot}`;
                const amount = plan.deposit[op.who * idsPerRound + op.slot]!;
                const res = await call(t, m, 'depositCreate', {
                  body: { channel: 'DEMO', amount: fromMinor(amount) },
                  key,
                });
                if (check(res)) acked.deposits.set(key, amount);
                return;
              }
              case 'withdraw': {
                const body = { bankAccountId: banks[op.who], amount: fromMinor(op.amount), paymentPassword };
                if (check(await call(t, m, 'withdraw', { body }))) {
                  acked.withdrawn.set(op.who, (acked.withdrawn.get(op.who) ?? 0n) + op.amount);
                }
                return;
              }
              case 'transfer': {
                const amount = fromMinor(op.amount);
                const body = op.toVendor
                  ? { from: 'MAIN', to: 'PG', amount }
                  : { from: 'PG', to: 'MAIN', amount };
                check(await call(t, m, 'walletTransfer', { body }));
                return;
              }
            }
          };

          // Every member starts with one deposit so stakes can be taken from the first call.
          await Promise.all(people.map((_, i) => send({ kind: 'deposit', who: i, slot: 0 })));
          await Promise.all(
            clients.map(async (ops) => {
              for (const op of ops) await send(op);
            }),
          );

          // Every acknowledged rollback names an acknowledged debit; the books returned exactly those.
          for (const ref of acked.rollbacks) expect(acked.debits.has(ref), ref).toBe(true);
          const stakes = await stakesOf(
            h,
            people.map((p) => p.id),
          );
          expect(new Set(stakes.refunded)).toEqual(acked.rollbacks);
          expect(new Set(stakes.booked)).toEqual(new Set(acked.debits.keys()));
          expect(stakes.reversedTwice).toEqual([]);

          for (let i = 0; i < members; i += 1) {
            const sum = (items: Iterable<{ who: number; amount: bigint }>) =>
              [...items].filter((x) => x.who === i).reduce((s, x) => s + x.amount, 0n);
            const deposits = [...acked.deposits].filter(([k]) => k.startsWith(`${run}-k${i}-`));
            const kept = [...acked.debits].filter(([id]) => !acked.rollbacks.has(id)).map(([, d]) => d);
            const expected =
              deposits.reduce((s, [, a]) => s + a, 0n) -
              (acked.withdrawn.get(i) ?? 0n) -
              sum(kept) +
              sum(acked.credits.values());
            expect(await fundsOf(h, people[i]!.id)).toBe(expected);
          }

          for (const r of await roundsOf(
            h,
            people.map((p) => p.id),
          )) {
            // No stake of a round was returned after the round paid a win.
            expect(r.refundedAfterWin, r.roundId).toBe(false);
            if (r.record) {
              const kept = [...acked.debits].filter(
                ([id, d]) => d.round === r.roundId && !acked.rollbacks.has(id),
              );
              const wins = [...acked.credits.values()].filter((c) => c.round === r.roundId);
              expect(r.record, r.roundId).toEqual({
                bet: kept.reduce((s, [, d]) => s + d.amount, 0n),
                win: wins.reduce((s, c) => s + c.amount, 0n),
              });
            }
          }
          expect((await verifyLedger(h.db)).problems).toEqual([]);
        },
      ),
      { seed, numRuns: isPg ? 10 : 12, endOnFailure: true },
    );
    // A dozen programs of a few hundred calls each: well above the suite's 30 s on a busy machine.
  }, 180_000);
});
