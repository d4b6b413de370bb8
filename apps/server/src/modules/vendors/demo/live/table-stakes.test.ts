import { describe, expect, it } from 'vitest';
import { tableGameFor } from './live-games.js';
import { roulette } from './roulette.js';
import { atStakes, stakesOf } from './table-stakes.js';

describe('limits per table', () => {
  it('plays a VIP table for ten times the stakes of the others', () => {
    expect(stakesOf('VIP Roulette')).toBe(10n);
    expect(stakesOf('vip baccarat')).toBe(10n);
    expect(stakesOf('European Roulette')).toBe(1n);
    expect(stakesOf('Vipera Roulette')).toBe(1n);
    expect(tableGameFor({ gameType: 'LIVE', gameName: 'European Roulette' })).toBe(roulette);
    const vip = tableGameFor({ gameType: 'LIVE', gameName: 'VIP Roulette' })!;
    expect(vip.kind).toBe('roulette');
    expect(vip.chips).toEqual(roulette.chips.map((chip) => chip * 10n));
    expect(vip.roundMax).toBe(1_000_000_000n);
    expect(vip.limitsOf('n17')).toEqual({ min: 1_000_000n, max: 50_000_000n });
    expect(vip.limitsOf('red')).toEqual({ min: 1_000_000n, max: 500_000_000n });
    expect(vip.limitsOf('green')).toBeUndefined();
    expect(vip.describe().limits).toEqual({
      inside: { min: '10000.00', max: '500000.00' },
      outside: { min: '10000.00', max: '5000000.00' },
    });
    // The same game: the same pays.
    expect(vip.returnOf('n17', 1_000_000n, { number: 17 })).toBe(36_000_000n);
    expect(atStakes(roulette, 1n)).toBe(roulette);
  });

  it('scales the limits every table game describes', () => {
    const baccarat = tableGameFor({ gameType: 'LIVE', gameName: 'VIP Baccarat' })!;
    const plain = tableGameFor({ gameType: 'LIVE', gameName: 'Classic Baccarat' })!;
    const limits = (game: typeof plain) => game.describe().limits as Record<string, { min: string }>;
    expect(Number(limits(baccarat).main!.min)).toBe(Number(limits(plain).main!.min) * 10);
    expect(Number(limits(baccarat).side!.min)).toBe(Number(limits(plain).side!.min) * 10);
  });
});
