/**
 * Money at the API boundary. Amounts travel as decimal strings with at most two decimals ("1234.50";
 * a JSON number is accepted and read through its shortest decimal form). Inside the platform every
 * amount is an integer count of minor units (1/100 of the currency unit) held in a bigint: this file is
 * the ONE place that converts, and it never uses float arithmetic.
 */
export const minorPerUnit = 100n;
/** Largest amount one request may move: 10,000,000,000,000.00 (10^15 minor units). */
export const maxAmountMinor = 1_000_000_000_000_000n;

export type AmountError =
  'invalid_amount' | 'amount_not_positive' | 'amount_too_precise' | 'amount_too_large';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; code: AmountError };

const decimal = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Parses a positive amount of at most two decimals into minor units. */
export const toMinor = (input: unknown): ParsedAmount => {
  let text: string;
  if (typeof input === 'string') text = input.trim();
  else if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, code: 'invalid_amount' };
    text = String(input);
    if (/e/i.test(text))
      return { ok: false, code: Math.abs(input) >= 1 ? 'amount_too_large' : 'amount_too_precise' };
  } else return { ok: false, code: 'invalid_amount' };
  if (text.length > 40) return { ok: false, code: 'amount_too_large' };
  const match = decimal.exec(text);
  if (!match) return { ok: false, code: 'invalid_amount' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > 2) return { ok: false, code: 'amount_too_precise' };
  const minor = BigInt(whole) * minorPerUnit + BigInt(trimmed.padEnd(2, '0'));
  if (sign === '-' || minor === 0n) return { ok: false, code: 'amount_not_positive' };
  if (minor > maxAmountMinor) return { ok: false, code: 'amount_too_large' };
  return { ok: true, minor };
};

/** Formats minor units as a decimal string with exactly two decimals ("-12.05"). */
export const fromMinor = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / minorPerUnit;
  const cents = (abs % minorPerUnit).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${cents}`;
};
