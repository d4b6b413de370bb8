import type { Db } from '../../db/database.js';
import { moneyText } from '../wallet/ledger.js';
import { createContractRepository } from './contract-repository.js';
import { baseOf, grossOf } from './settlement-math.js';

export interface SettlementProblem {
  kind: 'settlement';
  detail: string;
}

/**
 * `ledger verify` for contract settlements (issue 16): every settlement's payout recomputes from the
 * inputs it recorded (base from the figures, gross from base and rate, payout from gross, ceiling and
 * the sub-agents' part, which is what its sub-agents' settlements of the period got), and its journal
 * entry paid exactly that.
 */
export const verifySettlements = async (db: Db): Promise<SettlementProblem[]> => {
  const problems: SettlementProblem[] = [];
  const rows = await createContractRepository(db).allSettlements();
  const paid = new Map(
    (
      await db
        .selectFrom('contract_settlements as s')
        .innerJoin('postings as p', 'p.entry_id', 's.entry_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
        .select(['s.id', moneyText('p.amount').as('amount')])
        .where('a.member_id', 'is not', null)
        .execute()
    ).map((r) => [r.id, BigInt(r.amount)]),
  );
  /** What each agent's settlements got in all, per (agent, kind, period). */
  const allotted = new Map<string, bigint>();
  const key = (agentId: number | null, kind: string, start: string) => `${agentId}|${kind}|${start}`;
  for (const r of rows) {
    const got = BigInt(r.payout) + BigInt(r.sub_share);
    const k = key(r.upline_id, r.kind, r.period_start);
    allotted.set(k, (allotted.get(k) ?? 0n) + got);
  }
  for (const r of rows) {
    const name = `settlement ${r.id} (contract ${r.contract_id}, ${r.period_start})`;
    const figures = {
      validBet: BigInt(r.valid_bet),
      bet: BigInt(r.bet),
      win: BigInt(r.win),
      activeMembers: r.active_members,
    };
    const base = baseOf(r.kind, figures);
    const gross = grossOf(base, r.effective_rate_bp);
    const ceiling = r.ceiling === null ? null : BigInt(r.ceiling);
    const mayHandOut = ceiling === null || gross < ceiling ? gross : ceiling;
    const subShare = allotted.get(key(r.agent_id, r.kind, r.period_start)) ?? 0n;
    if (BigInt(r.base) !== base)
      problems.push({ kind: 'settlement', detail: `${name}: base ${r.base}, inputs give ${base}` });
    if (BigInt(r.gross) !== gross)
      problems.push({ kind: 'settlement', detail: `${name}: gross ${r.gross}, inputs give ${gross}` });
    if (r.effective_rate_bp > r.rate_bp)
      problems.push({ kind: 'settlement', detail: `${name}: rate above its tier` });
    if (BigInt(r.sub_share) !== subShare) {
      problems.push({
        kind: 'settlement',
        detail: `${name}: sub-agents' part ${r.sub_share}, their settlements got ${subShare}`,
      });
    }
    const payout = mayHandOut - BigInt(r.sub_share);
    if (BigInt(r.payout) !== payout || payout < 0n) {
      problems.push({ kind: 'settlement', detail: `${name}: payout ${r.payout}, inputs give ${payout}` });
    }
    const entry = paid.get(r.id) ?? 0n;
    if (entry !== BigInt(r.payout)) {
      problems.push({ kind: 'settlement', detail: `${name}: journal paid ${entry}, payout ${r.payout}` });
    }
  }
  return problems;
};
