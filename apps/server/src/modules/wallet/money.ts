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
