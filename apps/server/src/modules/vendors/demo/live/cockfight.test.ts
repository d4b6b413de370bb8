import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../random-source.js';
import { cockfight, fightTerms, type FightResult } from './cockfight.js';

const stake = 1_000_000n;
const result = (winner: FightResult['winner'], tableId = '100', roundNo = 7): FightResult => ({
  winner,
  terms: fightTerms(tableId, roundNo),
});

describe('cockfight odds', () => {
  it('are the same for a fight wherever they are asked, and differ between fights', () => {
    expect(fightTerms('100', 7)).toEqual(fightTerms('100', 7));
    const odds = new Set(Array.from({ length: 50 }, (_, i) => fightTerms('100', i).meron));
    expect(odds.size).toBeGreaterThan(10);
  });

  it('return 94.4-95 % of a stake on meron, wala or draw, a draw giving side stakes back', () => {
    for (let roundNo = 0; roundNo < 2_000; roundNo += 1) {
      const terms = fightTerms('table-a', roundNo);
      expect(terms.meronChance).toBeGreaterThanOrEqual(3_000);
      expect(terms.meronChance).toBeLessThanOrEqual(6_200);
      const drawChance = 10_000 - terms.meronChance - terms.walaChance;
      for (const side of ['meron', 'wala'] as const) {
        // Exact expectation in ten-thousandths of the stake: win x chance + stake back on a draw.
        const chance = side === 'meron' ? terms.meronChance : terms.walaChance;
        const expected = (terms[side] * chance) / 100 + drawChance;
        expect(expected).toBeLessThanOrEqual(9_500);
        expect(expected).toBeGreaterThan(9_430);
      }
      expect(18 * drawChance).toBe(9_468);
    }
  });
});

describe('cockfight payouts', () => {
  it('pays the winning side at its odds, returns side stakes on a draw and pays draw 17:1', () => {
    const meronWins = result('meron');
    expect(cockfight.returnOf('meron', stake, meronWins)).toBe(
      (stake * BigInt(meronWins.terms.meron)) / 100n,
    );
    expect(cockfight.returnOf('wala', stake, meronWins)).toBe(0n);
    expect(cockfight.returnOf('draw', stake, meronWins)).toBe(0n);
    const walaWins = result('wala');
    expect(cockfight.returnOf('wala', stake, walaWins)).toBe((stake * BigInt(walaWins.terms.wala)) / 100n);
    const drawn = result('draw');
    expect(cockfight.returnOf('meron', stake, drawn)).toBe(stake);
    expect(cockfight.returnOf('wala', stake, drawn)).toBe(stake);
    expect(cockfight.returnOf('draw', stake, drawn)).toBe(stake * 18n);
  });

  it('has three areas with their limits', () => {
    expect(cockfight.limitsOf('meron')).toBeDefined();
    expect(cockfight.limitsOf('wala')).toBeDefined();
    expect(cockfight.limitsOf('draw')?.max).toBeLessThan(cockfight.limitsOf('meron')!.max);
    expect(cockfight.limitsOf('red')).toBeUndefined();
  });

  it('measures 95 % returned over many fights drawn with node:crypto', () => {
    let staked = 0n;
    let returned = 0n;
    const winners = { meron: 0, wala: 0, draw: 0 };
    const fights = 200_000;
    for (let i = 0; i < fights; i += 1) {
      const terms = fightTerms('table-b', i);
      const fight = cockfight.draw(cryptoRandom, terms);
      winners[fight.winner] += 1;
      for (const area of ['meron', 'wala']) {
        staked += stake;
        returned += cockfight.returnOf(area, stake, fight);
      }
    }
    const rtp = Number((returned * 1_000_000n) / staked) / 10_000;
    // One side's return has a standard deviation of about 0.9 stakes: over 400,000 stakes ~0.15 %.
    expect(rtp).toBeGreaterThan(94.2);
    expect(rtp).toBeLessThan(95.6);
    expect(winners.draw / fights).toBeGreaterThan(0.048);
    expect(winners.draw / fights).toBeLessThan(0.057);
  });
});
