import { describe, expect, it } from 'vitest';
import { fromMinor, maxAmountMinor, toMinor } from './money.js';

describe('toMinor / fromMinor', () => {
  it('converts up to two decimals exactly', () => {
    expect(toMinor('1234.5')).toEqual({ ok: true, minor: 123450n });
    expect(toMinor('0.01')).toEqual({ ok: true, minor: 1n });
    expect(toMinor(10.1)).toEqual({ ok: true, minor: 1010n });
    expect(toMinor('7.100')).toEqual({ ok: true, minor: 710n });
    expect(toMinor('10000000000000')).toEqual({ ok: true, minor: maxAmountMinor });
  });

  it('rejects bad amounts with a code each', () => {
    const codes = (['abc', '1e5', '', '1.2.3', null, {}, Number.NaN] as unknown[]).map((v) => toMinor(v));
    for (const c of codes) expect(c).toEqual({ ok: false, code: 'invalid_amount' });
    expect(toMinor('-1')).toEqual({ ok: false, code: 'amount_not_positive' });
    expect(toMinor('0.00')).toEqual({ ok: false, code: 'amount_not_positive' });
    expect(toMinor('1.001')).toEqual({ ok: false, code: 'amount_too_precise' });
    expect(toMinor(0.001)).toEqual({ ok: false, code: 'amount_too_precise' });
    expect(toMinor(1e300)).toEqual({ ok: false, code: 'amount_too_large' });
    expect(toMinor('10000000000000.01')).toEqual({ ok: false, code: 'amount_too_large' });
    expect(toMinor('9'.repeat(60))).toEqual({ ok: false, code: 'amount_too_large' });
  });

  it('formats with two decimals and a sign', () => {
    expect([0n, 5n, 123450n, -1205n].map(fromMinor)).toEqual(['0.00', '0.05', '1234.50', '-12.05']);
  });
});
