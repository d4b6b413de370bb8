/**
 * The pattern catalogue of spec section 5 as data. A registration rule names a patternId; the value must
 * match the pattern and its length must lie within [minLength, maxLength]. The message key's
 * translation takes {{min}} and {{max}}.
 */
export interface PatternEntry {
  /** Regular expression source, compiled with the `u` flag. */
  pattern: string;
  messageKey: string;
}

export const patternCatalogue = {
  1: { pattern: '^[\\s\\S]*$', messageKey: 'pattern_length' },
  2: { pattern: '^[A-Za-z][A-Za-z0-9]*$', messageKey: 'pattern_letter_then_alnum' },
  3: { pattern: '^[\\p{Script=Han}0-9]+$', messageKey: 'pattern_kanji_digits' },
  4: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', messageKey: 'pattern_email' },
  5: { pattern: '^[A-Za-z0-9]+$', messageKey: 'pattern_alnum' },
  6: { pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', messageKey: 'pattern_letters_and_digits' },
  7: { pattern: '^[0-9]+$', messageKey: 'pattern_digits' },
  8: { pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$', messageKey: 'pattern_alnum_upper' },
  9: { pattern: '^[A-Za-z ]+$', messageKey: 'pattern_english_spaces' },
  10: { pattern: '^\\S+$', messageKey: 'pattern_no_spaces' },
  11: { pattern: '^[\\p{Script=Han}\\p{P}]+$', messageKey: 'pattern_chinese_punctuation' },
  12: { pattern: '^[\\p{Script=Hangul}]+$', messageKey: 'pattern_korean' },
  13: { pattern: '^[\\p{Script=Thai}]+$', messageKey: 'pattern_thai' },
  14: { pattern: '^[\\p{Script=Thai}A-Za-z ]+$', messageKey: 'pattern_thai_english_spaces' },
  15: { pattern: '^(?=.*[A-Z])[A-Z ]+$', messageKey: 'pattern_upper_spaces' },
  16: {
    pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
    messageKey: 'pattern_upper_lower_digit_symbol',
  },
  17: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', messageKey: 'pattern_date_ymd' },
  18: { pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$', messageKey: 'pattern_date_mdy' },
} as const satisfies Record<number, PatternEntry>;

export type PatternId = keyof typeof patternCatalogue;

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A lone '*' accepts anything; otherwise a regular expression source. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export interface RuleViolation {
  messageKey: string;
  min: number;
  max: number;
}

const compiled = new Map<string, RegExp>();
const compile = (source: string): RegExp => {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
};

export const messageKeyFor = (patternId: number): string =>
  (patternCatalogue as Record<number, PatternEntry>)[patternId]?.messageKey ?? patternCatalogue[1].messageKey;

/**
 * Checks one value against a server-supplied field rule. Returns null when the value passes. The
 * required message uses the same pattern message (spec section 5). Length counts code points.
 */
export const checkFieldRule = (value: string | undefined, rule: FieldRule): RuleViolation | null => {
  if (!rule.enabled) return null;
  const violation = { messageKey: messageKeyFor(rule.patternId), min: rule.minLength, max: rule.maxLength };
  const text = value ?? '';
  if (text === '') return rule.required ? violation : null;
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) return violation;
  if (rule.acceptedPattern !== '*' && !compile(rule.acceptedPattern).test(text)) return violation;
  return null;
};
