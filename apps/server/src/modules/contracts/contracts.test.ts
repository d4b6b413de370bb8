import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { createContractRepository } from './contract-repository.js';
import { createContractService } from './contract-service.js';

/**
 * Contract offers (spec 4.10, issue 16): an agent offers a contract of a kind it holds to a direct
 * sub-agent, never above its own rate; the sub-agent signs or rejects; either side terminates, and the
 * contracts given under an ended one end too. Signing a lower rate than one given further down asks
 * for a confirmation that names those contracts, then ends them.
 */
let t: TestApp;
let h: DatabaseHandle;
let top: TestMember;
let sub: TestMember;
let subSub: TestMember;
let player: TestMember;
let outsider: TestMember;

const tiers = (rate: string) => [{ minValidBet: '0', minActiveMembers: 0, rate }];

beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
  top = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: top.id });
  subSub = await createMember(h, { type: 1, uplineId: sub.id });
  player = await createMember(h, { uplineId: top.id });
  outsider = await createMember(h, { type: 1 });
  // The operator grants the top agent its daily salary (npm run operator -- contract grant ...).
  const operator = createContractService({
    db: h.db,
    repo: createContractRepository(h.db),
    clock: systemClock,
    merchantCode: 'DEMO',
    agentTypes: [1, 2, 41, 42],
    flags: () => Promise.resolve({ dailysalreqtype: true }),
    offsetMinutes: 0,
  });
  await operator.grant(top.account, 'DAILY', 'D', tiers('1.5'));
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const offer = (from: TestMember, account: string, rate: string, kind = 'DAILY', period = 'D') =>
  call(t, from, 'agentContractOffer', { body: { kind, period, account, tiers: tiers(rate) } });
const answer = (by: TestMember, id: number, action: string, confirmTerminations?: number[]) =>
  call(t, by, 'agentContractAnswer', {
    body: { id, action, ...(confirmTerminations ? { confirmTerminations } : {}) },
  });
const codeOf = (res: { json: <T>() => T }) => res.json<{ code?: string }>().code ?? 'ok';
const idOf = (res: { json: <T>() => T }) => res.json<{ value: { id: number } }>().value.id;
const records = async (m: TestMember) =>
  (await call(t, m, 'processDailySalContract')).json<{
    value: {
      current: { id: number; tiers: { rate: string }[] } | null;
      offers: { id: number }[];
      given: { id: number; status: string }[];
    };
  }>().value;

