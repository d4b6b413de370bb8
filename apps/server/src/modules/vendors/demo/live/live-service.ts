import { randomUUID } from 'node:crypto';
import { fromMinor } from '@gp/contract/money';
import { AppError } from '../../../../lib/app-error.js';
import type { Clock } from '../../../../lib/clock.js';
import { maskName } from '../../../../lib/mask-name.js';
import { isUniqueViolation } from '../../../wallet/ledger.js';
import type { PlatformClient } from '../platform-client.js';
import { cryptoRandom, type RandomSource } from '../random-source.js';
import { tableGameFor, tableGames } from './live-games.js';
import type { LiveRepository, NewBet } from './live-repository.js';
import { roundAt, roundTimes } from './table-clock.js';
import type { TableGame, TablePace } from './table-game.js';

/** What the live tables need of a game session (demo_vendor_sessions). */
export interface TableSession {
  token_hash: string;
  member_id: number;
  node_id: string;
  game_type: string;
  game_name: string;
  mode: 'real' | 'free';
  /** The player's account (a card table shows it masked to the others at the table). */
  player_name: string;
}

/** How long a placement or a settlement may be on its way before the sweeper takes it over. */
const staleMs = 30_000;
/** Enough results for a baccarat's bead plate (six rows of eight). */
const historySize = 48;

const minorOf = (text: string) => BigInt(text.replace('.', ''));

/**
 * The demo vendor's live tables (docs/decisions.md, "Live tables"). Every table runs rounds on a clock
 * derived from the time alone (table-clock.ts); a round's result is drawn with node:crypto when its
 * bets close and stored once (the first process to ask writes it; every other reads it), so all
 * players and processes see the same result. Each player's stakes on a round are debited through the
 * seamless-wallet protocol as they are placed (one debit per placement) and the win is credited, with
 * roundEnded, once the result is known.
 */
