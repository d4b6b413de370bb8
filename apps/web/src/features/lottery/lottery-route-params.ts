import { prizeModeSchema, type PrizeMode } from '@gp/contract/lottery';
import type { LotteryArea } from './api/lottery-queries';

/** Spec 2.1: /vnLottery and /seaLottery (and their lower-case game paths) are areas; /lottery is not. */
export const areaOfPath = (pathname: string): LotteryArea => {
  const path = pathname.toLowerCase();
  if (path.startsWith('/vnlottery')) return 'VN';
  if (path.startsWith('/sealottery')) return 'SEA';
  return null;
};

/** Spec 4.6: the query carries the prize mode; anything else falls back to LOTT. */
export const prizeModeOf = (value: string | null): PrizeMode => {
  const parsed = prizeModeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'LOTT';
};
