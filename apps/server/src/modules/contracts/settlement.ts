import type { ContractPeriod } from '@gp/contract/agent-contracts';
import type { Clock } from '../../lib/clock.js';
import type { FiguresRepository } from '../team-figures/figures-repository.js';
import { nextPeriod, periodOf, type Period, type PeriodKind } from '../team-figures/periods.js';
import { mainCode, systemAccounts, type Ledger } from '../wallet/ledger.js';
import type { ContractRepository, ContractRow } from './contract-repository.js';
import { entryTypeOf, readTiers } from './contract-rules.js';
import { allocate, type PeriodFigures, type TreeNode } from './settlement-math.js';

/** Contract periods on the business calendar; R (real time) is five minutes of the UTC clock. */
const figuresKind: Record<Exclude<ContractPeriod, 'R'>, PeriodKind> = {
  D: 'D',
  W: 'W',
  H: 'S',
  M: 'M',
  h: 'H',
};
const fiveMinutes = 300_000;

export const contractPeriodOf = (period: ContractPeriod, at: Date, offsetMinutes: number): Period => {
  if (period !== 'R') return periodOf(figuresKind[period], at, offsetMinutes);
  const start = Math.floor(at.getTime() / fiveMinutes) * fiveMinutes;
  return {
    kind: 'H',
    start: new Date(start).toISOString(),
    end: new Date(start + fiveMinutes).toISOString(),
  };
};

const following = (period: ContractPeriod, p: Period, offsetMinutes: number): Period =>
  period === 'R' ? contractPeriodOf('R', new Date(p.end), offsetMinutes) : nextPeriod(p, offsetMinutes);

/** A period is settled this long after it ends: rounds committing at its end are in by then. */
export const settlementGraceMs = 60_000;
/** At most this many periods of one tree per pass (a long outage catches up over several passes). */
const periodsPerPass = 500;

/**
 * Contract settlement (issue 16): each (contract, period) exactly once. A pass takes every tree of
 * contracts under an operator-granted one, and settles its periods that ended (a grace minute ago)
 * since the last settled one, so a process that was down catches up when it comes back. A tree's
 * period is one transaction: its settlement rows are inserted first (the root's insert is the claim:
 * a second process inserting the same period finds it taken, does nothing and rolls back), then each
 * payout is a journal entry from the operator's commission account naming the contract and period.
 */
export const createContractSettlement = (deps: {
  repo: ContractRepository;
  figures: FiguresRepository;
  clock: Clock;
  merchantCode: string;
  offsetMinutes: number;
  /** The app's ledger (its commits push the agents' new balances). */
  ledger: Ledger;
}) => {
  const { repo, figures, merchantCode, offsetMinutes, ledger } = deps;

  const figuresOf = async (agentId: number, period: ContractPeriod, p: Period): Promise<PeriodFigures> => {
    const f =
      period === 'R'
        ? await repo.teamWindow(agentId, p.start, p.end)
        : await figures.totals(agentId, 'T', figuresKind[period], p.start, p.end);
    return { validBet: f.validBet, bet: f.bet, win: f.win, activeMembers: f.activeMembers };
  };

  const treeOf = async (contract: ContractRow, p: Period): Promise<TreeNode> => ({
    contractId: contract.id,
    agentId: contract.agent_id,
    figures: await figuresOf(contract.agent_id, contract.period, p),
    tiers: readTiers(contract.tiers),
    children: await Promise.all(
      (await repo.childrenInForce(contract.agent_id, contract.kind, p.end)).map((c) => treeOf(c, p)),
    ),
  });

  /** Settles one period of one tree; false when it was settled already (by anyone). */
  const settlePeriod = async (root: ContractRow, p: Period): Promise<boolean> => {
    const allocations = allocate(root.kind, await treeOf(root, p));
    await ledger.ensureSystemAccounts(merchantCode);
    for (const a of allocations) await ledger.ensureMemberAccounts(merchantCode, a.agentId, []);
    return ledger
      .transaction(async (trx) => {
        const at = deps.clock().toISOString();
        const ids: number[] = [];
        for (const a of allocations) {
          const id = await repo.claim(trx, {
            merchant_code: merchantCode,
            contract_id: a.contractId,
            agent_id: a.agentId,
            kind: root.kind,
            period_start: p.start,
            period_end: p.end,
            valid_bet: a.figures.validBet,
            bet: a.figures.bet,
            win: a.figures.win,
            active_members: a.figures.activeMembers,
            base: a.base,
            rate_bp: a.rateBp,
            effective_rate_bp: a.effectiveRateBp,
            gross: a.gross,
            ceiling: a.ceiling,
            sub_share: a.subShare,
            payout: a.payout,
            settled_at: at,
          });
          if (id === undefined) {
            // Settled by another process (or pass): nothing of this transaction stays.
            throw new AlreadySettled();
          }
          ids.push(id);
        }
        const [commission] = await ledger.accountIds(merchantCode, [systemAccounts.COMMISSION], trx);
        for (const [i, a] of allocations.entries()) {
          if (a.payout === 0n) continue;
          const [main] = await ledger.accountIds(merchantCode, [mainCode(a.agentId)], trx);
          const posted = await ledger.post(trx, {
            merchantCode,
            memberId: a.agentId,
            type: entryTypeOf(root.kind),
            reference: `contract:${a.contractId}:${p.start}`,
            at,
            lines: [
              { accountId: commission!, amount: -a.payout },
              { accountId: main!, amount: a.payout },
            ],
          });
          await repo.setEntry(trx, ids[i]!, posted.entryId);
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadySettled) return false;
        throw error;
      });
  };

  return {
    settlePeriod,

    /** Settles every period due by `now` (default: the clock); answers how many tree periods it paid. */
    settleDue: async (now: Date = deps.clock()) => {
      const due = now.getTime() - settlementGraceMs;
      let settled = 0;
      const since = new Date(now.getTime() - 40 * 86_400_000).toISOString();
      for (const root of await repo.rootsToSettle(merchantCode, since)) {
        const last = await repo.lastSettledStart(root.id);
        let p = last
          ? following(
              root.period,
              contractPeriodOf(root.period, new Date(last), offsetMinutes),
              offsetMinutes,
            )
          : contractPeriodOf(root.period, new Date(root.signed_at!), offsetMinutes);
        for (let n = 0; n < periodsPerPass; n += 1) {
          if (Date.parse(p.end) > due) break;
          if (root.ended_at !== null && p.end > root.ended_at) break;
          if (await settlePeriod(root, p)) settled += 1;
          p = following(root.period, p, offsetMinutes);
        }
      }
      return settled;
    },
  };
};

class AlreadySettled extends Error {}

export type ContractSettlement = ReturnType<typeof createContractSettlement>;