export const createLiveService = (deps: {
  repo: LiveRepository;
  platform: PlatformClient;
  pace: TablePace;
  clock: Clock;
  random?: RandomSource;
}) => {
  const { repo, platform, pace, clock } = deps;
  const random = deps.random ?? cryptoRandom;

  const gameOf = (session: TableSession): TableGame => {
    const game = tableGameFor({ gameType: session.game_type, gameName: session.game_name });
    if (!game) throw new AppError('game_maintenance', 'This game is not available');
    return game;
  };

  /**
   * The round's result: read, or drawn and stored by the first caller after the bets closed (every
   * page asks after the close, so the stored one is read first and only a missing one is drawn).
   */
  const resultOf = async (nodeId: string, game: TableGame, roundNo: number): Promise<unknown> => {
    const { closesAt } = roundTimes(nodeId, pace, roundNo);
    const now = clock().getTime();
    if (now < closesAt) throw new Error('A result is drawn only once the bets are closed');
    let stored = await repo.result(nodeId, roundNo);
    if (stored === undefined) {
      const drawn = JSON.stringify(game.draw(random, game.termsOf(nodeId, roundNo)));
      await repo.insertResult(nodeId, roundNo, drawn, new Date(now).toISOString());
      stored = await repo.result(nodeId, roundNo);
    }
    if (stored === undefined) throw new Error('The round has no result');
    return JSON.parse(stored) as unknown;
  };

  /** Checks one placement against the areas' limits, the chips already on them and the round's cap. */
  const checkLimits = (game: TableGame, bets: readonly NewBet[], placed: ReadonlyMap<string, bigint>) => {
    let total = [...placed.values()].reduce((sum, amount) => sum + amount, 0n);
    for (const bet of bets) {
      const limits = game.limitsOf(bet.area)!;
      const onArea = (placed.get(bet.area) ?? 0n) + bet.amount;
      total += bet.amount;
      if (bet.amount < limits.min || onArea > limits.max || total > game.roundMax) {
        throw new AppError('table_bet_limit', 'The bet is outside the table limits');
      }
    }
  };

  /** Merges the bets of one placement by area and checks each area exists. */
  const normalise = (game: TableGame, bets: readonly NewBet[]): NewBet[] => {
    const byArea = new Map<string, bigint>();
    for (const bet of bets) {
      if (!game.limitsOf(bet.area) || bet.amount <= 0n) {
        throw new AppError('invalid_bet', 'There is no such bet on this table');
      }
      byArea.set(bet.area, (byArea.get(bet.area) ?? 0n) + bet.amount);
    }
    return [...byArea].map(([area, amount]) => ({ area, amount }));
  };

  const credit = (
    round: { round_id: string; member_id: number; node_id: string; mode: 'real' | 'free' },
    win: bigint,
  ) =>
    platform.call('credit', {
      transactionId: `${round.round_id}:win`,
      roundId: round.round_id,
      memberId: round.member_id,
      nodeId: round.node_id,
      amount: fromMinor(win),
      roundEnded: true,
      mode: round.mode,
    });

  /** Settles one player's round if it is this caller's to settle; answers its win, or undefined. */
  const settlePlayerRound = async (roundId: string): Promise<bigint | undefined> => {
    const now = clock().getTime();
    const claimed = await repo.claim(
      roundId,
      new Date(now).toISOString(),
      new Date(now - staleMs).toISOString(),
    );
    if (!claimed) return undefined;
    const { round, bets } = claimed;
    const game = tableGames[round.game];
    if (!game) throw new Error(`No table game ${round.game}`);
    if (bets.length === 0) {
      await repo.finish(roundId, { status: 'void', win: 0n, now: new Date(now).toISOString() });
      return 0n;
    }
    const result = await resultOf(round.node_id, game, round.round_no);
    const win = bets.reduce((sum, bet) => sum + game.returnOf(bet.area, bet.amount, result), 0n);
    await credit(round, win);
    await repo.finish(roundId, { status: 'settled', win, now: clock().toISOString() });
    return win;
  };

  /** Gives up placements whose debit never came back: rolled back at the platform, then dropped. */
  const dropStalePlacements = async () => {
    const stale = await repo.stalePlacements(new Date(clock().getTime() - staleMs).toISOString());
    for (const placement of stale) {
      try {
        await platform.call('rollback', {
          transactionId: `${placement.placement}:rollback`,
          refTransactionId: placement.placement,
          roundId: placement.round_id,
          memberId: placement.member_id,
        });
      } catch (error) {
        // Never booked: the platform remembers the id and refuses the debit should it still arrive.
        if (!(error instanceof AppError && error.code === 'transaction_not_found')) throw error;
      }
      await repo.dropBets(placement.round_id, placement.placement);
    }
  };

  return {
    gameOf,
    resultOf,

    /** The table as the session sees it now: the round, recent results, its bets and its last win. */
    snapshot: async (session: TableSession) => {
      const game = gameOf(session);
      const now = clock().getTime();
      const round = roundAt(session.node_id, pace, now);
      const key = { nodeId: session.node_id, roundNo: round.roundNo, sessionHash: session.token_hash };
      const [history, seat, last, holders] = await Promise.all([
        repo.recentResults(session.node_id, round.roundNo, historySize),
        repo.seatOf(key),
        repo.lastSettled(session.node_id, session.token_hash),
        game.seats ? repo.seatHolders(session.node_id, round.roundNo) : [],
      ]);
      const result = round.phase === 'result' ? await resultOf(session.node_id, game, round.roundNo) : null;
      return {
        serverTime: now,
        round: { ...round, terms: game.termsOf(session.node_id, round.roundNo), result },
        history: history.map((h) => ({ roundNo: h.round_no, result: JSON.parse(h.result) as unknown })),
        bets: (seat?.bets ?? []).map((b) => ({ area: b.area, amount: fromMinor(BigInt(b.amount)) })),
        last: last
          ? { roundNo: last.round_no, stake: fromMinor(BigInt(last.stake)), win: fromMinor(BigInt(last.win)) }
          : null,
        // A card table's seats this round: who holds each (masked; "you" for the session's own).
        seats: holders.map((h) => ({
          area: h.area,
          player: h.player,
          mine: h.round_id === seat?.round.round_id,
          stake: fromMinor(BigInt(String(h.stake))),
        })),
      };
    },

    /**
     * Places bets on the current round (one debit for all of them). `placement` is the page's id for
     * this click: sent again after a lost answer, it is held once and debited once.
     */
    place: async (session: TableSession, placementId: string, input: readonly NewBet[]) => {
      const game = gameOf(session);
      const bets = normalise(game, input);
      if (bets.length === 0) throw new AppError('invalid_bet', 'No bet was placed');
      const now = clock();
      const round = roundAt(session.node_id, pace, now.getTime());
      if (round.phase !== 'betting') throw new AppError('table_bets_closed', 'Bets are closed');
      const seat = await repo.seat(
        { nodeId: session.node_id, roundNo: round.roundNo, sessionHash: session.token_hash },
        {
          roundId: randomUUID(),
          game: game.kind,
          memberId: session.member_id,
          mode: session.mode,
          closesAt: new Date(round.closesAt).toISOString(),
          now: now.toISOString(),
        },
      );
      const placement = `${seat.round_id}:${placementId}`;
      const amount = bets.reduce((sum, bet) => sum + bet.amount, 0n);
      let held: 'held' | 'closed' | 'taken';
      try {
        held = await repo.holdBets(
          seat.round_id,
          placement,
          bets,
          now.toISOString(),
          (placed) => checkLimits(game, bets, placed),
          game.seats
            ? { nodeId: session.node_id, roundNo: round.roundNo, player: maskName(session.player_name) }
            : undefined,
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { roundNo: round.roundNo, replayed: true };
      }
      if (held === 'closed') throw new AppError('table_bets_closed', 'Bets are closed');
      if (held === 'taken') throw new AppError('table_seat_taken', 'Another player holds that seat');
      try {
        await platform.call('debit', {
          transactionId: placement,
          roundId: seat.round_id,
          memberId: session.member_id,
          nodeId: session.node_id,
          amount: fromMinor(amount),
          mode: session.mode,
        });
      } catch (error) {
        // Refused (no money, a limit, a closed account): the bets go. Unknown failures stay pending for
        // the sweeper, which rolls the debit back so it cannot count later.
        if (error instanceof AppError && error.statusCode < 500)
          await repo.dropBets(seat.round_id, placement);
        throw error;
      }
      if (!(await repo.acceptBets(seat.round_id, placement, amount))) {
        throw new AppError('table_bets_closed', 'Bets are closed');
      }
      return { roundNo: round.roundNo, replayed: false };
    },

    /** Settles every player's round of a table round whose bets have closed (any process may). */
    settleTableRound: async (nodeId: string, roundNo: number) => {
      const settled: { roundId: string; win: bigint }[] = [];
      for (const { round_id } of await repo.openRoundsOf(nodeId, roundNo)) {
        const win = await settlePlayerRound(round_id);
        if (win !== undefined) settled.push({ roundId: round_id, win });
      }
      return settled;
    },

    /**
     * The background pass every process runs each second: placements whose debit never answered are
     * rolled back, then rounds whose bets closed (or whose settler stopped) are settled. Each step
     * claims its row first, so processes running it together do each thing once.
     */
    sweep: async (limit = 200) => {
      await dropStalePlacements();
      const now = clock().getTime();
      const due = await repo.dueRounds(
        new Date(now).toISOString(),
        new Date(now - staleMs).toISOString(),
        limit,
      );
      for (const round of due) await settlePlayerRound(round.round_id);
      return due.length;
    },

    balanceOf: async (session: TableSession) =>
      minorOf(
        (
          await platform.call('balance', {
            memberId: session.member_id,
            nodeId: session.node_id,
            mode: session.mode,
          })
        ).balance,
      ),
  };
};
export type LiveService = ReturnType<typeof createLiveService>;
