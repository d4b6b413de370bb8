import type { DatabaseHandle } from '../db/database.js';

/**
 * What the books say about members' seamless-wallet play, read straight from the database for the
 * money harness (modules/vendors/wallet-protocol/protocol-harness.test.ts) and the crash test.
 */

/** Debit ids booked for the members, those rolled back, and any entry reversed more than once. */
export const stakesOf = async (h: DatabaseHandle, memberIds: number[]) => {
  const debits = await h.db
    .selectFrom('vendor_transactions')
    .select(['transaction_id', 'status'])
    .where('member_id', 'in', memberIds)
    .where('kind', '=', 'debit')
    .where('status', 'in', ['ok', 'rolled_back'])
    .execute();
  const reversals = await h.db
    .selectFrom('journal_entries')
    .select(['reverses_entry_id'])
    .where('member_id', 'in', memberIds)
    .where('type', '=', 'REVERSAL')
    .execute();
  const seen = new Set<number>();
  const reversedTwice: number[] = [];
  for (const r of reversals) {
    if (seen.has(r.reverses_entry_id!)) reversedTwice.push(r.reverses_entry_id!);
    seen.add(r.reverses_entry_id!);
  }
  return {
    booked: debits.map((d) => d.transaction_id),
    refunded: debits.filter((d) => d.status === 'rolled_back').map((d) => d.transaction_id),
    reversedTwice,
  };
};

/** The member's money on the platform: main and vendor wallets, in minor units. */
export const fundsOf = async (h: DatabaseHandle, memberId: number): Promise<bigint> => {
  const rows = await h.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.cast<string>('balance', 'text').as('balance'))
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['MAIN', 'VENDOR'])
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.balance), 0n);
};

/**
 * Each round of the members: whether a stake was returned after the round's first win (entry order),
 * and its bet record (bet and win totals) when it settled.
 */
export const roundsOf = async (h: DatabaseHandle, memberIds: number[]) => {
  const rounds = await h.db
    .selectFrom('game_rounds')
    .select(['round_id', 'integration', 'member_id'])
    .where('member_id', 'in', memberIds)
    .execute();
  const entries = await h.db
    .selectFrom('journal_entries as e')
    .leftJoin('journal_entries as o', 'o.id', 'e.reverses_entry_id')
    .select(['e.id', 'e.type', 'e.reference', 'o.reference as reversed_reference'])
    .where('e.member_id', 'in', memberIds)
    .where('e.type', 'in', ['WIN', 'REVERSAL'])
    .execute();
  const records = await h.db
    .selectFrom('bet_records')
    .select([
      'round_id',
      (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
      (eb) => eb.cast<string>('win_minor', 'text').as('win'),
    ])
    .where('member_id', 'in', memberIds)
    .execute();
  return rounds.map((r) => {
    const reference = `${r.integration}:${r.round_id}`;
    const firstWin = Math.min(
      ...entries.filter((e) => e.type === 'WIN' && e.reference === reference).map((e) => e.id),
    );
    const record = records.find((x) => x.round_id === r.round_id);
    return {
      roundId: r.round_id,
      refundedAfterWin: entries.some(
        (e) => e.type === 'REVERSAL' && e.reversed_reference === reference && e.id > firstWin,
      ),
      record: record ? { bet: BigInt(record.bet), win: BigInt(record.win) } : undefined,
    };
  });
};
