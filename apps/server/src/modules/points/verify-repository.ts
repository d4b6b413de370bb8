import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of `points verify` (issue 20): the journal's sums and running balances, every merchant. */
export const createPointsVerifyRepository = (db: Db) => ({
  /** Every account with the sums of its journal lines (points verify, all merchants). */
  accountTotals: () =>
    sql<{
      merchant_code: string;
      member_id: number;
      balance: string;
      earned: string;
      journal_sum: string;
      earned_sum: string;
    }>`
      select a.merchant_code, a.member_id,
        cast(a.balance as text) as balance, cast(a.earned as text) as earned,
        cast(coalesce(sum(j.points), 0) as text) as journal_sum,
        cast(coalesce(sum(case when j.kind = 'EARN' or (j.kind = 'ADJUST' and j.points > 0)
          then j.points else 0 end), 0) as text) as earned_sum
      from point_accounts a
      left join point_journal j on j.merchant_code = a.merchant_code and j.member_id = a.member_id
      group by a.merchant_code, a.member_id, a.balance, a.earned
      order by a.merchant_code, a.member_id`
      .execute(db)
      .then((r) => r.rows),

  /** Journal lines with no account row (a line written outside the journal helper). */
  orphanLines: () =>
    sql<{ n: number | string }>`
      select count(*) as n from point_journal j
      where not exists (select 1 from point_accounts a
        where a.merchant_code = j.merchant_code and a.member_id = j.member_id)`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n ?? 0)),

  /**
   * Journal lines whose balance after is not the running sum of the member's lines up to them (in id
   * order, the order the account's row lock wrote them), or whose running sum is negative.
   */
  runningMismatches: () =>
    sql<{ id: number; member_id: number; balance_after: string; running: string }>`
      select id, member_id, cast(balance_after as text) as balance_after, cast(running as text) as running
      from (
        select id, member_id, balance_after,
          sum(points) over (partition by merchant_code, member_id order by id rows unbounded preceding) as running
        from point_journal
      ) as lines
      where balance_after <> running or running < 0
      order by member_id, id
      limit 20`
      .execute(db)
      .then((r) => r.rows),

  lineCount: () =>
    db
      .selectFrom('point_journal')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
});
