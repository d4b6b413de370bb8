import type { Db } from '../../db/database.js';
import { pointsText } from './points-view.js';
import { createPointsVerifyRepository } from './verify-repository.js';

export interface PointsReport {
  accounts: number;
  lines: number;
  problems: { kind: string; detail: string }[];
}

/**
 * Recomputes every points balance from the journal (issue 20): each account's balance is the sum of
 * its lines and its earned total the sum of its earning lines; each line's balance after is the running
 * sum before it plus its own, never below zero; no line belongs to no account.
 */
export const verifyPoints = async (db: Db): Promise<PointsReport> => {
  const repo = createPointsVerifyRepository(db);
  const [accounts, mismatches, orphans, lines] = await Promise.all([
    repo.accountTotals(),
    repo.runningMismatches(),
    repo.orphanLines(),
    repo.lineCount(),
  ]);
  const problems: PointsReport['problems'] = [];
  for (const a of accounts) {
    const who = `${a.merchant_code} member ${a.member_id}`;
    if (BigInt(a.balance) !== BigInt(a.journal_sum)) {
      problems.push({
        kind: 'points_balance',
        detail: `${who}: balance ${pointsText(a.balance)}, journal ${pointsText(a.journal_sum)}`,
      });
    }
    if (BigInt(a.earned) !== BigInt(a.earned_sum)) {
      problems.push({
        kind: 'points_earned',
        detail: `${who}: earned ${pointsText(a.earned)}, journal ${pointsText(a.earned_sum)}`,
      });
    }
  }
  for (const m of mismatches) {
    problems.push({
      kind: 'points_running_balance',
      detail: `line ${m.id} of member ${m.member_id}: after ${pointsText(m.balance_after)}, running ${pointsText(m.running)}`,
    });
  }
  if (orphans > 0)
    problems.push({ kind: 'points_orphan_lines', detail: `${orphans} line(s) with no account` });
  return { accounts: accounts.length, lines, problems };
};
