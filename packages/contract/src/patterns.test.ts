import { describe, expect, it } from 'vitest';
import { checkFieldRule, patternCatalogue, type FieldRule } from './patterns.js';

const rule = (patternId: number, acceptedPattern: string, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength: 2,
  maxLength: 10,
  ...extra,
});

const catalogue = patternCatalogue as Record<number, { pattern: string; messageKey: string }>;
const accepts = (id: number, value: string) => new RegExp(catalogue[id]!.pattern, 'u').test(value);

describe('pattern catalogue', () => {
  it.each([
    [2, 'abc123', true],
    [2, '1abc', false],
    [3, '漢字123', true],
    [3, 'abc', false],
    [4, 'a@b.co', true],
    [4, 'a@b', false],
    [5, 'abc123', true],
    [5, 'abc-123', false],
    [6, 'abc123', true],
    [6, 'abcdef', false],
    [7, '0123', true],
    [7, '12a', false],
    [8, 'Abc1', true],
    [8, 'abc1', false],
    [9, 'John Smith', true],
    [9, 'John1', false],
    [10, 'a-b_c', true],
    [10, 'a b', false],
    [11, '中文，标点。', true],
    [11, 'abc', false],
    [12, '한국어', true],
    [12, '한국 어', false],
    [13, 'ภาษาไทย', true],
    [14, 'ไทย and English', true],
    [14, 'ไทย 1', false],
    [15, 'JOHN SMITH', true],
    [15, '   ', false],
    [15, 'John', false],
    [16, 'Aa1!aaaa', true],
    [16, 'Aa1aaaaa', false],
    [17, '2000-12-31', true],
    [17, '2000-13-01', false],
    [18, '12-31-2000', true],
    [18, '2000-12-31', false],
  ])('pattern %i on %j is %s', (id, value, expected) => {
    expect(accepts(id, value)).toBe(expected);
  });
});

describe('checkFieldRule', () => {
  it('accepts anything for a lone * within the length bounds', () => {
    expect(checkFieldRule('any thing!', rule(1, '*'))).toBeNull();
  });

  it('reports the pattern message with min and max substituted when too short or too long', () => {
    expect(checkFieldRule('a', rule(2, catalogue[2]!.pattern))).toEqual({
      messageKey: 'pattern_letter_then_alnum',
      min: 2,
      max: 10,
    });
    expect(checkFieldRule('abcdefghijk', rule(2, catalogue[2]!.pattern))?.messageKey).toBe(
      'pattern_letter_then_alnum',
    );
  });

  it('uses the same pattern message when a required value is missing', () => {
    expect(checkFieldRule('', rule(7, catalogue[7]!.pattern))?.messageKey).toBe('pattern_digits');
    expect(checkFieldRule(undefined, rule(7, catalogue[7]!.pattern, { required: false }))).toBeNull();
  });

  it('ignores disabled fields and counts code points, not UTF-16 units', () => {
    expect(checkFieldRule('', rule(7, '^x$', { enabled: false }))).toBeNull();
    expect(checkFieldRule('😀😀', rule(1, '*', { maxLength: 2 }))).toBeNull();
  });

  it('fails a value that does not match the accepted pattern', () => {
    expect(checkFieldRule('12ab', rule(7, catalogue[7]!.pattern))?.messageKey).toBe('pattern_digits');
  });
});
