import { createHash } from 'node:crypto';
import { foldFor, marketKey, priceOf, selectionsOf, type MarketRef, type SelectionKey } from './markets.js';
import { distributionOf, type ScoreDistribution, type ScoreModel } from './score-model.js';
import { sportByKey, type Sport } from './sports-catalogue.js';

/**
 * The rhythm of the demo sportsbook (docs/decisions.md, "The demo sportsbook"): each sport kicks off
 * a fixture every `everyMs` (sports staggered), the book lists `listMs` ahead, prices move every
 * `moveMs` until kick-off. `matchMs` overrides every sport's match length (the e2e server's pace).
 */
export interface SportsPace {
  everyMs: number;
  listMs: number;
  moveMs: number;
  matchMs?: number;
}

/** The book keeps 5% for itself on every selection: each returns 1 / 1.05 of its stake on average. */
export const bookMargin = 0.05;
export const returnRate = 1 / (1 + bookMargin);

const epochMs = Date.UTC(2026, 0, 1);

export interface Fixture {
  id: string;
  sport: Sport;
  home: string;
  away: string;
  kickoffAt: number;
  resultAt: number;
}

export interface PricedMarket {
  ref: MarketRef;
  key: string;
  selections: Array<{ key: SelectionKey; odds: number | null }>;
}

/** Uniform numbers in [0, 1) taken from a fixture's id (and a price period): the same in every process. */
const unitsOf = (text: string): [number, number, number] => {
  const digest = createHash('sha256').update(text).digest();
  const unit = (offset: number) => digest.readUInt32BE(offset) / 2 ** 32;
  return [unit(0), unit(4), unit(8)];
};

const sportOffset = (sport: Sport, pace: SportsPace) =>
  Math.floor((pace.everyMs * [...sportByKey.keys()].indexOf(sport.key)) / sportByKey.size);

export const fixtureOf = (sport: Sport, no: number, pace: SportsPace): Fixture => {
  const kickoffAt = epochMs + sportOffset(sport, pace) + no * pace.everyMs;
  const [a, b] = unitsOf(`${sport.key}:${no}:teams`);
  const home = Math.floor(a * sport.teams.length);
  // The away side is any other team: skip over the home side.
  const awayPick = Math.floor(b * (sport.teams.length - 1));
  const away = awayPick >= home ? awayPick + 1 : awayPick;
  return {
    id: `${sport.key}-${no}`,
    sport,
    home: sport.teams[home]!,
    away: sport.teams[away]!,
    kickoffAt,
    resultAt: kickoffAt + (pace.matchMs ?? sport.matchMinutes * 60_000),
  };
};

/** The fixture behind an id ("football-1234"), or undefined for anything else. */
export const fixtureById = (id: string, pace: SportsPace): Fixture | undefined => {
  const match = /^([a-z0-9]{2,16})-(\d{1,9})$/.exec(id);
  const sport = match ? sportByKey.get(match[1]!) : undefined;
  return sport ? fixtureOf(sport, Number(match![2]), pace) : undefined;
};

/** A sport's fixtures that kick off after `now` and within the listing window, soonest first. */
export const upcomingFixtures = (sport: Sport, pace: SportsPace, now: number): Fixture[] => {
  const start = epochMs + sportOffset(sport, pace);
  const first = Math.floor((now - start) / pace.everyMs) + 1;
  const last = Math.floor((now + pace.listMs - start) / pace.everyMs);
  const out: Fixture[] = [];
  for (let no = first; no <= last; no += 1) out.push(fixtureOf(sport, no, pace));
  return out;
};

/**
 * The fixture's model at `at`: its base from the id, moved a little in each price period before the
 * kick-off (the market moving). From the kick-off on it is fixed: the result is drawn from it.
 */
export const modelAt = (fixture: Fixture, pace: SportsPace, at: number): ScoreModel => {
  const base = fixture.sport.model(unitsOf(`${fixture.id}:model`));
  const period = Math.floor((Math.min(at, fixture.kickoffAt - 1) - epochMs) / pace.moveMs);
  const [m, n] = unitsOf(`${fixture.id}:move:${period}`);
  if (base.kind === 'poisson') {
    return {
      ...base,
      homeMean: base.homeMean * (1 + 0.08 * (m - 0.5)),
      awayMean: base.awayMean * (1 + 0.08 * (n - 0.5)),
    };
  }
  return { ...base, homeWinsGame: Math.min(0.85, Math.max(0.15, base.homeWinsGame + 0.06 * (m - 0.5))) };
};

/** The score distribution behind a fixture's prices at `at` (the result is drawn from the kick-off's). */
export const distributionAt = (fixture: Fixture, pace: SportsPace, at: number): ScoreDistribution =>
  distributionOf(modelAt(fixture, pace, at));

/**
 * Priced markets by fixture and model. A basketball distribution holds some 20,000 scores, so only
 * the markets are kept (a few hundred bytes each): enough for every fixture on every board.
 */
const cache = new Map<string, { markets: PricedMarket[] }>();
const cacheSize = 1_000;

/** The fixture's priced markets at `at` (kept for the price period). */
export const pricedAt = (fixture: Fixture, pace: SportsPace, at: number) => {
  const model = modelAt(fixture, pace, at);
  const key = `${fixture.id}:${JSON.stringify(model)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const distribution = distributionOf(model);
  const refs: MarketRef[] = [
    { kind: fixture.sport.draws ? '1x2' : 'winner' },
    ...fixture.sport.lines(distribution),
  ];
  const byMargin = foldFor(distribution, 'handicap');
  const byTotal = foldFor(distribution, 'total');
  const markets = refs.map((ref) => ({
    ref,
    key: marketKey(ref),
    selections: selectionsOf[ref.kind].map((selection) => ({
      key: selection,
      odds: priceOf(ref.kind === 'total' ? byTotal : byMargin, ref, selection, returnRate),
    })),
  }));
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
  const priced = { markets };
  cache.set(key, priced);
  return priced;
};
