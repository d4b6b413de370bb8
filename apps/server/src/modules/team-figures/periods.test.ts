import { describe, expect, it } from 'vitest';
import {
  businessDate,
  dayOfDate,
  isBusinessOffset,
  nextPeriod,
  periodOf,
  periodsOf,
  previousPeriod,
} from './periods.js';

const kst = 540;

describe('business periods', () => {
  it('starts days at midnight of the business offset, not UTC', () => {
    // 14:59:59.999Z is 23:59 KST on the 24th; 15:00Z is midnight of the 25th.
    expect(periodOf('D', new Date('2026-11-24T14:59:59.999Z'), kst)).toEqual({
      kind: 'D',
      start: '2026-11-23T15:00:00.000Z',
      end: '2026-11-24T15:00:00.000Z',
    });
    expect(periodOf('D', new Date('2026-11-24T15:00:00.000Z'), kst).start).toBe('2026-11-24T15:00:00.000Z');
    expect(periodOf('D', new Date('2026-11-24T03:00:00.000Z'), -330)).toMatchObject({
      start: '2026-11-23T05:30:00.000Z',
      end: '2026-11-24T05:30:00.000Z',
    });
  });

  it('counts weeks from Monday, half months from the 1st and the 16th, months from the 1st', () => {
    // Wednesday 2026-11-25 10:00 KST.
    const at = new Date('2026-11-25T01:00:00.000Z');
    expect(periodOf('W', at, kst)).toMatchObject({
      start: '2026-11-22T15:00:00.000Z',
      end: '2026-11-29T15:00:00.000Z',
    });
    expect(periodOf('S', at, kst)).toMatchObject({
      start: '2026-11-15T15:00:00.000Z',
      end: '2026-11-30T15:00:00.000Z',
    });
    expect(periodOf('S', new Date('2026-11-10T00:00:00.000Z'), kst)).toMatchObject({
      start: '2026-10-31T15:00:00.000Z',
      end: '2026-11-15T15:00:00.000Z',
    });
    expect(periodOf('M', at, kst)).toMatchObject({
      start: '2026-10-31T15:00:00.000Z',
      end: '2026-11-30T15:00:00.000Z',
    });
    expect(periodOf('H', at, kst)).toMatchObject({
      start: '2026-11-25T01:00:00.000Z',
      end: '2026-11-25T02:00:00.000Z',
    });
    // A Sunday belongs to the week that started the Monday before.
    expect(periodOf('W', new Date('2026-11-29T14:59:00.000Z'), kst).start).toBe('2026-11-22T15:00:00.000Z');
  });

  it('steps to the next and previous period across month and year ends', () => {
    const december = periodOf('M', new Date('2026-12-10T00:00:00.000Z'), 0);
    expect(nextPeriod(december, 0)).toMatchObject({
      start: '2027-01-01T00:00:00.000Z',
      end: '2027-02-01T00:00:00.000Z',
    });
    expect(previousPeriod(december, 0).start).toBe('2026-11-01T00:00:00.000Z');
    const secondHalf = periodOf('S', new Date('2027-02-20T00:00:00.000Z'), 0);
    expect(secondHalf).toMatchObject({ start: '2027-02-16T00:00:00.000Z', end: '2027-03-01T00:00:00.000Z' });
    expect(nextPeriod(secondHalf, 0).end).toBe('2027-03-16T00:00:00.000Z');
  });

  it('names each period once per kind, and maps business dates both ways', () => {
    expect(periodsOf(new Date('2026-11-25T01:00:00.000Z'), kst).map((p) => p.kind)).toEqual([
      'H',
      'D',
      'W',
      'S',
      'M',
    ]);
    expect(businessDate('2026-11-24T15:00:00.000Z', kst)).toBe('2026-11-25');
    expect(dayOfDate('2026-11-25', kst).start).toBe('2026-11-24T15:00:00.000Z');
  });

  it('accepts only offsets a clock can show', () => {
    expect([540, -330, 345, 840, -720].every(isBusinessOffset)).toBe(true);
    expect([541, 900, -721, 1.5].some(isBusinessOffset)).toBe(false);
  });
});
