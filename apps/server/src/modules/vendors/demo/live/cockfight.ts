import { createHash } from 'node:crypto';
import { fromMinor } from '@gp/contract/money';
import type { AreaLimits, TableGame } from './table-game.js';

/** Chances are whole parts of this scale. */
const scale = 10_000;
/** How often a fight is a draw (1 in 19). */
const drawChance = 526;
/** What the house keeps of what is staked on the winner bets, on average: 5 %. */
const margin = 500;
/** A draw returns 18 times the stake on "draw" (17:1): 18 x 526 / 10,000 = 94.7 % back. */
const drawReturn = 18n;

export type Corner = 'meron' | 'wala' | 'draw';

/** A fight's odds: total return per unit on meron and wala, in hundredths (1.85 -> 185). */
export interface FightTerms {
  fight: number;
  meronChance: number;
  walaChance: number;
  meron: number;
  wala: number;
  draw: number;
}

export interface FightResult {
  winner: Corner;
  terms: FightTerms;
}

/**
 * A fight's odds from the table and round alone, so every process and page shows the same before bets
 * open: meron's chance between 30 and 62 %, wala's the rest after the draw's 5.26 %, and each side's
 * return set so that a stake on it returns 95 % on average, a draw giving the stake back.
 */
export const fightTerms = (tableId: string, roundNo: number): FightTerms => {
  const seed = createHash('sha256').update(`${tableId}:${roundNo}`).digest().readUInt32BE(0);
  const meronChance = 3_000 + (seed % 3_201);
  const walaChance = scale - drawChance - meronChance;
  // return x chance + draw chance x 1 = 1 - margin, so return = (scale - margin - draw) / chance.
  const returnOn = (chance: number) => Math.floor(((scale - margin - drawChance) * 100) / chance);
  return {
    fight: roundNo,
    meronChance,
    walaChance,
    meron: returnOn(meronChance),
    wala: returnOn(walaChance),
    draw: Number(drawReturn) * 100,
  };
};

const isTerms = (terms: unknown): terms is FightTerms =>
  typeof (terms as FightTerms | null)?.meronChance === 'number' &&
  typeof (terms as FightTerms).walaChance === 'number';

const limits: AreaLimits = { min: 100_000n, max: 50_000_000n };
const drawLimits: AreaLimits = { min: 100_000n, max: 5_000_000n };

/**
 * Cockfight (sabong): meron, wala or draw on each fight, with the fight's own odds. When a fight is a
 * draw the meron and wala stakes are returned and "draw" pays 17:1. Each stake returns 94.4-95 % of
 * itself on average (the odds are rounded down to the hundredth).
 */
export const cockfight: TableGame<FightResult> = {
  kind: 'cockfight',
  chips: [100_000n, 500_000n, 1_000_000n, 5_000_000n, 10_000_000n],
  roundMax: 100_000_000n,
  limitsOf: (area) =>
    area === 'draw' ? drawLimits : area === 'meron' || area === 'wala' ? limits : undefined,
  termsOf: fightTerms,
  draw: (random, terms) => {
    if (!isTerms(terms)) throw new Error('A fight needs its terms');
    const roll = random.int(scale);
    const winner: Corner =
      roll < terms.meronChance ? 'meron' : roll < terms.meronChance + drawChance ? 'draw' : 'wala';
    return { winner, terms };
  },
  returnOf: (area, amount, result) => {
    if (result.winner === 'draw') return area === 'draw' ? amount * drawReturn : amount;
    if (area !== result.winner) return 0n;
    return (amount * BigInt(result.terms[result.winner])) / 100n;
  },
  describe: () => ({
    kind: 'cockfight',
    drawPays: Number(drawReturn) - 1,
    drawChance: drawChance / 100,
    limits: {
      side: { min: fromMinor(limits.min), max: fromMinor(limits.max) },
      draw: { min: fromMinor(drawLimits.min), max: fromMinor(drawLimits.max) },
    },
    rtp: (scale - margin) / 100,
  }),
};
