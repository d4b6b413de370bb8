import { randomUUID } from 'node:crypto';
import type { DemoSportsBetBody, DemoSportsBoard, SportsBet } from '@gp/contract/demo-sports';
import { fromMinor, toMinor } from '@gp/contract/money';
import { AppError } from '../../../../lib/app-error.js';
import { bookMargin, fixtureById, pricedAt, upcomingFixtures } from './fixtures.js';
import { lineText, parseMarketKey } from './markets.js';
import { combinedOdds, legOf, payoutOf, sportsLimits, type Leg } from './settlement.js';
import { createSportsSweep, type SportsbookDeps } from './sports-sweep.js';
import { bookOfGame, sportsOfBook, type Book } from './sports-catalogue.js';
import type { BetRow, LegRow, ResultRow } from './sports-repository.js';
import { createFixtureResults } from './fixture-results.js';

/** What the sportsbook needs of a game session (demo_vendor_sessions). */
export interface SportsSession {
  token_hash: string;
  member_id: number;
  node_id: string;
  game_type: string;
  game_name: string;
  mode: 'real' | 'free';
}

const settledShown = 20;

/** "1.95" -> 195. */
const hundredths = (odds: string) => Number(odds.replace('.', ''));
const oddsText = (odds: number) => (odds / 100).toFixed(2);

const resultText = (row: ResultRow | undefined) =>
  !row ? null : row.status === 'cancelled' ? 'cancelled' : `${row.home_score}-${row.away_score}`;

/**
 * The demo vendor's sportsbook (docs/decisions.md, "The demo sportsbook"). Fixtures and prices are a
 * pure function of the time (fixtures.ts), so every process shows the same board; a fixture's result
 * is drawn with node:crypto from the model its prices came from, once, when its result time comes.
 * A bet is one protocol round: its stake is debited when placed; it stays open (a pending round on
 * the platform) until the last of its fixtures has a result, then its payout is credited with
 * roundEnded, or its debit rolled back when every leg is void. A result the operator corrects or
 * cancels later is resettled: the platform moves the difference.
 */
