import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Transfer to downline (issue 16): from the agent's main wallet to anyone in its team at any depth,
 * confirmed by the payment password, once per idempotency key, never past the agent's balance.
 */
let t: TestApp;
let h: DatabaseHandle;
let agent: TestMember;
let sub: TestMember;
let deep: TestMember;
let outsider: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100' });
  h = openTestDb(t);
  agent = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: agent.id });
  deep = await createMember(h, { uplineId: sub.id });
  outsider = await createMember(h);
  await demoDeposit(t, agent, '1000');
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const transfer = (from: TestMember, body: object, key = newKey()) =>
  call(t, from, 'transferDownline', { body, key });
const codeOf = (res: { json: <T>() => T }) => res.json<{ code?: string }>().code ?? 'ok';

describe('transfer to downline', () => {
  it('pays a member two levels down and replays a repeated key without paying twice', async () => {
    const key = newKey();
    const body = { account: deep.account, amount: '120.50', paymentPassword };
    const first = await transfer(agent, body, key);
    expect(first.json()).toMatchObject({ success: true, value: { balance: '879.50' } });
    const again = await transfer(agent, body, key);
    expect(again.json()).toMatchObject({ success: true, value: { balance: '879.50' } });
    expect(await mainBalance(t, deep)).toBe(12_050n);
    expect(await mainBalance(t, agent)).toBe(87_950n);
  });

  it('refuses a wrong payment password before anything else', async () => {
    const res = await transfer(outsider, { account: deep.account, amount: '1', paymentPassword: '000000' });
    expect(codeOf(res)).toBe('error_not_agent');
    const wrong = await transfer(agent, {
      account: outsider.account,
      amount: '1',
      paymentPassword: '000000',
    });
    expect(codeOf(wrong)).toBe('payment_password_incorrect');
  });

  it('pays only inside the team: not an outsider, not the upline, not itself', async () => {
    for (const account of [outsider.account, agent.account]) {
      expect(codeOf(await transfer(sub, { account, amount: '1', paymentPassword }))).toBe(
        'not_your_downline',
      );
    }
    expect(codeOf(await transfer(agent, { account: agent.account, amount: '1', paymentPassword }))).toBe(
      'not_your_downline',
    );
  });

  // Five at once: more would meet the payment password's guess limit, which counts attempts in flight.
  it('never pays out more than the balance when transfers race', async () => {
    const before = await mainBalance(t, agent);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        transfer(agent, { account: sub.account, amount: '300', paymentPassword }),
      ),
    );
    const paid = results.filter((r) => codeOf(r) === 'ok').length;
    expect(paid).toBe(Number(before / 30_000n));
    expect(results.filter((r) => codeOf(r) !== 'ok').every((r) => codeOf(r) === 'insufficient_balance')).toBe(
      true,
    );
    expect(await mainBalance(t, agent)).toBe(before - BigInt(paid) * 30_000n);
    expect(await mainBalance(t, sub)).toBe(BigInt(paid) * 30_000n);
  });

  it('answers bad input with a clear code and moves nothing', async () => {
    const before = await mainBalance(t, agent);
    for (const body of [
      { account: sub.account, amount: '-5', paymentPassword },
      { account: sub.account, amount: '1.001', paymentPassword },
      { account: sub.account, amount: 'ten', paymentPassword },
    ]) {
      const res = await transfer(agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await transfer(agent, { account: sub.account, amount: '1' })).statusCode).toBe(400);
    expect(await mainBalance(t, agent)).toBe(before);
  });
});
