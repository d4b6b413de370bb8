import { randomInt } from 'node:crypto';
import {
  lotteryBetTypes,
  lotteryMaxNumbers,
  lotteryPaytable,
  lotteryStakeLimits,
  type LotteryBetType,
  type LotteryDrawRef,
} from '@gp/contract/lottery';
import { fromMinor, minorPerUnit, toMinor } from '@gp/contract/money';
import { AppError } from '../../lib/app-error.js';
import { digitsOfGame } from './lottery-kinds.js';

/**
 * The lottery's rules as pure functions: schedule, bet slip checks, paytable and wins. Draw n of a game
 * opens at n x interval seconds after the Unix epoch (UTC), so every process computes the same
 * schedule without coordination; bets on draw n close `closeSeconds` before it.
 */
export interface LotterySchedule {
  intervalSeconds: number;
  closeSeconds: number;
  digits: number;
}

export interface LotterySettings extends LotterySchedule {
  groupCode: string;
}

/**
 * Default settings of a catalogue game from the speed and kind in its name (operators tune rows of
 * lottery_games afterwards): 1 Min, 3 Min, 5 Min, VIP (2 minutes) and Daily; the number size is the
 * kind's (lottery-kinds.ts: Pick 2 and 2D two digits, Pick 3, 3D, Fast 3, Lotto and Lottery three).
 */
export const defaultSettings = (gameName: string): LotterySettings => {
  const digits = digitsOfGame(gameName);
  if (/\b1 Min\b/.test(gameName)) return { intervalSeconds: 60, closeSeconds: 10, digits, groupCode: 'MIN1' };
  if (/\b3 Min\b/.test(gameName))
    return { intervalSeconds: 180, closeSeconds: 20, digits, groupCode: 'MIN3' };
  if (/\bVIP\b/.test(gameName)) return { intervalSeconds: 120, closeSeconds: 15, digits, groupCode: 'VIP' };
  if (/\bDaily\b/.test(gameName)) {
    return { intervalSeconds: 86_400, closeSeconds: 300, digits, groupCode: 'DAILY' };
  }
  return { intervalSeconds: 300, closeSeconds: 30, digits, groupCode: 'MIN5' };
};

const pad = (n: number, size: number) => String(n).padStart(size, '0');

export const drawAtMs = (s: LotterySchedule, drawNo: number) => drawNo * s.intervalSeconds * 1000;

/** The draw a bet placed at `now` is for: the first draw after now. */
export const nextDrawNo = (s: LotterySchedule, now: Date) =>
  Math.floor(now.getTime() / (s.intervalSeconds * 1000)) + 1;

/** The latest draw whose time has come (the one the scheduler opens). */
export const dueDrawNo = (s: LotterySchedule, now: Date) =>
  Math.floor(now.getTime() / (s.intervalSeconds * 1000));

export const drawRef = (s: LotterySchedule, drawNo: number): LotteryDrawRef => {
  const at = new Date(drawAtMs(s, drawNo));
  const dayStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const index = Math.floor((at.getTime() - dayStart) / (s.intervalSeconds * 1000)) + 1;
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1, 2)}${pad(at.getUTCDate(), 2)}`;
  return {
    drawNo,
    issue: `${date}-${pad(index, 4)}`,
    drawAt: at.toISOString(),
    closeAt: new Date(at.getTime() - s.closeSeconds * 1000).toISOString(),
  };
};

/** Bets on `drawNo` are taken until its close time. */
export const bettingOpen = (s: LotterySchedule, drawNo: number, now: Date) =>
  now.getTime() < drawAtMs(s, drawNo) - s.closeSeconds * 1000;

export const betTypesOf = (digits: number): LotteryBetType[] =>
  lotteryBetTypes.filter((type) => lotteryPaytable[type].digits <= digits);

/** A uniformly random result of `digits` digits from node:crypto (leading zeros kept). */
export const drawResult = (digits: number, random: (max: number) => number = randomInt): string =>
  pad(random(10 ** digits), digits);

/** Checks a slip's numbers: right length for the bet type, offered by the game, no repeats. */
export const checkNumbers = (betType: LotteryBetType, numbers: readonly string[], gameDigits: number) => {
  const size = lotteryPaytable[betType].digits;
  if (size > gameDigits)
    throw new AppError('lottery_invalid_numbers', `${betType} is not offered by this game`);
  if (numbers.length === 0 || numbers.length > lotteryMaxNumbers) {
    throw new AppError('lottery_invalid_numbers', `Pick 1 to ${lotteryMaxNumbers} numbers`);
  }
  const pattern = new RegExp(`^\\d{${size}}$`);
  if (!numbers.every((n) => pattern.test(n))) {
    throw new AppError('lottery_invalid_numbers', `${betType} numbers have ${size} digit(s)`);
  }
  if (new Set(numbers).size !== numbers.length) {
    throw new AppError('lottery_invalid_numbers', 'A number is picked twice');
  }
};

const stakeMin = BigInt(lotteryStakeLimits.min.replace('.', ''));
const stakeMax = BigInt(lotteryStakeLimits.max.replace('.', ''));

/** The stake per number in minor units: whole currency units within the limits. */
export const parseStake = (text: string): bigint => {
  const parsed = toMinor(text);
  if (!parsed.ok) throw new AppError(parsed.code, `Invalid stake (${parsed.code})`);
  const minor = parsed.minor;
  if (minor % minorPerUnit !== 0n || minor < stakeMin || minor > stakeMax) {
    throw new AppError(
      'lottery_invalid_stake',
      `The stake is a whole amount from ${lotteryStakeLimits.min} to ${lotteryStakeLimits.max}`,
    );
  }
  return minor;
};

/** What a ticket wins: the stake times the bet type's odds when a number matches the result's tail. */
export const winOf = (betType: LotteryBetType, numbers: readonly string[], stake: bigint, result: string) => {
  const { digits, numerator, denominator } = lotteryPaytable[betType];
  const tail = result.slice(-digits);
  return numbers.includes(tail) ? (stake * BigInt(numerator)) / BigInt(denominator) : 0n;
};

/** The paytable as the betting view shows it (odds per 1.00, RTP in percent). */
export const paytableFor = (digits: number) =>
  betTypesOf(digits).map((betType) => {
    const { digits: size, numerator, denominator } = lotteryPaytable[betType];
    const oddsMinor = (100n * BigInt(numerator)) / BigInt(denominator);
    // RTP = odds x probability (1 / 10^size), in hundredths of a percent.
    const rtpBasis = (oddsMinor * 100n) / 10n ** BigInt(size);
    return { betType, digits: size, odds: fromMinor(oddsMinor), rtp: fromMinor(rtpBasis) };
  });
