import { fromMinor, toMinor } from '@gp/contract/money';
import { AppError } from '../../lib/app-error.js';

/** The API-boundary conversion (contract money.ts), throwing the contract code on bad input. */
export const amountOf = (input: unknown): bigint => {
  const parsed = toMinor(input);
  if (!parsed.ok) throw new AppError(parsed.code, `Invalid amount (${parsed.code})`);
  return parsed.minor;
};

export const checkLimits = (amount: bigint, min: bigint, max: bigint): void => {
  const value = { min: fromMinor(min), max: fromMinor(max) };
  if (amount < min) throw new AppError('amount_below_minimum', `The minimum is ${value.min}`, { value });
  if (amount > max) throw new AppError('amount_above_maximum', `The maximum is ${value.max}`, { value });
};

export const money = fromMinor;

/**
 * An operator's figure in hundredths (points, or money in minor units), zero and negative allowed:
 * "12", "12.5", "-3.25". Undefined for anything else (the command's usage is printed instead).
 */
export const hundredthsOf = (text: string | undefined): bigint | undefined => {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return undefined;
  const value = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
};
