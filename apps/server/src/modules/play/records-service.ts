import type { z } from 'zod';
import { fromMinor } from '@gp/contract/money';
import type {
  BetRecordsValue,
  BetTotals,
  ProfitLossValue,
  profitLossQuerySchema,
  WinnerBoardValue,
} from '@gp/contract/play';
import type { Clock } from '../../lib/clock.js';
import { catalogueType, toGameCard } from '../games/game-card.js';
import type { RecordsRepository } from './records-repository.js';
import { maskName } from '../../lib/mask-name.js';

const dayMs = 86_400_000;
/** Open rounds listed above a member's records. */
const pendingShown = 50;
/** The winner board shows the biggest wins of this many days. */
export const winnerBoardDays = 7;

const totalsOf = (row: {
  rounds: number | string;
  bet: string;
  valid_bet: string;
  win: string;
}): BetTotals => {
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    rounds: Number(row.rounds),
    bet: fromMinor(bet),
    validBet: fromMinor(BigInt(row.valid_bet)),
    win: fromMinor(win),
    profit: fromMinor(win - bet),
  };
};

/** A date (midnight at the viewer's offset) or a date-time, as an ISO instant. */
const instant = (value: string, offsetMinutes: number): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) - offsetMinutes * 60_000).toISOString()
    : new Date(value).toISOString();

/** [from, to) of a profit-and-loss period, days counted at the viewer's UTC offset. */
export const periodBounds = (
  q: z.infer<typeof profitLossQuerySchema>,
  now: Date,
): { from: string; to: string } => {
  const offsetMs = q.tzOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  switch (q.period) {
    case 'today':
      return { from: iso(todayStart), to: iso(todayStart + dayMs) };
    case 'yesterday':
      return { from: iso(todayStart - dayMs), to: iso(todayStart) };
    case 'last7days':
      return { from: iso(todayStart - 6 * dayMs), to: iso(todayStart + dayMs) };
    case 'thisMonth':
      return {
        from: iso(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs),
        to: iso(todayStart + dayMs),
      };
    case 'range':
      return { from: instant(q.from!, q.tzOffsetMinutes), to: instant(q.to!, q.tzOffsetMinutes) };
  }
};

/**
 * The provider filter of the bet record: every vendor code of the merchant once, named by its first
 * card (JDB is "JDB Gaming", its slots card, not "JDB Fishing"), sorted by name. Records carry the
 * vendor code, so one entry per code is what the filter can select.
 */
export const providersOf = (rows: readonly { code: string; name: string }[]) => {
  const byCode = new Map<string, string>();
  for (const row of rows) if (!byCode.has(row.code)) byCode.set(row.code, row.name);
  return [...byCode]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

/** Bet records and profit and loss of the member centre (spec 2.6), and the winner board (spec 7.3). */
export const createRecordsService = (deps: {
  repo: RecordsRepository;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, clock, merchantCode } = deps;
  return {
    betRecords: async (
      memberId: number,
      q: {
        from?: string;
        to?: string;
        gameType?: string;
        vendor?: string;
        pageNum: number;
        pageSize: number;
      },
    ): Promise<BetRecordsValue> => {
      const type = catalogueType(q.gameType as Parameters<typeof catalogueType>[0]);
      const filter = {
        memberId,
        ...(q.from ? { from: new Date(q.from).toISOString() } : {}),
        ...(q.to ? { to: new Date(q.to).toISOString() } : {}),
        ...(type ? { gameType: type } : {}),
        ...(q.vendor ? { vendor: q.vendor } : {}),
      };
      const { totals, rows } = await repo.page(filter, q.pageNum, q.pageSize);
      const pending = await repo.pending(merchantCode, filter, pendingShown);
      const sums = totalsOf(totals);
      return {
        vendors: providersOf(await repo.vendors(merchantCode)),
        content: rows.map((r) => ({
          id: r.id,
          roundId: r.round_id,
          vendorCode: r.vendor_code,
          nodeId: r.node_id,
          gameName: r.game_name,
          gameType: r.game_type,
          bet: fromMinor(BigInt(r.bet)),
          validBet: fromMinor(BigInt(r.valid_bet)),
          win: fromMinor(BigInt(r.win)),
          profit: fromMinor(BigInt(r.win) - BigInt(r.bet)),
          status: r.status,
          createdAt: r.created_at,
        })),
        pending: pending.map((r) => ({
          roundId: r.round_id,
          vendorCode: r.vendor_code,
          nodeId: r.node_id,
          gameName: r.game_name,
          gameType: r.game_type,
          bet: fromMinor(BigInt(r.bet)),
          status: 'pending' as const,
          createdAt: r.created_at,
        })),
        pageNum: q.pageNum,
        totalPages: Math.ceil(sums.rounds / q.pageSize),
        total: sums.rounds,
        totals: sums,
      };
    },

    profitLoss: async (
      memberId: number,
      q: z.infer<typeof profitLossQuerySchema>,
    ): Promise<ProfitLossValue> => {
      const bounds = periodBounds(q, clock());
      const groups = await repo.totalsByGameType({ memberId, ...bounds });
      const sum = (pick: (g: (typeof groups)[number]) => string | number) =>
        groups.reduce((s, g) => s + BigInt(pick(g)), 0n).toString();
      return {
        ...bounds,
        totals: totalsOf({
          rounds: sum((g) => g.rounds),
          bet: sum((g) => g.bet),
          valid_bet: sum((g) => g.valid_bet),
          win: sum((g) => g.win),
        }),
        byGameType: groups.map((g) => ({ gameType: g.game_type, ...totalsOf(g) })),
      };
    },

    winners: async (q: {
      gameCategory: string;
      language?: string;
      limitNum: number;
    }): Promise<WinnerBoardValue> => {
      const since = new Date(clock().getTime() - winnerBoardDays * dayMs).toISOString();
      const type =
        q.gameCategory === 'ALL'
          ? undefined
          : catalogueType(q.gameCategory as Parameters<typeof catalogueType>[0]);
      const rows = await repo.biggestWins(merchantCode, since, type, q.limitNum);
      return {
        list: rows.map((r) => ({
          customerName: maskName(r.account),
          winAmount: fromMinor(BigInt(r.win)),
          createdAt: r.created_at,
          game: toGameCard(r, q.language),
        })),
      };
    },
  };
};
export type RecordsService = ReturnType<typeof createRecordsService>;
