import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../../db/seed/prng.js';
import {
  fixtureById,
  fixtureOf,
  modelAt,
  pricedAt,
  distributionAt,
  returnRate,
  upcomingFixtures,
  type SportsPace,
} from './fixtures.js';
import {
  outcomeOf,
  parseMarketKey,
  priceOf,
  type MarketRef,
  type Outcome,
  type SelectionKey,
} from './markets.js';
import { distributionOf, drawScore, type ScoreDistribution } from './score-model.js';
import { combinedOdds, legOutcome, payoutOf } from './settlement.js';
import { sportByKey, sports } from './sports-catalogue.js';

const pace: SportsPace = { everyMs: 30 * 60_000, listMs: 6 * 3_600_000, moveMs: 10 * 60_000 };
const at = (home: number, away: number) => ({ home, away });
const ref = (key: string): MarketRef => parseMarketKey(key)!;
type TestLeg = { fixtureId: string; market: string; selection: SelectionKey; odds: number };
const unitReturn: Record<Outcome, (odds: number) => number> = {
  won: (odds) => odds / 100,
  half_won: (odds) => (1 + odds / 100) / 2,
  void: () => 1,
  half_lost: () => 0.5,
  lost: () => 0,
};
/** What one unit staked on the leg returns on average under the distribution (before rounding to cents). */
const expectedReturn = (distribution: ScoreDistribution, leg: TestLeg) =>
  distribution.reduce(
    (sum, cell) => sum + cell.p * unitReturn[legOutcome(leg, { status: 'final', score: cell })](leg.odds),
    0,
  );

describe('sportsbook markets', () => {
  it('settles quarter handicaps half and half', () => {
    const cases: Array<[string, SelectionKey, [number, number], Outcome]> = [
      ['handicap:-0.75', 'home', [2, 0], 'won'],
      ['handicap:-0.75', 'home', [1, 0], 'half_won'],
      ['handicap:-0.75', 'home', [1, 1], 'lost'],
      ['handicap:-0.75', 'away', [1, 0], 'half_lost'],
      ['handicap:-0.25', 'home', [0, 0], 'half_lost'],
      ['handicap:-0.25', 'away', [0, 0], 'half_won'],
      ['handicap:0.25', 'home', [0, 0], 'half_won'],
      ['handicap:-1', 'home', [1, 0], 'void'],
      ['handicap:-1.5', 'home', [2, 0], 'won'],
      ['handicap:1.5', 'away', [2, 1], 'lost'],
      ['total:2.25', 'over', [1, 1], 'half_lost'],
      ['total:2.25', 'under', [1, 1], 'half_won'],
      ['total:2.75', 'over', [2, 1], 'half_won'],
      ['total:2', 'over', [1, 1], 'void'],
      ['total:2.5', 'under', [3, 0], 'lost'],
      ['1x2', 'draw', [1, 1], 'won'],
      ['1x2', 'home', [1, 1], 'lost'],
      ['winner', 'away', [1, 2], 'won'],
    ];
    for (const [market, selection, [h, a], expected] of cases) {
      expect([market, selection, h, a, outcomeOf(ref(market), selection, at(h, a))]).toEqual([
        market,
        selection,
        h,
        a,
        expected,
      ]);
    }
  });

  it('reads only the market keys it writes', () => {
    expect(parseMarketKey('handicap:-0.75')).toEqual({ kind: 'handicap', quarters: -3 });
    expect(parseMarketKey('total:2.5')).toEqual({ kind: 'total', quarters: 10 });
    for (const bad of ['handicap:0.3', 'total', 'corners:1', '1x2:1', 'handicap:1e3', 'constructor']) {
      expect(parseMarketKey(bad)).toBeUndefined();
    }
  });

  it('pays in integers: half-won (1 + odds) / 2, half-lost half the stake, void legs 1 in an accumulator', () => {
    const leg = (odds: number) => ({ fixtureId: 'x-1', market: '1x2', selection: 'home' as const, odds });
    const cap = 10_000_000n;
    expect(payoutOf(1000n, ['won'], [leg(195)], cap)).toEqual({ payout: 1950n, void: false });
    expect(payoutOf(1000n, ['half_won'], [leg(195)], cap)).toEqual({ payout: 1475n, void: false });
    expect(payoutOf(1000n, ['half_lost'], [leg(195)], cap)).toEqual({ payout: 500n, void: false });
    expect(payoutOf(1000n, ['void'], [leg(195)], cap)).toEqual({ payout: 1000n, void: true });
    expect(payoutOf(1000n, ['won', 'void', 'won'], [leg(150), leg(300), leg(210)], cap).payout).toBe(3150n);
    expect(payoutOf(1000n, ['won', 'lost'], [leg(150), leg(210)], cap).payout).toBe(0n);
    // 10.00 at 1.33 x 1.33 = 17.689: rounded down to 17.68
    expect(payoutOf(1000n, ['won', 'won'], [leg(133), leg(133)], cap).payout).toBe(1768n);
    expect(payoutOf(1000n, ['won'], [leg(5000)], 20_000n).payout).toBe(20_000n);
    expect(combinedOdds([{ odds: 133 }, { odds: 133 }])).toBe(176);
  });

  it('prices a plain selection at 1 / (p x 1.05), rounded down', () => {
    const even = [
      { home: 1, away: 0, p: 0.5 },
      { home: 0, away: 1, p: 0.5 },
    ];
    expect(priceOf(even, { kind: 'winner' }, 'home', returnRate)).toBe(190);
    const sure = [{ home: 1, away: 0, p: 1 }];
    expect(priceOf(sure, { kind: 'winner' }, 'home', returnRate)).toBeNull();
  });

  it('builds best-of-three series and Poisson scores whose chances add up to one', () => {
    const series = distributionOf({ kind: 'series', bestOf: 3, homeWinsGame: 0.6 });
    const chance = (h: number, a: number) => series.find((c) => c.home === h && c.away === a)?.p;
    expect(chance(2, 0)).toBeCloseTo(0.36, 12);
    expect(chance(2, 1)).toBeCloseTo(2 * 0.36 * 0.4, 12);
    expect(chance(0, 2)).toBeCloseTo(0.16, 12);
    const basketball = distributionOf({ kind: 'poisson', homeMean: 110, awayMean: 105, overtime: true });
    expect(basketball.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 12);
    expect(basketball.some((c) => c.home === c.away)).toBe(false);
  });
});

