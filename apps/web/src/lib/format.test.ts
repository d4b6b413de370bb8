import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './format';

describe('formatMoney (spec 9: two decimals with thousands separators)', () => {
  it.each([
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['12.5', '12.50'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['1234567.89', '1,234,567.89'],
    ['0012.30', '12.30'],
    ['10000000000000.00', '10,000,000,000,000.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('puts the currency symbol after the sign', () => {
    expect(formatMoney('1234.5', '₩')).toBe('₩1,234.50');
    expect(formatMoney('-1234.05', '₩')).toBe('-₩1,234.05');
    expect(formatMoney('-0.00', '$')).toBe('$0.00');
  });

  it('never goes through a float: amounts beyond 2^53 keep every digit', () => {
    expect(formatMoney('90071992547409931.07')).toBe('90,071,992,547,409,931.07');
  });

  it('returns text that is not a decimal unchanged', () => {
    expect(formatMoney('abc')).toBe('abc');
  });

  it('marks credits with a plus sign', () => {
    expect(formatSignedMoney('100.00')).toBe('+100.00');
    expect(formatSignedMoney('-100.00')).toBe('-100.00');
    expect(formatSignedMoney('0.00')).toBe('0.00');
  });
});
