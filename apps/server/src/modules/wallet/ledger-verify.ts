import type { Db } from '../../db/database.js';
import { moneyText, sumText } from './ledger.js';

export interface LedgerProblem {
  kind: 'balance' | 'unbalanced_entry' | 'balance_after' | 'negative' | 'total';
  detail: string;
}

/**
 * `ledger verify`: recomputes every account balance from its postings and compares it with the stored
 * balance and with its last posting's balance_after; checks that every entry sums to zero, that no
 * guarded account is negative and that all balances together sum to zero.
 */
export const verifyLedger = async (
  db: Db,
): Promise<{ accounts: number; entries: number; problems: LedgerProblem[] }> => {
  const problems: LedgerProblem[] = [];
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'merchant_code', 'allow_negative', moneyText('balance').as('balance')])
    .execute();
  const sums = new Map(
    (
      await db
        .selectFrom('postings')
        .select(['account_id', sumText('amount').as('total')])
        .groupBy('account_id')
        .execute()
    ).map((r) => [r.account_id, BigInt(r.total)]),
  );
  const lastAfter = new Map(
    (
      await db
        .selectFrom('postings as p')
        .select(['p.account_id', moneyText('p.balance_after').as('after')])
        .where('p.id', 'in', (eb) =>
          eb
            .selectFrom('postings')
            .select((e) => e.fn.max('id').as('id'))
            .groupBy('account_id'),
        )
        .execute()
    ).map((r) => [r.account_id, BigInt(r.after)]),
  );
  let total = 0n;
  for (const a of accounts) {
    const stored = BigInt(a.balance);
    const computed = sums.get(a.id) ?? 0n;
    total += stored;
    const name = `${a.merchant_code} ${a.code}`;
    if (stored !== computed) {
      problems.push({ kind: 'balance', detail: `${name}: stored ${stored}, postings sum to ${computed}` });
    }
    const after = lastAfter.get(a.id);
    if (after !== undefined && after !== stored) {
      problems.push({
        kind: 'balance_after',
        detail: `${name}: last balance_after ${after}, stored ${stored}`,
      });
    }
    if (a.allow_negative === 0 && stored < 0n)
      problems.push({ kind: 'negative', detail: `${name}: ${stored}` });
  }
  if (total !== 0n) problems.push({ kind: 'total', detail: `all balances sum to ${total}, not 0` });
  const unbalanced = await db
    .selectFrom('postings')
    .select(['entry_id', sumText('amount').as('total')])
    .groupBy('entry_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  for (const u of unbalanced)
    problems.push({ kind: 'unbalanced_entry', detail: `entry ${u.entry_id} sums to ${u.total}` });
  const { n } = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { accounts: accounts.length, entries: Number(n), problems };
};
