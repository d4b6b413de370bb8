import { lotteryPaytable, type LotteryBetType } from '@gp/contract/lottery';

/**
 * The bet slip of the betting view as pure functions: one bet type, up to `maxNumbers` distinct
 * numbers of that type's size, one whole-unit stake per number. The server checks all of it again.
 */
export interface BetSlip {
  betType: LotteryBetType;
  numbers: string[];
  /** Whole currency units as typed ("1000"); empty while the field is empty. */
  stake: string;
}

export type SlipProblem = 'pick_numbers' | 'stake_whole' | 'stake_below' | 'stake_above' | null;

export const numberSize = (betType: LotteryBetType) => lotteryPaytable[betType].digits;

/** Every number of a bet type in order ("0".."9", "00".."99", "000".."999"). */
export const allNumbers = (betType: LotteryBetType): string[] => {
  const size = numberSize(betType);
  return Array.from({ length: 10 ** size }, (_, n) => String(n).padStart(size, '0'));
};

export const newSlip = (betType: LotteryBetType, stake = '1000'): BetSlip => ({
  betType,
  numbers: [],
  stake,
});

/** Switching the bet type clears the picks: their size no longer fits. */
export const withBetType = (slip: BetSlip, betType: LotteryBetType): BetSlip =>
  betType === slip.betType ? slip : { ...slip, betType, numbers: [] };

/** Picks or unpicks a number; picks past the limit or of the wrong size are ignored. */
export const toggleNumber = (slip: BetSlip, number: string, maxNumbers: number): BetSlip => {
  if (slip.numbers.includes(number)) return { ...slip, numbers: slip.numbers.filter((n) => n !== number) };
  if (!new RegExp(`^\\d{${numberSize(slip.betType)}}$`).test(number)) return slip;
  if (slip.numbers.length >= maxNumbers) return slip;
  return { ...slip, numbers: [...slip.numbers, number].sort() };
};

/** A typed number (3-digit bets): digits only, left-padded to the bet type's size. */
export const normaliseTyped = (betType: LotteryBetType, typed: string): string | null => {
  const size = numberSize(betType);
  const digits = typed.trim();
  if (!/^\d+$/.test(digits) || digits.length > size) return null;
  return digits.padStart(size, '0');
};

/** `count` distinct random numbers (quick pick) from `random` in [0, 1). */
export const quickPick = (slip: BetSlip, count: number, random: () => number = Math.random): BetSlip => {
  const pool = allNumbers(slip.betType);
  const picked = new Set<string>();
  while (picked.size < Math.min(count, pool.length)) picked.add(pool[Math.floor(random() * pool.length)]!);
  return { ...slip, numbers: [...picked].sort() };
};

const wholeUnits = (amount: string) => BigInt(amount.split('.')[0]!);

/** What stops the slip from being placed, or null. Limits are the contract's two-decimal strings. */
export const slipProblem = (slip: BetSlip, limits: { min: string; max: string }): SlipProblem => {
  if (slip.numbers.length === 0) return 'pick_numbers';
  if (!/^\d{1,9}$/.test(slip.stake)) return 'stake_whole';
  const stake = BigInt(slip.stake);
  if (stake < wholeUnits(limits.min)) return 'stake_below';
  if (stake > wholeUnits(limits.max)) return 'stake_above';
  return null;
};

/** The slip's total as a two-decimal string (integer arithmetic, never floats). */
export const slipTotal = (slip: BetSlip): string =>
  /^\d{1,9}$/.test(slip.stake)
    ? `${(BigInt(slip.stake) * BigInt(slip.numbers.length)).toString()}.00`
    : '0.00';

/** The most a winning ticket returns: the stake times the bet type's odds (one number can match). */
export const slipTopWin = (slip: BetSlip): string => {
  if (!/^\d{1,9}$/.test(slip.stake) || slip.numbers.length === 0) return '0.00';
  const { numerator, denominator } = lotteryPaytable[slip.betType];
  const cents = (BigInt(slip.stake) * 100n * BigInt(numerator)) / BigInt(denominator);
  return `${(cents / 100n).toString()}.${(cents % 100n).toString().padStart(2, '0')}`;
};
