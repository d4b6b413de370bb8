import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deltaColumns, type FiguresDelta, type FiguresRow } from './figures-recorder.js';
import { isBusinessOffset, periodsOf } from './periods.js';

type Trx = Transaction<DatabaseSchema>;

/** Raw records grouped by member and minute (every real offset is whole minutes). */
interface MinuteGroup {
  member_id: number;
  minute: string;
  count: number | string;
  amount: string;
  valid: string;
  win: string;
}

const minute = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 16)`;
const sum = (column: string) => sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;

const minuteGroups = async (trx: Trx, merchantCode: string) => {
  const bets = await trx
    .selectFrom('bet_records')
    .select([
      'member_id',
      minute('created_at').as('minute'),
      sql<number>`count(*)`.as('count'),
      sum('bet_minor').as('amount'),
      sum('valid_bet_minor').as('valid'),
      sum('win_minor').as('win'),
    ])
    .where('merchant_code', '=', merchantCode)
    .groupBy(['member_id', minute('created_at')])
    .execute();
  const cash = (table: 'deposit_orders' | 'withdraw_orders') =>
    trx
      .selectFrom(table)
      .select([
        'member_id',
        minute('decided_at').as('minute'),
        sql<number>`count(*)`.as('count'),
        sum('amount').as('amount'),
        sql<string>`'0'`.as('valid'),
        sql<string>`'0'`.as('win'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'approved')
      .groupBy(['member_id', minute('decided_at')])
      .execute();
  return { bets, deposits: await cash('deposit_orders'), withdrawals: await cash('withdraw_orders') };
};

/**
 * Rebuilds a merchant's team figures from the raw records (bet records, approved deposits, paid
 * withdrawals) at its business offset, in one transaction: the first start after migration 0019, a
 * change of the offset, and a move in the team tree (the moved subtree's history now counts under its
 * new uplines). On PostgreSQL the table is locked against writes first, so a bet settling meanwhile
 * either committed before (and is read here) or adds its figures after this commits; reads go on.
 */
export const rebuildTeamFigures = async (
  handle: DatabaseHandle,
  merchantCode: string,
  options: { offsetMinutes?: number; at: string },
): Promise<{ offsetMinutes: number; rows: number }> => {
  if (options.offsetMinutes !== undefined && !isBusinessOffset(options.offsetMinutes)) {
    throw new AppError('bad_request', 'The business offset is whole quarter hours from -12:00 to +14:00');
  }
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`lock table team_figures in exclusive mode`.execute(trx);
    const current = await trx
      .selectFrom('business_calendars')
      .select('utc_offset_minutes')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    const offset = options.offsetMinutes ?? current?.utc_offset_minutes ?? 0;
    await trx
      .insertInto('business_calendars')
      .values({ merchant_code: merchantCode, utc_offset_minutes: offset, figures_built_at: options.at })
      .onConflict((oc) =>
        oc.column('merchant_code').doUpdateSet({ utc_offset_minutes: offset, figures_built_at: options.at }),
      )
      .execute();
    const members = trx.selectFrom('members').select('id').where('merchant_code', '=', merchantCode);
    await trx.deleteFrom('team_figures').where('member_id', 'in', members).execute();

    const uplines = new Map<number, number[]>();
    const paths = await trx
      .selectFrom('team_paths')
      .select(['descendant_id', 'ancestor_id'])
      .where('descendant_id', 'in', members)
      .where('depth', '>', 0)
      .orderBy('descendant_id')
      .orderBy('depth')
      .execute();
    for (const p of paths) {
      const list = uplines.get(p.descendant_id) ?? [];
      list.push(p.ancestor_id);
      uplines.set(p.descendant_id, list);
    }

    const rows = new Map<string, FiguresRow>();
    const add = (memberId: number, scope: 'S' | 'T', kind: FiguresRow['period_kind'], start: string) => {
      const key = `${memberId}|${scope}|${kind}|${start}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          member_id: memberId,
          scope,
          period_kind: kind,
          period_start: start,
          ...deltaColumns({}),
          active_members: 0,
        };
        rows.set(key, row);
      }
      return row;
    };
    const apply = (group: MinuteGroup, delta: FiguresDelta) => {
      const columns = deltaColumns(delta);
      const memberId = Number(group.member_id);
      for (const p of periodsOf(new Date(`${group.minute}:00.000Z`), offset)) {
        const own = add(memberId, 'S', p.kind, p.start);
        const madeActive = columns.bet_count > 0 && own.bet_count === 0;
        for (const row of [own, ...(uplines.get(memberId) ?? []).map((u) => add(u, 'T', p.kind, p.start))]) {
          addInto(row, columns);
          if (madeActive) row.active_members += 1;
        }
      }
    };
    const groups = await minuteGroups(trx, merchantCode);
    for (const g of groups.bets)
      apply(g, {
        betCount: Number(g.count),
        bet: BigInt(g.amount),
        validBet: BigInt(g.valid),
        win: BigInt(g.win),
      });
    for (const g of groups.deposits) apply(g, { deposit: BigInt(g.amount), depositCount: Number(g.count) });
    for (const g of groups.withdrawals)
      apply(g, { withdraw: BigInt(g.amount), withdrawCount: Number(g.count) });

    const all = [...rows.values()];
    // 13 columns a row: 500 rows stay far under either database's bound-parameter limit.
    for (let i = 0; i < all.length; i += 500) {
      await trx
        .insertInto('team_figures')
        .values(all.slice(i, i + 500))
        .execute();
    }
    return { offsetMinutes: offset, rows: all.length };
  });
};

const addInto = (row: FiguresRow, d: ReturnType<typeof deltaColumns>) => {
  row.bet_count += d.bet_count;
  row.bet += d.bet;
  row.valid_bet += d.valid_bet;
  row.win += d.win;
  row.deposit += d.deposit;
  row.deposit_count += d.deposit_count;
  row.withdraw += d.withdraw;
  row.withdraw_count += d.withdraw_count;
};

/**
 * At start-up: a merchant whose business calendar is missing (a fresh database, or one migrated to
 * 0019 with records already in it) or set to another offset than BUSINESS_UTC_OFFSET gets its figures
 * built from the raw records at the configured offset. Two processes starting together both rebuild,
 * one after the other (the table lock), to the same result.
 */
export const prepareTeamFigures = async (
  handle: DatabaseHandle,
  config: { merchantCode: string; businessUtcOffsetMinutes: number },
  now: Date,
): Promise<boolean> => {
  const { merchantCode, businessUtcOffsetMinutes: offsetMinutes } = config;
  const at = now.toISOString();
  const calendar = await handle.db
    .selectFrom('business_calendars')
    .select('utc_offset_minutes')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (calendar?.utc_offset_minutes === offsetMinutes) return false;
  await rebuildTeamFigures(handle, merchantCode, { offsetMinutes, at });
  return true;
};
