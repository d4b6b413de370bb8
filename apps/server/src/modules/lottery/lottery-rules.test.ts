import { describe, expect, it } from 'vitest';
import {
  bettingOpen,
  checkNumbers,
  defaultSettings,
  drawRef,
  drawResult,
  dueDrawNo,
  nextDrawNo,
  parseStake,
  winOf,
} from './lottery-rules.js';
import { digitsOfGame, kindOf, lotteryKinds } from './lottery-kinds.js';

const fast = { intervalSeconds: 60, closeSeconds: 10, digits: 3 };

describe('lottery rules', () => {
  it('derives settings from the catalogue name', () => {
    expect(defaultSettings('Hanoi Pick 3 1 Min')).toEqual({
      intervalSeconds: 60,
      closeSeconds: 10,
      digits: 3,
      groupCode: 'MIN1',
    });
    expect(defaultSettings('Seoul Pick 2 Daily')).toMatchObject({
      intervalSeconds: 86_400,
      digits: 2,
      groupCode: 'DAILY',
    });
    expect(defaultSettings('Macau 3D VIP')).toMatchObject({ intervalSeconds: 120, groupCode: 'VIP' });
    expect(defaultSettings('Manila Lotto 5 Min')).toMatchObject({ intervalSeconds: 300, groupCode: 'MIN5' });
  });

  it('schedules draws on the epoch grid and closes bets before them', () => {
    const now = new Date('2026-11-22T00:00:59.000Z');
    const next = nextDrawNo(fast, now);
    expect(drawRef(fast, next)).toMatchObject({ drawAt: '2026-11-22T00:01:00.000Z', issue: '20261122-0002' });
    expect(dueDrawNo(fast, now)).toBe(next - 1);
    expect(bettingOpen(fast, next, new Date('2026-11-22T00:00:49.999Z'))).toBe(true);
    expect(bettingOpen(fast, next, new Date('2026-11-22T00:00:50.000Z'))).toBe(false);
  });

  it('gives each kind of game the number size its name promises', () => {
    // Issue 14: "Bangkok Fast 3" drew two digits. Fast 3 is the quick three-number draw.
    expect(defaultSettings('Bangkok Fast 3 1 Min').digits).toBe(3);
    expect(defaultSettings('Bangkok Fast 3 3 Min')).toMatchObject({ digits: 3, groupCode: 'MIN3' });
    expect(digitsOfGame('Hanoi Pick 2 5 Min')).toBe(2);
    expect(digitsOfGame('Manila 2D Daily')).toBe(2);
    expect(digitsOfGame('Jakarta Pick 3 VIP')).toBe(3);
    expect(digitsOfGame('Seoul Lottery 1 Min')).toBe(3);
    expect(digitsOfGame('Seoul Lotto 1 Min')).toBe(3);
    expect(kindOf('Seoul Lottery 1 Min')?.kind).toBe('Lottery');
    // Every kind's draws have exactly that many digits, 0-9 each, leading zeros kept.
    for (const { kind, digits } of lotteryKinds) {
      const game = defaultSettings(`Hanoi ${kind} 1 Min`);
      expect({ kind, digits: game.digits }).toEqual({ kind, digits });
      for (let i = 0; i < 50; i += 1) expect(drawResult(game.digits)).toMatch(new RegExp(`^\\d{${digits}}$`));
      expect(drawResult(game.digits, () => 0)).toBe('0'.repeat(digits));
      expect(drawResult(game.digits, (max) => max - 1)).toBe('9'.repeat(digits));
    }
  });

  it('draws uniformly with leading zeros', () => {
    expect(drawResult(3, () => 7)).toBe('007');
    expect(drawResult(2, () => 99)).toBe('99');
    const seen = new Set(Array.from({ length: 400 }, () => drawResult(2)));
    expect(seen.size).toBeGreaterThan(80);
  });

  it('checks numbers and stakes', () => {
    expect(() => checkNumbers('D3', ['123'], 2)).toThrow(/not offered/);
    expect(() => checkNumbers('D2', ['1'], 3)).toThrow(/2 digit/);
    expect(() => checkNumbers('D1', ['1', '1'], 3)).toThrow(/twice/);
    expect(() => checkNumbers('D1', ['0', '9'], 2)).not.toThrow();
    expect(parseStake('100')).toBe(10_000n);
    expect(() => parseStake('99.00')).toThrow();
    expect(() => parseStake('150.50')).toThrow();
    expect(() => parseStake('1000001.00')).toThrow();
    expect(() => parseStake('abc')).toThrow();
  });

  it('pays the paytable on the result tail only', () => {
    expect(winOf('D1', ['4'], 10_000n, '734')).toBe(95_000n);
    expect(winOf('D2', ['34', '35'], 10_000n, '734')).toBe(950_000n);
    expect(winOf('D3', ['734'], 10_000n, '734')).toBe(9_500_000n);
    expect(winOf('D3', ['733'], 10_000n, '734')).toBe(0n);
    expect(winOf('D2', ['73'], 10_000n, '734')).toBe(0n);
  });
});
