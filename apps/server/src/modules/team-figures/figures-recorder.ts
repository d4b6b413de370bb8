import type { Db } from '../../db/database.js';
import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { periodsOf } from './periods.js';
import type { FiguresScope, TeamFiguresTable } from './tables.js';

type Trx = Transaction<DatabaseSchema>;

/** What one settled bet, deposit or paid withdrawal adds to its member's figures. */
export interface FiguresDelta {
  betCount?: number;
  bet?: bigint;
  validBet?: bigint;
  win?: bigint;
  deposit?: bigint;
  depositCount?: number;
  withdraw?: bigint;
  withdrawCount?: number;
}

export interface FiguresRow {
  member_id: number;
  scope: FiguresScope;
  period_kind: TeamFiguresTable['period_kind'];
  period_start: string;
  bet_count: number;
  bet: bigint;
  valid_bet: bigint;
  win: bigint;
  deposit: bigint;
  deposit_count: number;
  withdraw: bigint;
  withdraw_count: number;
  active_members: number;
}

export const summedColumns = [
  'bet_count',
  'bet',
  'valid_bet',
  'win',
  'deposit',
  'deposit_count',
  'withdraw',
  'withdraw_count',
] as const;

export const deltaColumns = (d: FiguresDelta) => ({
  bet_count: d.betCount ?? 0,
  bet: d.bet ?? 0n,
  valid_bet: d.validBet ?? 0n,
  win: d.win ?? 0n,
  deposit: d.deposit ?? 0n,
  deposit_count: d.depositCount ?? 0,
  withdraw: d.withdraw ?? 0n,
  withdraw_count: d.withdrawCount ?? 0,
});

/** The merchant's business UTC offset in minutes (0 until one is set). */
export const businessOffset = async (q: Db, merchantCode: string): Promise<number> =>
  (
    await q
      .selectFrom('business_calendars')
      .select('utc_offset_minutes')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst()
  )?.utc_offset_minutes ?? 0;

const adds = (columns: readonly string[]) =>
  Object.fromEntries(
    columns.map((c) => [c, sql`${sql.ref(`team_figures.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  );

const upsert = (trx: Trx, rows: FiguresRow[], own: boolean) =>
  trx
    .insertInto('team_figures')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['member_id', 'scope', 'period_kind', 'period_start']).doUpdateSet({
        ...adds(summedColumns),
        // A member's own row is active once it has a bet; a team row counts members made active.
        active_members: own
          ? sql`case when team_figures.bet_count + excluded.bet_count > 0 then 1 else 0 end`
          : sql`team_figures.active_members + excluded.active_members`,
      }),
    );

/**
 * Adds one settled bet, deposit or paid withdrawal to the figures of every period that holds it: the
 * member's own rows first, then the team rows of its uplines from the nearest up. Every writer locks
 * rows in that order (own row, then up the tree), so two of them never wait on each other in a
 * circle. A bet that is the member's first of a period counts it active on the uplines' rows.
 * Runs in the caller's transaction, so the figures commit with the record they count.
 */
export const recordFigures = async (
  trx: Trx,
  activity: { merchantCode: string; memberId: number; at: string; delta: FiguresDelta },
): Promise<void> => {
  const offset = await businessOffset(trx, activity.merchantCode);
  const periods = periodsOf(new Date(activity.at), offset);
  const columns = deltaColumns(activity.delta);
  const isBet = columns.bet_count > 0;
  const row = (memberId: number, scope: FiguresScope, kind: FiguresRow['period_kind'], start: string) => ({
    member_id: memberId,
    scope,
    period_kind: kind,
    period_start: start,
    ...columns,
  });
  const own = await upsert(
    trx,
    periods.map((p) => ({ ...row(activity.memberId, 'S', p.kind, p.start), active_members: isBet ? 1 : 0 })),
    true,
  )
    .returning(['period_kind', 'bet_count'])
    .execute();
  // The returned count is the new total: equal to this bet's count means there was none before.
  const madeActive = new Set(
    own.filter((r) => isBet && Number(r.bet_count) === columns.bet_count).map((r) => r.period_kind),
  );
  const uplines = await trx
    .selectFrom('team_paths')
    .select('ancestor_id')
    .where('descendant_id', '=', activity.memberId)
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
  if (uplines.length === 0) return;
  await upsert(
    trx,
    uplines.flatMap((u) =>
      periods.map((p) => ({
        ...row(u.ancestor_id, 'T', p.kind, p.start),
        active_members: madeActive.has(p.kind) ? 1 : 0,
      })),
    ),
    false,
  ).execute();
};