describe('contract offers', () => {
  it('offers a sub-agent a lower rate, which it signs', async () => {
    const res = await offer(top, sub.account, '1.00');
    expect(res.json()).toMatchObject({
      success: true,
      value: { status: 'OFFERED', agent: sub.account, upline: top.account },
    });
    expect((await records(sub)).offers.map((o) => o.id)).toEqual([idOf(res)]);
    const signed = await answer(sub, idOf(res), 'sign');
    expect(signed.json()).toMatchObject({ value: { status: 'SIGNED' } });
    expect((await records(sub)).current?.tiers[0]?.rate).toBe('1');
    expect((await records(top)).given.map((g) => g.status)).toEqual(['SIGNED']);
    // The downline list names the contract the agent gave.
    const list = await call(t, top, 'agentDownlines', { query: { account: sub.account } });
    expect(
      list.json<{ value: { content: { contracts: unknown[] }[] } }>().value.content[0]!.contracts,
    ).toEqual([{ kind: 'DAILY', status: 'SIGNED', rate: '1' }]);
  });

  it('refuses a rate above its own, a kind it does not hold, another period and a disabled kind', async () => {
    expect(codeOf(await offer(top, sub.account, '1.60'))).toBe('contract_rate_above_upline');
    expect(codeOf(await offer(sub, subSub.account, '1.10'))).toBe('contract_rate_above_upline');
    expect(codeOf(await offer(top, sub.account, '1', 'DIVIDEND', 'W'))).toBe('contract_not_held');
    // The operator switches real-time salaries off in the consolidated info.
    await h.db
      .updateTable('wallet_settings')
      .set({ consolidated: JSON.stringify({ dailysalreqtype: true, divtypereq: true }) })
      .execute();
    expect(codeOf(await offer(top, sub.account, '1', 'REALTIME', 'R'))).toBe('contract_kind_disabled');
    expect(codeOf(await offer(top, sub.account, '1', 'DAILY', 'W'))).toBe('bad_request');
    expect(codeOf(await offer(subSub, player.account, '0.5'))).toBe('not_your_downline');
  });

  it('offers only to direct sub-agents of its own', async () => {
    expect(codeOf(await offer(top, subSub.account, '0.5'))).toBe('not_your_downline');
    expect(codeOf(await offer(top, player.account, '0.5'))).toBe('not_your_downline');
    expect(codeOf(await offer(top, outsider.account, '0.5'))).toBe('not_your_downline');
    const member = await offer(player, sub.account, '0.5');
    expect(member.statusCode).toBe(403);
  });

  it('lets the sub-agent reject an offer, and nobody else answer it', async () => {
    const res = await offer(sub, subSub.account, '0.80');
    const id = idOf(res);
    expect(codeOf(await answer(outsider, id, 'sign'))).toBe('contract_not_found');
    expect(codeOf(await answer(top, id, 'sign'))).toBe('contract_not_found');
    expect((await answer(subSub, id, 'reject')).json()).toMatchObject({
      value: { status: 'REJECTED', endReason: 'rejected' },
    });
    expect(codeOf(await answer(subSub, id, 'sign'))).toBe('contract_not_found');
  });

  it('asks before a lower rate ends a contract given further down, then ends it', async () => {
    const given = idOf(await offer(sub, subSub.account, '0.90'));
    await answer(subSub, given, 'sign');
    const lower = idOf(await offer(top, sub.account, '0.70'));
    const warned = await answer(sub, lower, 'sign');
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'contract_terminates_downline',
      value: { contracts: [{ id: given, agent: subSub.account, rate: '0.9' }] },
    });
    const signed = await answer(sub, lower, 'sign', [given]);
    expect(signed.json()).toMatchObject({ value: { status: 'SIGNED' } });
    expect((await records(subSub)).current).toBeNull();
    const ended = await h.db
      .selectFrom('contracts')
      .select(['status', 'end_reason'])
      .where('id', '=', given)
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ status: 'TERMINATED', end_reason: 'upline_rate_lowered' });
  });

  it('ends the contracts given under a terminated one, and settles only one of two racing signs', async () => {
    const down = idOf(await offer(sub, subSub.account, '0.50'));
    const [a, b] = await Promise.all([answer(subSub, down, 'sign'), answer(subSub, down, 'sign')]);
    expect([codeOf(a), codeOf(b)].sort()).toEqual(['contract_not_found', 'ok']);
    const current = (await records(sub)).current!;
    expect(codeOf(await answer(outsider, current.id, 'terminate'))).toBe('contract_not_found');
    expect((await answer(top, current.id, 'terminate')).json()).toMatchObject({
      value: { status: 'TERMINATED', endReason: 'terminated_by_upline' },
    });
    const cascade = await h.db
      .selectFrom('contracts')
      .select(['status', 'end_reason'])
      .where('id', '=', down)
      .executeTakeFirstOrThrow();
    expect(cascade).toEqual({ status: 'TERMINATED', end_reason: 'upline_contract_ended' });
  });

  it('never leaves a rate above the agent own when its offer races its signing a lower rate', async () => {
    const rateBp = async (where: { agent_id?: number; upline_id?: number }) =>
      (
        await h.db
          .selectFrom('contracts')
          .select('max_rate_bp')
          .where('kind', '=', 'DAILY')
          .where('status', 'in', ['SIGNED', 'OFFERED'])
          .$if(where.agent_id !== undefined, (q) => q.where('agent_id', '=', where.agent_id!))
          .$if(where.upline_id !== undefined, (q) => q.where('upline_id', '=', where.upline_id!))
          .$if(where.agent_id !== undefined, (q) => q.where('status', '=', 'SIGNED'))
          .execute()
      ).map((r) => Number(r.max_rate_bp));
    for (let round = 0; round < 4; round += 1) {
      const high = idOf(await offer(top, sub.account, '1.20'));
      expect(codeOf(await answer(sub, high, 'sign'))).toBe('ok');
      const lower = idOf(await offer(top, sub.account, '0.60'));
      const [signed, offered] = await Promise.all([
        answer(sub, lower, 'sign', []),
        offer(sub, subSub.account, '1.00'),
      ]);
      // One of the two wins; the other is refused with the reason that applies to it.
      expect([codeOf(signed), codeOf(offered)]).toContainEqual('ok');
      expect(['ok', 'contract_terminates_downline']).toContain(codeOf(signed));
      expect(['ok', 'contract_rate_above_upline']).toContain(codeOf(offered));
      const [own] = await rateBp({ agent_id: sub.id });
      for (const given of await rateBp({ upline_id: sub.id })) expect(given).toBeLessThanOrEqual(own!);
    }
  });
});
