import { meansOf, type MarketRef } from './markets.js';
import type { ScoreDistribution, ScoreModel } from './score-model.js';

/**
 * The sports the demo sportsbook lists: football, basketball and tennis in the sports book; three
 * e-sport titles (best-of-three maps) in the e-sports book. Team names are invented.
 */
export type Book = 'sports' | 'esports';

export interface Sport {
  key: string;
  book: Book;
  /** From kick-off to the final result. */
  matchMinutes: number;
  teams: readonly string[];
  /** The fixture's model from three uniform numbers taken from its id. */
  model: (u: readonly [number, number, number]) => ScoreModel;
  /** Whether a draw is a result (1X2) or the market is the winner. */
  draws: boolean;
  /** Handicap and total lines for a fixture, placed around its expected margin and total. */
  lines: (distribution: ScoreDistribution) => MarketRef[];
}

const quarter = (x: number) => Math.round(x * 4);
/** Three consecutive quarter lines: at least one of them settles half and half. */
const threeAround = (kind: 'handicap' | 'total', centre: number): MarketRef[] =>
  [centre - 1, centre, centre + 1].map((quarters) => ({ kind, quarters }));
/** A half line (no push) and the whole line above it (a push is void). */
const halfAndWhole = (kind: 'handicap' | 'total', x: number): MarketRef[] => {
  const half = 4 * Math.floor(x) + 2;
  return [
    { kind, quarters: half },
    { kind, quarters: half + 2 },
  ];
};

const seriesLines = (distribution: ScoreDistribution): MarketRef[] => {
  const homeFavoured = meansOf(distribution).diff >= 0;
  return [
    { kind: 'handicap', quarters: homeFavoured ? -6 : 6 },
    { kind: 'total', quarters: 10 },
  ];
};

const bestOfThree = (u: readonly [number, number, number]): ScoreModel => ({
  kind: 'series',
  bestOf: 3,
  homeWinsGame: 0.22 + 0.56 * u[0],
});

const esport = (key: string, teams: readonly string[]): Sport => ({
  key,
  book: 'esports',
  matchMinutes: 75,
  teams,
  model: bestOfThree,
  draws: false,
  lines: seriesLines,
});

export const sports: readonly Sport[] = [
  {
    key: 'football',
    book: 'sports',
    matchMinutes: 110,
    teams: [
      'Northport United',
      'Riverside Rovers',
      'Kingsbridge City',
      'Ashford Athletic',
      'Harbour Town',
      'Eastvale Wanderers',
      'Millbrook Albion',
      'Southgate Rangers',
      'Westholm FC',
      'Lakeside Dynamo',
      'Redcliff Olympic',
      'Stonehaven Celtic',
      'Brightwater Sporting',
      'Oakridge County',
      'Highmoor Forest',
      'Silverdale Union',
    ],
    model: (u) => {
      const strength = (u[0] - 0.5) * 1.4;
      const level = 2.2 + u[1];
      return {
        kind: 'poisson',
        homeMean: (level / 2) * Math.exp(strength / 2) * 1.1,
        awayMean: ((level / 2) * Math.exp(-strength / 2)) / 1.1,
        overtime: false,
      };
    },
    draws: true,
    lines: (d) => {
      const { diff, total } = meansOf(d);
      return [...threeAround('handicap', quarter(-diff)), ...threeAround('total', quarter(total))];
    },
  },
  {
    key: 'basketball',
    book: 'sports',
    matchMinutes: 140,
    teams: [
      'Metro Falcons',
      'Bayview Titans',
      'Capital Comets',
      'Desert Suns',
      'Glacier Wolves',
      'Harbor Sharks',
      'Iron City Giants',
      'Jade Dragons',
      'Lakeshore Lynx',
      'Mountain Bears',
      'Prairie Storm',
      'Summit Hawks',
    ],
    model: (u) => {
      const level = 200 + 30 * u[1];
      const edge = (u[0] - 0.5) * 24;
      return {
        kind: 'poisson',
        homeMean: level / 2 + edge / 2 + 1.5,
        awayMean: level / 2 - edge / 2 - 1.5,
        overtime: true,
      };
    },
    draws: false,
    lines: (d) => {
      const { diff, total } = meansOf(d);
      return [...halfAndWhole('handicap', -diff), ...halfAndWhole('total', total)];
    },
  },
  {
    key: 'tennis',
    book: 'sports',
    matchMinutes: 120,
    teams: [
      'A. Moreau',
      'K. Tanaka',
      'L. Fischer',
      'M. Oliveira',
      'J. Park',
      'S. Novak',
      'R. Alvarez',
      'T. Lindqvist',
      'D. Costa',
      'H. Yamamoto',
      'P. Kowalski',
      'E. Brennan',
    ],
    model: bestOfThree,
    draws: false,
    lines: seriesLines,
  },
  esport('cs2', ['Nova Five', 'Iron Sights', 'Polar Eagles', 'Red Reserve', 'Zero Recoil', 'Vortex Gaming']),
  esport('lol', [
    'Azure Drakes',
    'Crimson Oracles',
    'Jade Empire',
    'Midnight Syndicate',
    'Solar Knights',
    'Frost Lions',
  ]),
  esport('dota2', [
    'Ancient Guard',
    'Radiant Order',
    'Dire Wolves',
    'Roshan Slayers',
    'Mystic Tide',
    'Storm Spirits',
  ]),
];

export const sportByKey = new Map(sports.map((s) => [s.key, s]));
export const sportsOfBook = (book: Book) => sports.filter((s) => s.book === book);

/**
 * Which book a catalogue game opens: a SPORTS game its sportsbook, the e-sports one when its name
 * says so ("IM eSports Arena"); a cockfight is a live table (live/live-games.ts), not a book.
 */
export const bookOfGame = (game: { gameType: string; gameName: string }): Book | undefined => {
  if (game.gameType !== 'SPORTS' || /cockfight/i.test(game.gameName)) return undefined;
  return /e-?sport/i.test(game.gameName) ? 'esports' : 'sports';
};
