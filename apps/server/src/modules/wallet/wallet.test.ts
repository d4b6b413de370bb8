import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { runOperator } from '../../operator/commands.js';
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
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from './ledger-verify.js';

let t: TestApp;
let h: DatabaseHandle;
let agent: TestMember;
let member: TestMember;

const operator = async (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
  agent = await createMember(h, { type: 1 });
  member = await createMember(h, { uplineId: agent.id });
});
afterAll(async () => {
  await h.close();
  await t.close();
});

describe('wallet calls', () => {
  it('shows the main balance, currency and the vendor wallets of a multi-wallet merchant', async () => {
    const res = await call(t, member, 'walletBalance');
    expect(res.json()).toEqual({
      success: true,
      value: {
        balance: '0.00',
        currency: 'KRW',
        currencySymbol: '₩',
        isSingle: false,
        wallets: [
          { vendorCode: 'PG', name: 'PG Soft', balance: '0.00' },
          { vendorCode: 'EG2', name: 'EG Gaming', balance: '0.00' },
          { vendorCode: 'JDB', name: 'JDB Gaming', balance: '0.00' },
        ],
        playBalance: '0.00',
      },
    });
    expect((await call(t, member, 'merchantWallet')).json()).toEqual({
      success: true,
      value: { isSingle: false },
    });
    expect((await call(t, member, 'unreadCount')).json()).toEqual({ success: true, value: { count: 0 } });
  });

  it('credits the demo channel at once and keeps a manual deposit pending until the operator decides', async () => {
    const demo = await demoDeposit(t, member, '1000.50');
    expect(demo.json()).toMatchObject({
      value: { order: { status: 'approved', amount: '1000.50' }, balance: '1000.50' },
    });
    const manual = await call(t, member, 'depositCreate', {
      body: { channel: 'BANK', amount: '20000', reference: 'TX-778' },
    });
    const order = manual.json<{ value: { order: { id: number; status: string } } }>().value.order;
    expect(order.status).toBe('pending');
    expect(await mainBalance(t, member)).toBe(100_050n);
    expect((await operator('deposit', 'list')).out).toContain(
      `${order.id}\t${member.account}\t20000.00\tBANK\tTX-778`,
    );
    expect(await operator('deposit', 'approve', String(order.id))).toMatchObject({ code: 0 });
    expect(await mainBalance(t, member)).toBe(2_100_050n);
    // Decided once: a second approval changes nothing.
    expect(await operator('deposit', 'approve', String(order.id))).toMatchObject({ code: 1 });
    const rejected = await call(t, member, 'depositCreate', {
      body: { channel: 'BANK', amount: '10000', reference: 'R' },
    });
    const rejectedId = rejected.json<{ value: { order: { id: number } } }>().value.order.id;
    expect(await operator('deposit', 'reject', String(rejectedId))).toMatchObject({ code: 0 });
    expect(await mainBalance(t, member)).toBe(2_100_050n);
    const records = await call(t, member, 'depositRecords', { query: { pageSize: '2' } });
    expect(records.json()).toMatchObject({
      value: {
        total: 3,
        totalPages: 2,
        content: [{ status: 'rejected' }, { status: 'approved', reference: 'TX-778' }],
      },
    });
    // The record names each channel as the cashier does, never by its internal code alone.
    const all = await call(t, member, 'depositRecords', { query: { pageSize: '10' } });
    const rows = all.json<{ value: { content: { channel: string; channelName: string }[] } }>().value.content;
    expect(rows.map((r) => [r.channel, r.channelName])).toEqual([
      ['BANK', 'Bank transfer'],
      ['BANK', 'Bank transfer'],
      ['DEMO', 'Demo instant deposit'],
    ]);
  });

  it('moves money between the main and a vendor wallet', async () => {
    const res = await call(t, member, 'walletTransfer', {
      body: { from: 'MAIN', to: 'PG', amount: '50.25' },
    });
    expect(res.json()).toMatchObject({ value: { balance: '20950.25', replayed: false } });
    await call(t, member, 'walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: 10 } });
    const wallets = (await call(t, member, 'walletBalance')).json<{
      value: { balance: string; wallets: { balance: string }[] };
    }>().value;
    expect([wallets.balance, wallets.wallets[0]!.balance]).toEqual(['20960.25', '40.25']);
  });

  it('holds a withdrawal, pays it out on approval and releases it on rejection', async () => {
    const bankAccountId = await bindBank(t, member);
    const info = await call(t, member, 'withdrawInfo');
    expect(info.json()).toMatchObject({
      value: {
        minAmount: '100.00',
        hasPaymentPassword: true,
        bankAccounts: [{ id: bankAccountId, accountNumber: '*******' + String(member.id).padStart(4, '0') }],
      },
    });
    const first = await call(t, member, 'withdraw', {
      body: { bankAccountId, amount: '960.25', paymentPassword },
    });
    expect(first.json()).toMatchObject({ value: { order: { status: 'in_process' }, balance: '20000.00' } });
    const second = await call(t, member, 'withdraw', {
      body: { bankAccountId, amount: '1000', paymentPassword },
    });
    const [a, b] = [first, second].map((r) => r.json<{ value: { order: { id: number } } }>().value.order.id);
    expect((await operator('withdraw', 'list')).out).toContain(`${a}\t${member.account}\t960.25`);
    expect(await operator('withdraw', 'approve', String(a))).toMatchObject({ code: 0 });
    expect(await operator('withdraw', 'reject', String(b))).toMatchObject({ code: 0 });
    expect(await operator('withdraw', 'reject', String(b))).toMatchObject({ code: 1 });
    expect(await mainBalance(t, member)).toBe(2_000_000n);
    const records = await call(t, member, 'withdrawRecords');
    expect(
      records.json<{ value: { content: { status: string }[] } }>().value.content.map((r) => r.status),
    ).toEqual(['rejected', 'approved']);
    const consolidated = await call(t, member, 'consolidated');
    expect(consolidated.json()).toMatchObject({
      value: {
        dailysalreqtype: true,
        contracthoursalreq: true,
        funds: {
          balance: '20000.00',
          vendorBalance: '40.25',
          totalDeposit: '21000.50',
          totalWithdrawal: '960.25',
          pendingWithdrawal: '0.00',
        },
      },
    });
  });

  it('transfers to the upline and from an agent to its own downline', async () => {
    const up = await call(t, member, 'transferUpline', { body: { amount: '500', paymentPassword } });
    expect(up.json()).toMatchObject({ value: { balance: '19500.00' } });
    expect(await mainBalance(t, agent)).toBe(50_000n);
    const down = await call(t, agent, 'transferDownline', {
      body: { account: member.account, amount: '100', paymentPassword },
    });
    expect(down.json()).toMatchObject({ value: { balance: '400.00' } });
    expect(await mainBalance(t, member)).toBe(1_960_000n);
  });

  it('lists every journal line of the member with type, amount and balance after, filtered and paged', async () => {
    const all = await call(t, member, 'transactionHistory', { query: { pageSize: '100' } });
    const lines = all.json<{
      value: {
        total: number;
        content: { type: string; amount: string; balanceAfter: string; wallet: string }[];
      };
    }>().value;
    expect(lines.content.map((l) => [l.type, l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['TRANSFER_DOWNLINE', 'MAIN', '100.00', '19600.00'],
      ['TRANSFER_UPLINE', 'MAIN', '-500.00', '19500.00'],
      ['WITHDRAW_REJECTED', 'MAIN', '1000.00', '20000.00'],
      ['WITHDRAW', 'MAIN', '-1000.00', '19000.00'],
      ['WITHDRAW', 'MAIN', '-960.25', '20000.00'],
      ['WALLET_TRANSFER', 'PG', '-10.00', '40.25'],
      ['WALLET_TRANSFER', 'MAIN', '10.00', '20960.25'],
      ['WALLET_TRANSFER', 'PG', '50.25', '50.25'],
      ['WALLET_TRANSFER', 'MAIN', '-50.25', '20950.25'],
      ['DEPOSIT', 'MAIN', '20000.00', '21000.50'],
      ['DEPOSIT', 'MAIN', '1000.50', '1000.50'],
    ]);
    const deposits = await call(t, member, 'transactionHistory', {
      query: { type: 'DEPOSIT', pageSize: '1', pageNum: '2' },
    });
    expect(deposits.json()).toMatchObject({
      value: { total: 2, totalPages: 2, pageNum: 2, content: [{ amount: '1000.50' }] },
    });
    const future = await call(t, member, 'transactionHistory', { query: { from: '2999-01-01' } });
    expect(future.json()).toMatchObject({ value: { total: 0, content: [] } });
    const past = await call(t, member, 'transactionHistory', { query: { to: '2000-01-01T00:00:00Z' } });
    expect(past.json()).toMatchObject({ value: { total: 0 } });
  });

  it('replays the first result for a retried key and refuses the key for another request', async () => {
    const key = newKey();
    const body = { from: 'MAIN', to: 'JDB', amount: '1.00' };
    const first = await call(t, member, 'walletTransfer', { body, key });
    const again = await call(t, member, 'walletTransfer', { body, key });
    expect(again.json()).toEqual({
      success: true,
      value: { ...first.json<{ value: object }>().value, replayed: true },
    });
    const other = await call(t, member, 'walletTransfer', { body: { ...body, amount: '2.00' }, key });
    expect([other.statusCode, other.json<{ code: string }>().code]).toEqual([409, 'idempotency_key_reused']);
    expect(await mainBalance(t, member)).toBe(1_959_900n);
  });

  it('ledger verify finds no difference, and finds one when a balance is tampered with', async () => {
    expect(await operator('ledger', 'verify')).toMatchObject({ code: 0 });
    await h.db
      .updateTable('ledger_accounts')
      .set({ balance: 1n })
      .where('code', '=', `M:${agent.id}:V:PG`)
      .execute();
    const report = await operator('ledger', 'verify');
    expect(report.code).toBe(1);
    expect(report.err).toContain(`M:${agent.id}:V:PG: stored 1, postings sum to 0`);
    await h.db
      .updateTable('ledger_accounts')
      .set({ balance: 0n })
      .where('code', '=', `M:${agent.id}:V:PG`)
      .execute();
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('refuses UPDATE and DELETE of journal entries and postings', async () => {
    await expect(h.db.deleteFrom('postings').execute()).rejects.toThrow(/append-only/);
    await expect(h.db.updateTable('journal_entries').set({ type: 'X' }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
