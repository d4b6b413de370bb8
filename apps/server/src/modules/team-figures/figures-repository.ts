import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { textContains } from '../../db/text-contains.js';
import type { PeriodKind } from './periods.js';
import type { FiguresScope } from './tables.js';

/** Summed figures of some rows (money in minor units). */
export interface Figures {
  betCount: number;
  bet: bigint;
  validBet: bigint;
  win: bigint;
  deposit: bigint;
  depositCount: number;
  withdraw: bigint;
  withdrawCount: number;
  /** Meaningful only for a single period: members active in different periods are not distinct. */
  activeMembers: number;
}

const total = (column: string) => sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;

const sums = (prefix: string) =>
  [
    total(`${prefix}.bet_count`).as('bet_count'),
    total(`${prefix}.bet`).as('bet'),
    total(`${prefix}.valid_bet`).as('valid_bet'),
    total(`${prefix}.win`).as('win'),
    total(`${prefix}.deposit`).as('deposit'),
    total(`${prefix}.deposit_count`).as('deposit_count'),
    total(`${prefix}.withdraw`).as('withdraw'),
    total(`${prefix}.withdraw_count`).as('withdraw_count'),
    total(`${prefix}.active_members`).as('active_members'),
  ] as const;

type SumRow = Record<
  | 'bet_count'
  | 'bet'
  | 'valid_bet'
  | 'win'
  | 'deposit'
  | 'deposit_count'
  | 'withdraw'
  | 'withdraw_count'
  | 'active_members',
  string
>;

export const figuresOf = (r: SumRow): Figures => ({
  betCount: Number(r.bet_count),
  bet: BigInt(r.bet),
  validBet: BigInt(r.valid_bet),
  win: BigInt(r.win),
  deposit: BigInt(r.deposit),
  depositCount: Number(r.deposit_count),
  withdraw: BigInt(r.withdraw),
  withdrawCount: Number(r.withdraw_count),
  activeMembers: Number(r.active_members),
});

export const noFigures: Figures = figuresOf({
  bet_count: '0',
  bet: '0',
  valid_bet: '0',
  win: '0',
  deposit: '0',
  deposit_count: '0',
  withdraw: '0',
  withdraw_count: '0',
  active_members: '0',
});

/** Reads of the team figures (tables.ts); every range is [from, to) over period starts. */
export const createFiguresRepository = (db: Db) => {
  const rows = (
    memberId: number,
    scope: FiguresScope,
    kind: PeriodKind,
    from: string,
    to: string,
    q: Db = db,
  ) =>
    q
      .selectFrom('team_figures as f')
      .where('f.member_id', '=', memberId)
      .where('f.scope', '=', scope)
      .where('f.period_kind', '=', kind)
      .where('f.period_start', '>=', from)
      .where('f.period_start', '<', to);

  return {
    memberByAccount: (merchantCode: string, account: string) =>
      db
        .selectFrom('members')
        .select(['id', 'account'])
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', account)
        .executeTakeFirst(),

    /**
     * A member's own (S) or team (T) figures summed over the periods of `kind` starting in [from, to),
     * read through `q` (a transaction's, when the caller holds one).
     */
    totals: async (
      memberId: number,
      scope: FiguresScope,
      kind: PeriodKind,
      from: string,
      to: string,
      q: Db = db,
    ) =>
      figuresOf(await rows(memberId, scope, kind, from, to, q).select(sums('f')).executeTakeFirstOrThrow()),

    /** The same, one entry per period that has figures, oldest first. */
    series: async (memberId: number, scope: FiguresScope, kind: PeriodKind, from: string, to: string) =>
      (
        await rows(memberId, scope, kind, from, to)
          .select('f.period_start')
          .select(sums('f'))
          .groupBy('f.period_start')
          .orderBy('f.period_start')
          .execute()
      ).map((r) => ({ start: r.period_start, ...figuresOf(r) })),

    /**
     * The direct downlines of `parentId` with figures in the day periods [from, to): each one's own
     * play and its team's together, by account, paged; and how many there are.
     */
    downlineTotals: async (
      parentId: number,
      from: string,
      to: string,
      page: { pageNum: number; pageSize: number; account?: string },
    ) => {
      let base = db
        .selectFrom('team_paths as p')
        .innerJoin('team_figures as f', 'f.member_id', 'p.descendant_id')
        .innerJoin('members as m', 'm.id', 'p.descendant_id')
        .where('p.ancestor_id', '=', parentId)
        .where('p.depth', '=', 1)
        .where('f.period_kind', '=', 'D')
        .where('f.period_start', '>=', from)
        .where('f.period_start', '<', to);
      if (page.account) base = base.where(textContains('m.account', page.account));
      const counted = await base
        .select(sql<string>`count(distinct p.descendant_id)`.as('n'))
        .executeTakeFirstOrThrow();
      const list = await base
        .select(['m.id', 'm.account', 'm.type'])
        .select(sums('f'))
        .groupBy(['m.id', 'm.account', 'm.type'])
        .orderBy('m.account')
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute();
      return {
        total: Number(counted.n),
        rows: list.map((r) => ({ id: r.id, account: r.account, type: r.type, figures: figuresOf(r) })),
      };
    },
  };
};

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;
