import { describe, expect, it } from 'vitest';
import {
  allNumbers,
  newSlip,
  normaliseTyped,
  quickPick,
  slipProblem,
  slipTopWin,
  slipTotal,
  toggleNumber,
  withBetType,
} from './bet-slip';
import { clockOffset, countdown, formatSeconds } from './countdown';

const limits = { min: '100.00', max: '1000000.00' };

describe('bet slip', () => {
  it('picks distinct numbers of the bet type size up to the limit', () => {
    let slip = newSlip('D2');
    slip = toggleNumber(slip, '42', 2);
    slip = toggleNumber(slip, '07', 2);
    expect(slip.numbers).toEqual(['07', '42']);
    expect(toggleNumber(slip, '55', 2).numbers).toEqual(['07', '42']);
    expect(toggleNumber(slip, '42', 2).numbers).toEqual(['07']);
    expect(toggleNumber(newSlip('D2'), '7', 10).numbers).toEqual([]);
    expect(withBetType(slip, 'D1').numbers).toEqual([]);
    expect(withBetType(slip, 'D2')).toBe(slip);
  });

  it('lists and normalises numbers', () => {
    expect(allNumbers('D1')).toHaveLength(10);
    expect(allNumbers('D3')[7]).toBe('007');
    expect(normaliseTyped('D3', '7')).toBe('007');
    expect(normaliseTyped('D3', '1234')).toBeNull();
    expect(normaliseTyped('D3', '1a')).toBeNull();
  });

  it('quick-picks distinct numbers', () => {
    let n = 0;
    const sequence = () => [0.05, 0.05, 0.55, 0.95][n++ % 4]!;
    expect(quickPick(newSlip('D1'), 3, sequence).numbers).toEqual(['0', '5', '9']);
  });

  it('explains what stops a slip and totals it without floats', () => {
    const slip = { betType: 'D1' as const, numbers: ['1', '2', '3'], stake: '1000' };
    expect(slipProblem({ ...slip, numbers: [] }, limits)).toBe('pick_numbers');
    expect(slipProblem({ ...slip, stake: '10.5' }, limits)).toBe('stake_whole');
    expect(slipProblem({ ...slip, stake: '99' }, limits)).toBe('stake_below');
    expect(slipProblem({ ...slip, stake: '1000001' }, limits)).toBe('stake_above');
    expect(slipProblem(slip, limits)).toBeNull();
    expect(slipTotal(slip)).toBe('3000.00');
    expect(slipTopWin(slip)).toBe('9500.00');
    expect(slipTopWin({ ...slip, stake: '101' })).toBe('959.50');
    expect(slipTopWin({ betType: 'D3', numbers: ['123'], stake: '100' })).toBe('95000.00');
  });
});

describe('countdown', () => {
  const draw = { closeAt: '2026-11-22T10:00:50.000Z', drawAt: '2026-11-22T10:01:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('counts to the close, then to the draw, then shows the draw in progress', () => {
    expect(countdown(draw, at('2026-11-22T10:00:05.200Z'))).toEqual({
      phase: 'open',
      seconds: 45,
      label: '00:45',
    });
    expect(countdown(draw, at('2026-11-22T10:00:50.000Z'))).toMatchObject({ phase: 'closed', seconds: 10 });
    expect(countdown(draw, at('2026-11-22T10:01:00.000Z'))).toMatchObject({
      phase: 'drawing',
      label: '00:00',
    });
  });

  it('corrects a device clock with the server offset', () => {
    const offset = clockOffset('2026-11-22T10:00:40.000Z', at('2026-11-22T10:00:00.000Z'));
    expect(offset).toBe(40_000);
    expect(countdown(draw, at('2026-11-22T10:00:05.000Z'), offset)).toMatchObject({
      phase: 'open',
      seconds: 5,
    });
    expect(clockOffset('nonsense', 0)).toBe(0);
  });

  it('formats hours for daily draws', () => {
    expect(formatSeconds(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatSeconds(-4)).toBe('00:00');
  });
});