describe('sportsbook margin', () => {
  it('returns exactly 1 / 1.05 of every selection (less the rounding down of odds), on every sport', () => {
    for (const sport of sports) {
      for (let no = 1; no <= (sport.key === 'basketball' ? 8 : 40); no += 1) {
        const fixture = fixtureOf(sport, no, pace);
        const { markets } = pricedAt(fixture, pace, fixture.kickoffAt - 1);
        const distribution = distributionAt(fixture, pace, fixture.kickoffAt - 1);
        for (const market of markets) {
          for (const selection of market.selections) {
            if (selection.odds === null) continue;
            const leg = {
              fixtureId: fixture.id,
              market: market.key,
              selection: selection.key,
              odds: selection.odds,
            };
            const expected = expectedReturn(distribution, leg);
            expect(expected).toBeLessThanOrEqual(returnRate + 1e-9);
            expect(expected).toBeGreaterThan(returnRate - 0.011);
          }
        }
      }
    }
  });

  it('measures the margin over many drawn results: the return the prices promise', () => {
    const next = createPrng(20_261_128);
    const football = sportByKey.get('football')!;
    let staked = 0n;
    let returned = 0n;
    let promised = 0;
    for (let no = 1; no <= 2_000; no += 1) {
      const fixture = fixtureOf(football, no, pace);
      const { markets } = pricedAt(fixture, pace, fixture.kickoffAt - 1);
      const distribution = distributionAt(fixture, pace, fixture.kickoffAt - 1);
      const score = drawScore(distribution, next());
      for (const market of markets) {
        for (const selection of market.selections) {
          if (selection.odds === null) continue;
          const leg = {
            fixtureId: fixture.id,
            market: market.key,
            selection: selection.key,
            odds: selection.odds,
          };
          staked += 100n;
          returned += payoutOf(100n, [legOutcome(leg, { status: 'final', score })], [leg], 10n ** 12n).payout;
          promised += 100 * expectedReturn(distribution, leg);
        }
      }
    }
    const measured = Number(returned) / Number(staked);
    expect(measured).toBeGreaterThan(promised / Number(staked) - 0.03);
    expect(measured).toBeLessThan(promised / Number(staked) + 0.03);
    expect(promised / Number(staked)).toBeLessThan(returnRate);
  });
});

describe('sportsbook fixtures', () => {
  it('lists each sport ahead of now, soonest first, two different sides, found again by id', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    for (const sport of sports) {
      const list = upcomingFixtures(sport, pace, now);
      expect(list).toHaveLength(12);
      expect(list[0]!.kickoffAt).toBeGreaterThan(now);
      expect(list.at(-1)!.kickoffAt).toBeLessThanOrEqual(now + pace.listMs);
      for (const fixture of list) {
        expect(fixture.home).not.toBe(fixture.away);
        expect(fixtureById(fixture.id, pace)).toEqual(fixture);
      }
    }
    expect(fixtureById('chess-1', pace)).toBeUndefined();
    expect(fixtureById('football-x', pace)).toBeUndefined();
  });

  it('moves prices before the kick-off and freezes them from it', () => {
    const fixture = fixtureOf(sportByKey.get('football')!, 100, pace);
    const early = modelAt(fixture, pace, fixture.kickoffAt - 5 * pace.moveMs);
    const late = modelAt(fixture, pace, fixture.kickoffAt - 1);
    expect(early).not.toEqual(late);
    expect(modelAt(fixture, pace, fixture.kickoffAt + 3_600_000)).toEqual(late);
  });

  it('offers a quarter line on every football fixture and only prices it can settle', () => {
    const football = sportByKey.get('football')!;
    for (let no = 1; no <= 50; no += 1) {
      const fixture = fixtureOf(football, no, pace);
      const { markets } = pricedAt(fixture, pace, fixture.kickoffAt - 1);
      expect(markets.some((m) => m.ref.kind === 'handicap' && m.ref.quarters! % 2 !== 0)).toBe(true);
      expect(markets[0]!.key).toBe('1x2');
    }
  });
});
