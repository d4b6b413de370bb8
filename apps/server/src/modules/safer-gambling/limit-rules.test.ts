import { describe, expect, it } from 'vitest';
import { exclusionEnd } from './exclusion-rules.js';
import { decideChange, isDue, limitInForce, remaining } from './limit-rules.js';

const state = (
  own: bigint | null | undefined,
  byDefault: bigint | null = null,
  ceiling: bigint | null = null,
) => ({
  own,
  byDefault,
  ceiling,
});

describe('limit rules', () => {
  it('applies a first or lower limit at once and holds a raise or removal back', () => {
    expect(decideChange(state(undefined), 100n)).toBe('apply');
    expect(decideChange(state(null), 100n)).toBe('apply');
    expect(decideChange(state(100n), 50n)).toBe('apply');
    expect(decideChange(state(100n), 150n)).toBe('pend');
    expect(decideChange(state(100n), null)).toBe('pend');
    expect(decideChange(state(100n), 100n)).toBe('unchanged');
    expect(decideChange(state(undefined), null)).toBe('unchanged');
  });

  it("reads the operator's default until the member chooses, and keeps the ceiling", () => {
    expect(limitInForce(state(undefined, 300n))).toBe(300n);
    expect(limitInForce(state(null, 300n))).toBeNull();
    expect(decideChange(state(undefined, 300n), 500n)).toBe('pend');
    expect(decideChange(state(undefined, 300n), 200n)).toBe('apply');
    expect(decideChange(state(undefined, 300n, 1000n), 1001n)).toBe('above_ceiling');
    expect(decideChange(state(200n, null, 1000n), null)).toBe('above_ceiling');
    expect(decideChange(state(200n, null, 1000n), 1000n)).toBe('pend');
  });

  it('counts what is left, never below zero, and a win gives room under a loss limit', () => {
    expect(remaining(100n, 30n)).toBe(70n);
    expect(remaining(100n, 130n)).toBe(0n);
    expect(remaining(100n, -50n)).toBe(150n);
  });

  it('lets a change be confirmed from its time on', () => {
    const at = '2026-11-28T10:00:00.000Z';
    expect(isDue(at, new Date('2026-11-28T09:59:59.999Z'))).toBe(false);
    expect(isDue(at, new Date(at))).toBe(true);
  });

  it('ends time-outs after whole days and self-exclusions after calendar months or years', () => {
    const start = new Date('2026-01-31T12:00:00.000Z');
    expect(exclusionEnd('1D', start).toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(exclusionEnd('42D', start).toISOString()).toBe('2026-03-14T12:00:00.000Z');
    expect(exclusionEnd('6M', start).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(exclusionEnd('1Y', start).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(exclusionEnd('5Y', start).toISOString()).toBe('2031-01-31T12:00:00.000Z');
  });
});
