import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  paymentPassword,
} from '../../test/wallet-helpers.js';
import { maxBankAccounts } from './cashier-service.js';
import { createCashierDecisions } from './decisions.js';
import { verifyLedger } from './ledger-verify.js';

/**
 * Check-then-act races of the cashier (docs/decisions.md "Check-then-act audit"): every batch runs in
 * Promise.all, truly in parallel on PostgreSQL's pool and interleaved at every await on SQLite.
 */
const parallel = 20;
let t: TestApp;
let h: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const bankRows = async (memberId: number) =>
  h.db.selectFrom('bank_accounts').select('account_number').where('member_id', '=', memberId).execute();
const bind = (m: Awaited<ReturnType<typeof createMember>>, accountNumber: string) =>
  call(t, m, 'bankAccountBind', {
    body: { accountName: 'Race Holder', accountNumber, bankName: 'Demo Bank' },
  });

describe('bank account limit', () => {
  it(`${parallel} parallel binds of different numbers end with exactly ${maxBankAccounts} accounts`, async () => {
    const m = await createMember(h);
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) => bind(m, `55500${String(i).padStart(4, '0')}`)),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(maxBankAccounts);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect([r.statusCode, r.json<{ code: string }>().code]).toEqual([400, 'bank_account_limit']);
    }
    expect(await bankRows(m.id)).toHaveLength(maxBankAccounts);
  });

  it(`${parallel} parallel binds of one number keep one account and refuse the rest cleanly`, async () => {
    const m = await createMember(h);
    const answers = await Promise.all(Array.from({ length: parallel }, () => bind(m, '7770001234')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect([r.statusCode, r.json<{ code: string }>().code]).toEqual([400, 'bank_account_limit']);
    }
    expect(await bankRows(m.id)).toHaveLength(1);
  });
});

describe('operator decisions', () => {
  const decisions = () => createCashierDecisions(h.db, 'DEMO', systemClock);

  it(`${parallel} parallel approvals of one deposit credit it once`, async () => {
    const m = await createMember(h);
    const res = await call(t, m, 'depositCreate', {
      body: { channel: 'BANK', amount: '20000', reference: 'memo-1' },
      key: newKey(),
    });
    expect(res.statusCode).toBe(200);
    const orderId = res.json<{ value: { order: { id: number } } }>().value.order.id;
    // Several operators (separate connections) and both decisions racing on the same order.
    const results = await Promise.allSettled(
      Array.from({ length: parallel }, (_, i) => decisions().decideDeposit(orderId, i % 4 !== 3)),
    );
    const decided = results.filter((r) => r.status === 'fulfilled');
    expect(decided).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('not_found');
    }
    const approved = (decided[0] as PromiseFulfilledResult<{ status: string }>).value.status === 'approved';
    expect(await mainBalance(t, m)).toBe(approved ? 2_000_000n : 0n);
  });

  it(`${parallel} parallel decisions on one withdrawal move its money once`, async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '50000');
    const bankAccountId = await bindBank(t, m);
    const res = await call(t, m, 'withdraw', {
      body: { bankAccountId, amount: '30000', paymentPassword },
    });
    expect(res.statusCode).toBe(200);
    const orderId = res.json<{ value: { order: { id: number } } }>().value.order.id;
    const results = await Promise.allSettled(
      Array.from({ length: parallel }, (_, i) => decisions().decideWithdraw(orderId, i % 2 === 0)),
    );
    const decided = results.filter((r) => r.status === 'fulfilled');
    expect(decided).toHaveLength(1);
    const approved = (decided[0] as PromiseFulfilledResult<{ status: string }>).value.status === 'approved';
    // Paid out: 20,000 stays; rejected: the held 30,000 comes back.
    expect(await mainBalance(t, m)).toBe(approved ? 2_000_000n : 5_000_000n);
  });
});
