import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../../db/seed/prng.js';
import { cryptoRandom } from '../random-source.js';
import { coverageOf, pocketCount, redNumbers, roulette, wheelOrder } from './roulette.js';
import { roundAt, roundTimes } from './table-clock.js';

const everyArea = (): string[] => {
  const areas = ['red', 'black', 'odd', 'even', 'low', 'high'];
  for (let i = 1; i <= 3; i += 1) areas.push(`dozen${i}`, `column${i}`);
  for (let n = 0; n <= 36; n += 1) areas.push(`n${n}`);
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) areas.push(`split-${n}-${n + 1}`);
    if (n <= 33) areas.push(`split-${n}-${n + 3}`);
    if (n % 3 !== 0 && n <= 32) areas.push(`corner-${n}`);
  }
  for (let r = 1; r <= 12; r += 1) areas.push(`street-${r}`);
  for (let r = 1; r <= 11; r += 1) areas.push(`line-${r}`);
  return areas;
};

describe('roulette areas', () => {
  it('covers the numbers of the European layout', () => {
    expect(coverageOf('n0')).toEqual([0]);
    expect(coverageOf('n36')).toEqual([36]);
    expect(coverageOf('split-2-3')).toEqual([2, 3]);
    expect(coverageOf('split-2-5')).toEqual([2, 5]);
    expect(coverageOf('street-4')).toEqual([10, 11, 12]);
    expect(coverageOf('corner-8')).toEqual([8, 9, 11, 12]);
    expect(coverageOf('line-11')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(coverageOf('column1')).toHaveLength(12);
    expect(coverageOf('red')).toHaveLength(18);
    // Names an object inherits are no areas (they once passed as bets on no number).
    expect(coverageOf('constructor')).toBeUndefined();
    expect(coverageOf('toString')).toBeUndefined();
    expect([...redNumbers].every((n) => !coverageOf('black')!.includes(n))).toBe(true);
    expect(new Set(wheelOrder).size).toBe(pocketCount);
  });

  it('refuses areas that are not on the layout', () => {
    for (const area of [
      'n37',
      'n00',
      'n-1',
      'split-3-4', // 3 ends its row; 4 starts the next
      'split-1-3',
      'split-2-1',
      'split-0-1',
      'street-13',
      'street-0',
      'corner-3',
      'corner-33',
      'line-12',
      'dozen4',
      'green',
      '',
      'n1-2',
    ]) {
      expect(coverageOf(area), area).toBeUndefined();
      expect(roulette.limitsOf(area), area).toBeUndefined();
    }
  });
});

describe('roulette payouts', () => {
  const stake = 100_000n;

  it('pays 35:1 down to 1:1, the stake included in the return', () => {
    const at = (number: number) => ({ number });
    expect(roulette.returnOf('n17', stake, at(17))).toBe(3_600_000n);
    expect(roulette.returnOf('n17', stake, at(18))).toBe(0n);
    expect(roulette.returnOf('split-17-18', stake, at(18))).toBe(1_800_000n);
    expect(roulette.returnOf('street-6', stake, at(17))).toBe(1_200_000n);
    expect(roulette.returnOf('corner-13', stake, at(17))).toBe(900_000n);
    expect(roulette.returnOf('line-5', stake, at(17))).toBe(600_000n);
    expect(roulette.returnOf('dozen2', stake, at(17))).toBe(300_000n);
    expect(roulette.returnOf('column2', stake, at(17))).toBe(300_000n);
    expect(roulette.returnOf('black', stake, at(17))).toBe(200_000n);
    expect(roulette.returnOf('odd', stake, at(17))).toBe(200_000n);
    expect(roulette.returnOf('low', stake, at(17))).toBe(200_000n);
    expect(roulette.returnOf('red', stake, at(17))).toBe(0n);
    // Zero: every outside bet loses; a straight bet on zero wins.
    for (const area of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'column3']) {
      expect(roulette.returnOf(area, stake, at(0)), area).toBe(0n);
    }
    expect(roulette.returnOf('n0', stake, at(0))).toBe(3_600_000n);
  });

  it('returns exactly 36/37 of the stake on every area over the 37 pockets', () => {
    const areas = everyArea();
    expect(areas).toHaveLength(6 + 6 + 37 + 57 + 22 + 12 + 11);
    for (const area of areas) {
      let returned = 0n;
      for (let n = 0; n < pocketCount; n += 1) returned += roulette.returnOf(area, stake, { number: n });
      expect(returned, area).toBe(stake * 36n);
    }
  });

  it('measures the house edge over many drawn rounds (node:crypto), near 2.70 %', () => {
    const rounds = 370_000;
    const counts = new Array<number>(pocketCount).fill(0);
    let staked = 0n;
    let returned = 0n;
    const bets = ['n7', 'red', 'dozen3', 'corner-20', 'split-14-17'];
    for (let i = 0; i < rounds; i += 1) {
      const result = roulette.draw(cryptoRandom, null);
      counts[result.number]! += 1;
      for (const area of bets) {
        staked += stake;
        returned += roulette.returnOf(area, stake, result);
      }
    }
    const rtp = Number((returned * 1_000_000n) / staked) / 10_000;
    // The straight bet's variance dominates: one standard deviation of the mixed bet is ~0.3 %, the bounds four.
    expect(rtp).toBeGreaterThan(96.1);
    expect(rtp).toBeLessThan(98.5);
    // Every pocket comes up about 1/37 of the time (10,000 expected; 5 standard deviations ~ 490).
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('draws with the given source (a seeded one in tests)', () => {
    const next = createPrng(7);
    const seeded = { int: (max: number) => Math.floor(next() * max) };
    const numbers = Array.from({ length: 100 }, () => roulette.draw(seeded, null).number);
    expect(numbers.every((n) => n >= 0 && n <= 36)).toBe(true);
    expect(new Set(numbers).size).toBeGreaterThan(20);
  });
});

describe('table clock', () => {
  const pace = { bettingMs: 15_000, revealMs: 8_000 };

  it('gives every moment one round, betting then result, back to back', () => {
    const t0 = Date.UTC(2026, 10, 28, 12);
    const round = roundAt('101', pace, t0);
    expect(round.opensAt).toBeLessThanOrEqual(t0);
    expect(round.endsAt).toBeGreaterThan(t0);
    expect(round.closesAt - round.opensAt).toBe(15_000);
    expect(round.endsAt - round.closesAt).toBe(8_000);
    expect(roundAt('101', pace, round.closesAt - 1).phase).toBe('betting');
    expect(roundAt('101', pace, round.closesAt)).toMatchObject({ roundNo: round.roundNo, phase: 'result' });
    expect(roundAt('101', pace, round.endsAt)).toMatchObject({
      roundNo: round.roundNo + 1,
      phase: 'betting',
    });
    expect(roundTimes('101', pace, round.roundNo)).toEqual({
      opensAt: round.opensAt,
      closesAt: round.closesAt,
      endsAt: round.endsAt,
    });
  });

  it('shifts tables against each other so they do not all close at once', () => {
    const t0 = Date.UTC(2026, 10, 28, 12);
    const closes = new Set(['101', '102', '103', '104', '105'].map((id) => roundAt(id, pace, t0).closesAt));
    expect(closes.size).toBeGreaterThan(1);
  });
});
