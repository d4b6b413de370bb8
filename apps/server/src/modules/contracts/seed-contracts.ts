import type { ContractKind, ContractPeriod, ContractTier } from '@gp/contract/agent-contracts';
import type { Db } from '../../db/database.js';
import type { SeedActors, SeedClock } from '../../db/seed/seed-actors.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import { createLedger } from '../wallet/ledger.js';
import { createContractRepository } from './contract-repository.js';
import { createContractService } from './contract-service.js';
import { createContractSettlement } from './settlement.js';

const hour = 3_600_000;
const day = 24 * hour;
const tier = (rate: string, minValidBet = '0', minActiveMembers = 0): ContractTier => ({
  rate,
  minValidBet,
  minActiveMembers,
});

/** What the operator grants demo_agent, and when (so every kind has settled periods, not too many). */
const grants: { kind: ContractKind; period: ContractPeriod; ago: number; tiers: ContractTier[] }[] = [
  { kind: 'DIVIDEND', period: 'W', ago: 61 * day, tiers: [tier('10'), tier('15', '200000', 5)] },
  { kind: 'DAILY', period: 'D', ago: 61 * day, tiers: [tier('0.5'), tier('0.8', '20000', 3)] },
  { kind: 'HOURLY', period: 'h', ago: 7 * day, tiers: [tier('0.3')] },
  { kind: 'REALTIME', period: 'R', ago: day, tiers: [tier('0.2')] },
];

/**
 * demo_agent's contracts (issue 16): the operator grants one of every kind; demo_agent gives
 * demo_subagent1 a dividend, a daily and an hourly salary, which it signs, and demo_subagent1 passes a
 * daily salary on to demo_subagent3; an offer to demo_subagent2 waits for its answer. All through the
 * services and routes at a moved-back clock, before the team plays. Skipped when demo_agent has any.
 */
export const seedDemoContracts = async (
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; clock: SeedClock; agentTypes: readonly number[] },
) => {
  const { db, merchantCode } = deps;
  const repo = createContractRepository(db);
  const accounts = ['demo_agent', 'demo_subagent1', 'demo_subagent2', 'demo_subagent3'];
  const ids = new Map<string, number>();
  for (const account of accounts) {
    const m = await repo.memberByAccount(merchantCode, account);
    if (!m) return;
    ids.set(account, m.id);
  }
  const held = await db
    .selectFrom('contracts')
    .select('id')
    .where('agent_id', '=', ids.get('demo_agent')!)
    .limit(1)
    .executeTakeFirst();
  if (held) return;
  const operator = createContractService({
    db,
    repo,
    clock: deps.clock,
    merchantCode,
    agentTypes: deps.agentTypes,
    flags: () => Promise.resolve({}),
    offsetMinutes: 0,
  });
  const offer = async (
    from: string,
    to: string,
    kind: ContractKind,
    period: ContractPeriod,
    tiers: ContractTier[],
    sign: boolean,
  ) => {
    const giver = await seed.actor(ids.get(from)!);
    const offered = (await giver.call('agentContractOffer', {
      body: { kind, period, account: to, tiers },
    })) as { id: number };
    if (sign)
      await (
        await seed.actor(ids.get(to)!)
      ).call('agentContractAnswer', { body: { id: offered.id, action: 'sign' } });
  };
  for (const g of grants) {
    await seed.at(g.ago, async () => {
      await operator.grant('demo_agent', g.kind, g.period, g.tiers);
      if (g.kind === 'DIVIDEND')
        await offer('demo_agent', 'demo_subagent1', g.kind, g.period, [tier('8')], true);
      if (g.kind === 'DAILY') {
        await offer('demo_agent', 'demo_subagent1', g.kind, g.period, [tier('0.4')], true);
        await offer('demo_subagent1', 'demo_subagent3', g.kind, g.period, [tier('0.2')], true);
      }
      if (g.kind === 'HOURLY')
        await offer('demo_agent', 'demo_subagent1', g.kind, g.period, [tier('0.2')], true);
    });
  }
  await seed.at(2 * day, () => offer('demo_agent', 'demo_subagent2', 'DAILY', 'D', [tier('0.3')], false));
};

/** Settles every period that ended (after the team's activity), as the scheduler would. */
export const settleDemoContracts = async (deps: {
  db: Db;
  merchantCode: string;
  clock: SeedClock;
  offsetMinutes: number;
}) => {
  const settlement = createContractSettlement({
    repo: createContractRepository(deps.db),
    ledger: createLedger(deps.db),
    figures: createFiguresRepository(deps.db),
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    offsetMinutes: deps.offsetMinutes,
  });
  let total = 0;
  for (let settled = -1; settled !== 0; total += settled) settled = await settlement.settleDue();
  return total;
};
