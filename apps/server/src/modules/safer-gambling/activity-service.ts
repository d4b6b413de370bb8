import { fromMinor } from '@gp/contract/money';
import type { PlaySessionValue, StatementValue } from '@gp/contract/safer-gambling';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { businessDate, dayOfDate, periodOf } from '../team-figures/periods.js';
import type { SaferGamblingRepository } from './repository.js';

const dayMs = 24 * 60 * 60 * 1000;
/** A statement covers at most a year, within the last 12 months. */
const maxSpanDays = 366;

const invalidRange = () =>
  new AppError('statement_range_invalid', 'Choose a period of up to a year within the last 12 months');

/**
 * What a member has done, for the member to see (issue 18): the activity statement (deposits,
 * withdrawals, stakes and wins per business day, from the team figures the ledger and bet records
 * keep in their own transactions) and the current session's time and result for the reality check.
 */
export const createActivityService = (deps: {
  db: Db;
  repo: SaferGamblingRepository;
  clock: Clock;
  merchantCode: string;
  sessionTimes: (tokenHash: string) => Promise<{ startedAt: string; expiresAt: string } | null>;
  sessionLimitMs: (memberId: number) => Promise<number | null>;
}) => {
  const { db, repo, clock, merchantCode } = deps;

  return {
    statement: async (memberId: number, query: { from: string; to: string }): Promise<StatementValue> => {
      const offset = await businessOffset(db, merchantCode);
      const today = businessDate(periodOf('D', clock(), offset).start, offset);
      // The member's own day may already be tomorrow at the business offset: the end is capped at today.
      const toDate = query.to > today ? today : query.to;
      const from = Date.parse(`${query.from}T00:00:00Z`);
      const to = Date.parse(`${toDate}T00:00:00Z`);
      const earliest = new Date(Date.parse(`${today}T00:00:00Z`));
      earliest.setUTCMonth(earliest.getUTCMonth() - 12);
      if (
        Number.isNaN(from) ||
        Number.isNaN(to) ||
        from > to ||
        from < earliest.getTime() ||
        (to - from) / dayMs >= maxSpanDays
      ) {
        throw invalidRange();
      }
      const rows = await repo.days(
        memberId,
        dayOfDate(query.from, offset).start,
        dayOfDate(query.to, offset).end,
      );
      const totals = { deposits: 0n, withdrawals: 0n, bets: 0n, wins: 0n };
      const days = rows.map((r) => {
        const day = {
          deposits: BigInt(r.deposit),
          withdrawals: BigInt(r.withdraw),
          bets: BigInt(r.bet),
          wins: BigInt(r.win),
        };
        totals.deposits += day.deposits;
        totals.withdrawals += day.withdrawals;
        totals.bets += day.bets;
        totals.wins += day.wins;
        return { day: businessDate(r.period_start, offset), ...texts(day) };
      });
      return { from: query.from, to: toDate, days, totals: texts(totals) };
    },

    playSession: async (memberId: number, tokenHash: string): Promise<PlaySessionValue> => {
      const times = await deps.sessionTimes(tokenHash);
      if (!times) throw new AppError('not_logged_in', 'You are not logged in, please log in');
      const [rounds, minutes, limitMs] = await Promise.all([
        repo.roundsSince(db, memberId, times.startedAt),
        repo.realityCheck(memberId),
        deps.sessionLimitMs(memberId),
      ]);
      return {
        startedAt: times.startedAt,
        endsAt: limitMs === null ? null : times.expiresAt,
        realityCheckMinutes: minutes,
        bets: fromMinor(rounds.bet),
        wins: fromMinor(rounds.win),
        net: fromMinor(rounds.win - rounds.bet),
      };
    },
  };
};

const texts = (d: { deposits: bigint; withdrawals: bigint; bets: bigint; wins: bigint }) => ({
  deposits: fromMinor(d.deposits),
  withdrawals: fromMinor(d.withdrawals),
  bets: fromMinor(d.bets),
  wins: fromMinor(d.wins),
  net: fromMinor(d.wins - d.bets),
});

export type ActivityService = ReturnType<typeof createActivityService>;
