import { describe, expect, it } from 'vitest';
import { areaFor, areNeighbours, insideBetOf, splitArea } from './inside-bets';

describe('bets on several numbers', () => {
  it('places the row, the corner and the six numbers a tap on a number names', () => {
    expect(areaFor('straight', 0)).toBe('n0');
    expect(areaFor('street', 17)).toBe('street-6');
    expect(insideBetOf('street-6')!.numbers).toEqual([16, 17, 18]);
    expect(areaFor('line', 17)).toBe('line-6');
    expect(areaFor('line', 36)).toBe('line-11');
    expect(insideBetOf('line-11')!.numbers).toEqual([31, 32, 33, 34, 35, 36]);
    // Every number's corner holds it, and its top-left is a number the vendor takes as a corner.
    for (let n = 1; n <= 36; n += 1) {
      const corner = insideBetOf(areaFor('corner', n)!);
      expect(corner?.kind).toBe('corner');
      expect(corner!.numbers).toContain(n);
    }
    expect(areaFor('corner', 36)).toBe('corner-32');
    expect(areaFor('corner', 3)).toBe('corner-2');
    expect(areaFor('street', 0)).toBeNull();
    expect(areaFor('corner', 0)).toBeNull();
  });

  it('joins two numbers side by side in a row or one row apart, never across rows', () => {
    expect(areNeighbours(17, 18)).toBe(true);
    expect(areNeighbours(17, 20)).toBe(true);
    expect(areNeighbours(20, 17)).toBe(true);
    expect(areNeighbours(3, 4)).toBe(false);
    expect(areNeighbours(17, 19)).toBe(false);
    expect(areNeighbours(0, 1)).toBe(false);
    expect(splitArea(20, 17)).toBe('split-17-20');
    expect(insideBetOf('split-17-20')).toEqual({ kind: 'split', numbers: [17, 20] });
    expect(insideBetOf('split-3-4')).toBeNull();
    expect(insideBetOf('n17')).toBeNull();
    expect(insideBetOf('red')).toBeNull();
    expect(insideBetOf('corner-3')).toBeNull();
  });
});
