import type { Mission } from '@gp/contract/missions';
import { toMinor } from '@gp/contract/money';
import { formatMoney } from '../../../lib/format';

/** Bets and deposits count money; winning rounds and login days count whole numbers. */
export const countsMoney = (mission: Pick<Mission, 'kind'>): boolean =>
  mission.kind === 'BET' || mission.kind === 'DEPOSIT';

/** A target or progress in the smallest unit: minor units of money, or the count itself. */
const unitsOf = (mission: Pick<Mission, 'kind'>, value: string): bigint => {
  if (countsMoney(mission)) {
    const parsed = toMinor(value);
    return parsed.ok ? parsed.minor : 0n;
  }
  return /^\d+$/.test(value) ? BigInt(value) : 0n;
};

/** How far the mission is, in whole percent from 0 to 100, computed without floats on money. */
export const missionPercent = (mission: Pick<Mission, 'kind' | 'progress' | 'target'>): number => {
  const target = unitsOf(mission, mission.target);
  if (target === 0n) return 100;
  const done = unitsOf(mission, mission.progress);
  const percent = (done * 100n) / target;
  return Number(percent > 100n ? 100n : percent);
};

/** A target or progress as the reader writes it: money with two decimals, counts grouped. */
export const unitText = (mission: Pick<Mission, 'kind'>, value: string, locale: string): string =>
  countsMoney(mission)
    ? formatMoney(value)
    : new Intl.NumberFormat(locale || undefined).format(Number(value));
