import type { DemoSportsBoard, SportsFixture, SportsSelectionKey } from '@gp/contract/demo-sports';

/** One selection on the slip, with the odds the player saw when it was added (or last confirmed). */
export interface SlipSelection {
  fixtureId: string;
  sport: string;
  home: string;
  away: string;
  market: string;
  kind: '1x2' | 'winner' | 'handicap' | 'total';
  line: string | null;
  selection: SportsSelectionKey;
  odds: string;
}

/** A slip selection against the board now: its current odds, or closed (kicked off, not offered). */
export interface SlipLine extends SlipSelection {
  current: string | null;
}

/** "1.95" -> 195 (odds texts always have two decimals). */
export const oddsHundredths = (odds: string) => Number(odds.replace('.', ''));

/** Adds a selection; a second pick on the same fixture replaces the first (one per fixture); the same one removes it. */
export const toggleSelection = (slip: readonly SlipSelection[], pick: SlipSelection): SlipSelection[] => {
  const same = slip.find((s) => s.fixtureId === pick.fixtureId);
  if (same && same.market === pick.market && same.selection === pick.selection) {
    return slip.filter((s) => s !== same);
  }
  return [...slip.filter((s) => s.fixtureId !== pick.fixtureId), pick];
};

const fixtureIndex = (board: DemoSportsBoard | null) => {
  const byId = new Map<string, SportsFixture>();
  for (const sport of board?.sports ?? [])
    for (const fixture of sport.fixtures) byId.set(fixture.id, fixture);
  return byId;
};

/** Each slip selection's current odds on the board (null once the fixture left it or the price is off). */
export const slipAgainst = (slip: readonly SlipSelection[], board: DemoSportsBoard | null): SlipLine[] => {
  const fixtures = fixtureIndex(board);
  return slip.map((s) => {
    const market = fixtures.get(s.fixtureId)?.markets.find((m) => m.key === s.market);
    const odds = market?.selections.find((x) => x.key === s.selection)?.odds ?? null;
    return { ...s, current: odds };
  });
};

/** The accumulator's odds: the product of the legs', rounded down to hundredths (as the book does). */
export const accumulatorOdds = (lines: readonly Pick<SlipLine, 'odds'>[]): string => {
  let num = 1n;
  let den = 1n;
  for (const line of lines) {
    num *= BigInt(oddsHundredths(line.odds));
    den *= 100n;
  }
  const hundredths = (num * 100n) / den;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

/** What `stakeMinor` returns at `odds` if it wins, in minor units, rounded down. */
export const returnOf = (stakeMinor: bigint, odds: string) =>
  (stakeMinor * BigInt(oddsHundredths(odds))) / 100n;
