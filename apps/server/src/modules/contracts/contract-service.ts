import {
  contractKinds,
  kindPeriods,
  type RevenueQuery,
  type RevenueValue,
  type ContractAnswerBody,
  type ContractKind,
  type ContractOfferBody,
  type ContractPeriod,
  type ContractRecordsValue,
  type ContractTier,
} from '@gp/contract/agent-contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Authenticated } from '../session/session-service.js';
import type { ContractRepository, ContractRow } from './contract-repository.js';
import { bpToRate, contractView, kindFlag, maxRateBp, readTiers, storeTiers } from './contract-rules.js';
import { settlementView } from './settlement-view.js';
import { reportDayRange } from '../team-figures/report-range.js';
import { money } from '../wallet/money.js';

type Trx = Transaction<DatabaseSchema>;

/**
 * Offers, answers and the 7.5 records of agent contracts (spec 4.10; issue 16). Every status change is
 * a guarded update (`where status in (...)`), so two requests racing on one contract change it once;
 * the partial unique indexes keep one signed and one open offer per agent and kind.
 */
export const createContractService = (deps: {
  db: Db;
  repo: ContractRepository;
  clock: Clock;
  merchantCode: string;
  agentTypes: readonly number[];
  /** The merchant's consolidated flags (wallet settings). */
  flags: () => Promise<Record<string, boolean>>;
  /** The business calendar's offset (report days). */
  offsetMinutes: number;
}) => {
  const { db, repo, clock, merchantCode } = deps;
  const now = () => clock().toISOString();

  const enabled = async (kind: ContractKind) => (await deps.flags())[kindFlag[kind]] === true;

  /** Ends `contract` and, down the tree, every contract its agent gave of the same kind. */
  const endWithDownline = async (trx: Trx, contract: ContractRow, reason: string, at: string) => {
    if (!(await repo.move(trx, contract.id, ['SIGNED', 'OFFERED'], { status: 'TERMINATED', at, reason })))
      return;
    for (const below of await repo.givenBy(contract.agent_id, contract.kind, ['SIGNED', 'OFFERED'], trx)) {
      await endWithDownline(trx, below, 'upline_contract_ended', at);
    }
  };

  const checkPeriod = (kind: ContractKind, period: ContractPeriod) => {
    if (!kindPeriods[kind].includes(period)) {
      throw new AppError('bad_request', `A ${kind} contract is settled per ${kindPeriods[kind].join(', ')}`);
    }
  };

  return {
    /** processDividendReq, processDailySalContract, processContractHourSalary, processRealTimeSalaryContract. */
    records: async (
      auth: Authenticated,
      kind: ContractKind,
      page: { pageNum: number; pageSize: number; activeOnly: boolean },
    ): Promise<ContractRecordsValue> => {
      const [current, offers, given, records, isEnabled] = await Promise.all([
        repo.ofAgent(auth.memberId, kind, ['SIGNED']),
        repo.ofAgent(auth.memberId, kind, ['OFFERED']),
        repo.givenBy(auth.memberId, kind, ['OFFERED', 'SIGNED']),
        repo.records(auth.memberId, kind, { num: page.pageNum, size: page.pageSize }, page.activeOnly),
        enabled(kind),
      ]);
      return {
        kind,
        enabled: isEnabled,
        current: current[0] ? contractView(current[0]) : null,
        offers: offers.map(contractView),
        given: given.map(contractView),
        records: records.rows.map(settlementView),
        utcOffsetMinutes: deps.offsetMinutes,
        pageNum: page.pageNum,
        totalPages: Math.ceil(records.total / page.pageSize),
        total: records.total,
      };
    },

    /** The downline list's contract column: what the agent gave each of these downlines. */
    givenTo: async (uplineId: number, agentIds: number[]) => {
      const byAgent = new Map<number, { kind: ContractKind; status: 'OFFERED' | 'SIGNED'; rate: string }[]>();
      for (const row of await repo.givenTo(uplineId, agentIds)) {
        const list = byAgent.get(row.agent_id) ?? [];
        list.push({
          kind: row.kind,
          status: row.status as 'OFFERED' | 'SIGNED',
          rate: bpToRate(row.max_rate_bp),
        });
        byAgent.set(row.agent_id, list);
      }
      return byAgent;
    },

    /** agentRevenueReport: the agent's contract income by kind over business days, and its periods. */
    revenue: async (auth: Authenticated, q: RevenueQuery): Promise<RevenueValue> => {
      const r = reportDayRange(q, clock(), deps.offsetMinutes);
      const result = await repo.revenue(
        auth.memberId,
        { from: r.start, to: r.end, kind: q.kind },
        { num: q.pageNum, size: q.pageSize },
      );
      const paid = new Map(result.bySource.map((b) => [b.kind, b]));
      const bySource = contractKinds.map((kind) => ({
        kind,
        periods: Number(paid.get(kind)?.periods ?? 0),
        payout: money(BigInt(paid.get(kind)?.payout ?? '0')),
      }));
      return {
        from: r.from,
        to: r.to,
        utcOffsetMinutes: deps.offsetMinutes,
        bySource,
        total: money(result.bySource.reduce((sum, b) => sum + BigInt(b.payout), 0n)),
        content: result.rows.map(settlementView),
        pageNum: q.pageNum,
        totalPages: Math.ceil(result.count / q.pageSize),
        count: result.count,
      };
    },

    /** An agent offers a contract of a kind it holds to a direct sub-agent, never above its own rates. */
    offer: async (auth: Authenticated, body: ContractOfferBody) => {
      if (!(await enabled(body.kind)))
        throw new AppError('contract_kind_disabled', 'This kind of contract is off');
      checkPeriod(body.kind, body.period);
      const target = await repo.directSubAgent(merchantCode, auth.memberId, body.account, deps.agentTypes);
      if (!target) throw new AppError('not_your_downline', 'Contracts are offered to your direct sub-agents');
      const tiers = storeTiers(body.tiers);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        // Upline first, then sub-agent (the order of every contract change): the agent's own contract
        // cannot change under the cap check, and offers to one sub-agent go one at a time (two at once
        // would both find no waiting offer and break the one-open-offer index).
        await lockMemberRow(trx, auth.memberId);
        await lockMemberRow(trx, target.id);
        const [own] = await repo.ofAgent(auth.memberId, body.kind, ['SIGNED'], trx);
        if (!own) throw new AppError('contract_not_held', 'You hold no contract of this kind to share');
        if (own.period !== body.period) {
          throw new AppError('contract_period_mismatch', 'Offer the period of your own contract', {
            value: { period: own.period },
          });
        }
        const cap = maxRateBp(readTiers(own.tiers));
        if (maxRateBp(tiers) > cap) {
          throw new AppError('contract_rate_above_upline', 'A rate is above your own', {
            value: { rate: bpToRate(cap) },
          });
        }
        // A new offer replaces the waiting one.
        for (const waiting of await repo.ofAgent(target.id, body.kind, ['OFFERED'], trx)) {
          await repo.move(trx, waiting.id, ['OFFERED'], { status: 'REJECTED', at, reason: 'replaced' });
        }
        return repo.insert(trx, {
          merchant_code: merchantCode,
          kind: body.kind,
          period: body.period,
          upline_id: auth.memberId,
          agent_id: target.id,
          tiers: JSON.stringify(tiers),
          max_rate_bp: maxRateBp(tiers),
          status: 'OFFERED',
          offered_at: at,
        });
      });
      return contractView((await repo.byId(id))!);
    },

    /**
     * Sign or reject an offer made to the caller, or terminate a contract the caller holds or gave.
     * Signing a contract whose top rate is below a rate the caller gave its own sub-agents would break
     * the cap: the caller must confirm the warning that names those contracts, which then end.
     */
    answer: async (auth: Authenticated, body: ContractAnswerBody) => {
      const contract = await repo.byId(body.id);
      const mine = contract?.agent_id === auth.memberId;
      const given = contract?.upline_id === auth.memberId;
      if (!contract || (!mine && !given))
        throw new AppError('contract_not_found', 'No such contract of yours');
      const at = now();
      if (body.action === 'terminate') {
        if (contract.status !== 'SIGNED' && !(given && contract.status === 'OFFERED')) {
          throw new AppError('contract_not_found', 'The contract is not in force');
        }
        await db
          .transaction()
          .execute((trx) =>
            endWithDownline(trx, contract, mine ? 'terminated_by_agent' : 'terminated_by_upline', at),
          );
        return contractView((await repo.byId(contract.id))!);
      }
      if (!mine || contract.status !== 'OFFERED')
        throw new AppError('contract_not_found', 'No open offer of yours');
      if (body.action === 'reject') {
        await db
          .transaction()
          .execute((trx) =>
            repo.move(trx, contract.id, ['OFFERED'], { status: 'REJECTED', at, reason: 'rejected' }),
          );
        return contractView((await repo.byId(contract.id))!);
      }
      const newTop = contract.max_rate_bp;
      await db.transaction().execute(async (trx) => {
        // Upline, then the signing agent: the upline's contract and the ones this agent gave hold still
        // while they are checked against the new rate.
        if (contract.upline_id !== null) await lockMemberRow(trx, contract.upline_id);
        await lockMemberRow(trx, auth.memberId);
        if (contract.upline_id !== null) {
          const [uplineOwn] = await repo.ofAgent(contract.upline_id, contract.kind, ['SIGNED'], trx);
          if (!uplineOwn || uplineOwn.max_rate_bp < newTop) {
            throw new AppError('contract_not_found', "The offer no longer fits your upline's contract");
          }
        }
        const above = (await repo.givenBy(auth.memberId, contract.kind, ['SIGNED', 'OFFERED'], trx)).filter(
          (c) => c.max_rate_bp > newTop,
        );
        const confirmed = new Set(body.confirmTerminations ?? []);
        if (above.some((c) => !confirmed.has(c.id))) {
          throw new AppError(
            'contract_terminates_downline',
            'Signing ends contracts you gave at a higher rate',
            {
              value: {
                contracts: above.map((c) => ({ id: c.id, agent: c.agent, rate: bpToRate(c.max_rate_bp) })),
              },
            },
          );
        }
        for (const c of above) await endWithDownline(trx, c, 'upline_rate_lowered', at);
        for (const old of await repo.ofAgent(auth.memberId, contract.kind, ['SIGNED'], trx)) {
          await repo.move(trx, old.id, ['SIGNED'], { status: 'TERMINATED', at, reason: 'replaced' });
        }
        if (!(await repo.move(trx, contract.id, ['OFFERED'], { status: 'SIGNED', at }))) {
          throw new AppError('contract_not_found', 'The offer was answered already');
        }
      });
      return contractView((await repo.byId(contract.id))!);
    },

    /** Operator: a top contract for an agent (signed at once), replacing the one it held. */
    grant: async (account: string, kind: ContractKind, period: ContractPeriod, tiers: ContractTier[]) => {
      checkPeriod(kind, period);
      const agent = await repo.memberByAccount(merchantCode, account);
      if (!agent || !deps.agentTypes.includes(agent.type))
        throw new AppError('error_not_agent', `${account} is no agent`);
      const stored = storeTiers(tiers);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        await lockMemberRow(trx, agent.id);
        for (const old of await repo.ofAgent(agent.id, kind, ['SIGNED', 'OFFERED'], trx)) {
          await repo.move(trx, old.id, ['SIGNED', 'OFFERED'], {
            status: 'TERMINATED',
            at,
            reason: 'replaced',
          });
        }
        return repo.insert(trx, {
          merchant_code: merchantCode,
          kind,
          period,
          upline_id: null,
          agent_id: agent.id,
          tiers: JSON.stringify(stored),
          max_rate_bp: maxRateBp(stored),
          status: 'SIGNED',
          offered_at: at,
          signed_at: at,
        });
      });
      return contractView((await repo.byId(id))!);
    },

    /** Operator: ends a contract and the contracts given under it. */
    end: async (id: number) => {
      const contract = await repo.byId(id);
      if (!contract) throw new AppError('contract_not_found', `No contract ${id}`);
      await db.transaction().execute((trx) => endWithDownline(trx, contract, 'operator', now()));
      return contractView((await repo.byId(id))!);
    },
  };
};

export type ContractService = ReturnType<typeof createContractService>;