export const createSportsService = (deps: SportsbookDeps) => {
  const { repo, platform, pace, clock } = deps;
  const { sweep } = createSportsSweep(deps);

  const bookOf = (session: SportsSession): Book => {
    const book = bookOfGame({ gameType: session.game_type, gameName: session.game_name });
    if (!book) throw new AppError('game_maintenance', 'This game is not available');
    return book;
  };

  /** The bets as the page shows them, their fixtures' results read in one query for all. */
  const viewAll = async (rows: ReadonlyArray<{ bet: BetRow; legs: readonly LegRow[] }>) => {
    const fixtureIds = [...new Set(rows.flatMap((r) => r.legs.map((l) => l.fixture_id)))];
    const results = new Map((await repo.results(fixtureIds)).map((r) => [r.fixture_id, r]));
    return rows.map((r) => view(r.bet, r.legs, results));
  };

  const view = (bet: BetRow, legs: readonly LegRow[], results: ReadonlyMap<string, ResultRow>): SportsBet => {
    const stake = BigInt(bet.stake);
    return {
      betId: bet.bet_id,
      kind: legs.length > 1 ? 'accumulator' : 'single',
      stake: fromMinor(stake),
      odds: oddsText(bet.odds),
      potential: fromMinor(
        payoutOf(
          stake,
          legs.map(() => 'won'),
          legs.map(legOf),
          sportsLimits.maxPayout,
        ).payout,
      ),
      status: bet.status === 'settling' ? 'open' : bet.status === 'resettling' ? 'settled' : bet.status,
      payout: bet.payout === null ? null : fromMinor(BigInt(bet.payout)),
      placedAt: bet.placed_at,
      settledAt: bet.settled_at,
      legs: legs.map((leg) => ({
        fixtureId: leg.fixture_id,
        sport: leg.sport,
        home: leg.home,
        away: leg.away,
        kickoffAt: Date.parse(leg.kickoff_at),
        market: leg.market,
        selection: leg.selection,
        odds: oddsText(leg.odds),
        result: leg.outcome === null ? null : resultText(results.get(leg.fixture_id)),
        outcome: leg.outcome,
      })),
    };
  };

  const balanceOf = async (session: SportsSession) =>
    (
      await platform.call('balance', {
        memberId: session.member_id,
        nodeId: session.node_id,
        mode: session.mode,
      })
    ).balance;

  /** Checks the slip against the board as it is now: open fixtures, offered selections, the odds seen. */
  const priceSlip = async (session: SportsSession, body: DemoSportsBetBody, now: number) => {
    const book = bookOf(session);
    if (new Set(body.legs.map((l) => l.fixtureId)).size !== body.legs.length) {
      throw new AppError('invalid_bet', 'An accumulator takes one selection per fixture');
    }
    const decided = new Set((await repo.results(body.legs.map((l) => l.fixtureId))).map((r) => r.fixture_id));
    return body.legs.map((input) => {
      const fixture = fixtureById(input.fixtureId, pace);
      if (!fixture || fixture.sport.book !== book || !parseMarketKey(input.market)) {
        throw new AppError('invalid_bet', 'The selection is not on this book');
      }
      if (now >= fixture.kickoffAt || decided.has(fixture.id)) {
        throw new AppError('market_closed', 'The fixture no longer takes bets');
      }
      const market = pricedAt(fixture, pace, now).markets.find((m) => m.key === input.market);
      const offered = market?.selections.find((s) => s.key === input.selection);
      if (!offered) throw new AppError('invalid_bet', 'The selection is not on this book');
      if (offered.odds === null) throw new AppError('market_closed', 'The selection is not offered now');
      if (offered.odds !== hundredths(input.odds) && !body.acceptOddsChanges) {
        throw new AppError('odds_changed', 'The odds have changed');
      }
      const leg: Leg = {
        fixtureId: fixture.id,
        market: input.market,
        selection: input.selection,
        odds: offered.odds,
      };
      return { fixture, leg };
    });
  };

  const place = async (session: SportsSession, body: DemoSportsBetBody) => {
    const replay = await repo.betByPlacement(session.token_hash, body.placement);
    if (replay) return { bet: (await viewAll([replay]))[0]!, balance: await balanceOf(session) };
    const parsed = toMinor(body.stake);
    if (!parsed.ok) throw new AppError('invalid_bet', 'The stake is not an amount');
    const stake = parsed.minor;
    const now = clock().getTime();
    const priced = await priceSlip(session, body, now);
    const legs = priced.map((p) => p.leg);
    const potential = payoutOf(
      stake,
      legs.map(() => 'won'),
      legs,
      10n ** 15n,
    ).payout;
    if (
      stake < sportsLimits.minStake ||
      stake > sportsLimits.maxStake ||
      potential > sportsLimits.maxPayout
    ) {
      throw new AppError('sports_bet_limit', 'The bet is outside the book limits');
    }
    const betId = randomUUID();
    const placedAt = new Date(now).toISOString();
    const inserted = await repo.insertBet(
      {
        bet_id: betId,
        session_hash: session.token_hash,
        placement: body.placement,
        member_id: session.member_id,
        node_id: session.node_id,
        mode: session.mode,
        stake,
        odds: combinedOdds(legs),
        status: 'placing',
        // A placement whose debit never answers goes stale from here: the sweep then rolls it back.
        claimed_at: placedAt,
        settles_at: new Date(Math.max(...priced.map((p) => p.fixture.resultAt))).toISOString(),
        placed_at: placedAt,
      },
      priced.map(({ fixture, leg }) => ({
        fixture_id: fixture.id,
        sport: fixture.sport.key,
        home: fixture.home,
        away: fixture.away,
        kickoff_at: new Date(fixture.kickoffAt).toISOString(),
        market: leg.market,
        selection: leg.selection,
        odds: leg.odds,
      })),
    );
    if (!inserted) return place(session, body);
    let balance: string;
    try {
      const debited = await platform.call('debit', {
        transactionId: `${betId}:bet`,
        roundId: betId,
        memberId: session.member_id,
        nodeId: session.node_id,
        amount: fromMinor(stake),
        mode: session.mode,
      });
      balance = debited.balance;
    } catch (error) {
      // A refusal: the bet never stood. Anything else (no answer): the sweep rolls the debit back.
      if (error instanceof AppError && error.statusCode < 500) {
        await repo.setStatus(betId, 'placing', { status: 'refused', payout: 0n, settled_at: placedAt });
      }
      throw error;
    }
    await repo.setStatus(betId, 'placing', { status: 'open' });
    const placed = (await repo.betById(betId))!;
    return { bet: (await viewAll([placed]))[0]!, balance };
  };

  return {
    bookOf,
    sweep,

    board: async (session: SportsSession): Promise<DemoSportsBoard> => {
      const book = bookOf(session);
      const now = clock().getTime();
      const lists = sportsOfBook(book).map((sport) => ({
        sport,
        fixtures: upcomingFixtures(sport, pace, now),
      }));
      // A fixture called off before its kick-off (`sports cancel`) leaves the board.
      const decided = new Set(
        (await repo.results(lists.flatMap((l) => l.fixtures.map((f) => f.id)))).map((r) => r.fixture_id),
      );
      return {
        serverTime: now,
        book,
        sports: lists.map(({ sport, fixtures }) => ({
          key: sport.key,
          fixtures: fixtures
            .filter((f) => !decided.has(f.id))
            .map((fixture) => ({
              id: fixture.id,
              sport: sport.key,
              home: fixture.home,
              away: fixture.away,
              kickoffAt: fixture.kickoffAt,
              markets: pricedAt(fixture, pace, now).markets.map((m) => ({
                key: m.key,
                kind: m.ref.kind,
                line: m.ref.quarters === undefined ? null : lineText(m.ref.quarters),
                selections: m.selections.map((s) => ({
                  key: s.key,
                  odds: s.odds === null ? null : oddsText(s.odds),
                })),
              })),
            })),
        })),
        limits: {
          minStake: fromMinor(sportsLimits.minStake),
          maxStake: fromMinor(sportsLimits.maxStake),
          maxPayout: fromMinor(sportsLimits.maxPayout),
          maxLegs: sportsLimits.maxLegs,
        },
        marginPercent: bookMargin * 100,
      };
    },

    place,

    bets: async (session: SportsSession) => {
      bookOf(session);
      const { open, settled } = await repo.betsOf(
        session.member_id,
        session.node_id,
        session.mode,
        settledShown,
      );
      return {
        open: await viewAll(open),
        settled: await viewAll(settled),
        balance: await balanceOf(session),
      };
    },

    ...createFixtureResults({ repo, pace, clock }),
  };
};
export type SportsService = ReturnType<typeof createSportsService>;
