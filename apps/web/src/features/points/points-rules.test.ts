import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import ja from './i18n/ja.json';
import ko from './i18n/ko.json';
import pt from './i18n/pt.json';
import {
  canAfford,
  cashForPoints,
  convertSchema,
  depositRemaining,
  deliveryLengths,
  pointsAfter,
  redeemSchema,
} from './points-rules';

describe('the cash a conversion pays', () => {
  it('is floor(points / exchangeRatio * 100) / 100, in whole cents', () => {
    expect(cashForPoints('100', '100.00')).toBe('1.00');
    expect(cashForPoints('1234.56', '100.00')).toBe('12.34');
    expect(cashForPoints('2000', '30.00')).toBe('66.66');
    expect(cashForPoints('0.99', '100.00')).toBe('0.00');
    expect(cashForPoints('10', '0.50')).toBe('20.00');
  });

  it('is nothing for an input that is not a positive amount of at most two decimals', () => {
    expect(cashForPoints('', '100.00')).toBeNull();
    expect(cashForPoints('12.345', '100.00')).toBeNull();
    expect(cashForPoints('-5', '100.00')).toBeNull();
    expect(cashForPoints('abc', '100.00')).toBeNull();
  });
});

describe('balances and requirements', () => {
  it('subtracts and compares two-decimal figures without floats', () => {
    expect(pointsAfter('2500.00', '2000.00')).toBe('500.00');
    expect(pointsAfter('0.10', '0.20')).toBe('-0.10');
    expect(canAfford('2000.00', '2000.00')).toBe(true);
    expect(canAfford('1999.99', '2000.00')).toBe(false);
    expect(canAfford('0.00', '0.01')).toBe(false);
    expect(depositRemaining('300.00', '500.00')).toBe('200.00');
    expect(depositRemaining('800.00', '500.00')).toBe('0.00');
  });
});

describe('form rules', () => {
  const convert = convertSchema({ min: '1000.00', balance: '2500.00' });
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('keeps a conversion between the minimum and the balance', () => {
    expect(convert.safeParse({ points: '1000', paymentPassword: 'x' }).success).toBe(true);
    expect(messageOf(convert.safeParse({ points: '999.99', paymentPassword: 'x' }))).toBe(
      'points.points_below_minimum|1,000.00',
    );
    expect(messageOf(convert.safeParse({ points: '2500.01', paymentPassword: 'x' }))).toBe(
      'points.points_above_balance||2,500.00',
    );
    expect(messageOf(convert.safeParse({ points: '1.001', paymentPassword: 'x' }))).toBe(
      'points.points_invalid',
    );
  });

  it('takes the delivery lengths from the contract and asks for them only for a physical reward', () => {
    expect(deliveryLengths).toEqual({
      name: { min: 1, max: 64 },
      phone: { min: 5, max: 32 },
      address: { min: 5, max: 140 },
    });
    const empty = { paymentPassword: 'x', delivery: { name: '', phone: '', address: '' } };
    expect(redeemSchema(false).safeParse(empty).success).toBe(true);
    expect(
      messageOf(
        redeemSchema(true).safeParse({
          ...empty,
          delivery: { name: 'Kim', phone: '1234', address: 'Seoul 1' },
        }),
      ),
    ).toBe('points.field_length|5|32');
  });
});

describe('the points pack', () => {
  type Tree = { [key: string]: string | Tree };
  const keysOf = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
    );

  it('has the same keys in all four languages, each translated', () => {
    const reference = keysOf(en).sort();
    for (const [name, pack] of Object.entries({ ko, ja, pt })) {
      expect({ name, keys: keysOf(pack).sort() }).toEqual({ name, keys: reference });
      expect(pack.points.tab_history).not.toBe(en.points.tab_history);
    }
  });
});
