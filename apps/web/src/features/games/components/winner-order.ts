import { constants } from '@gp/contract/constants';
import { toMinor } from '@gp/contract/money';

interface Winner {
  winAmount: string;
}

const minorOf = (winner: Winner): bigint => {
  const parsed = toMinor(winner.winAmount);
  return parsed.ok ? parsed.minor : 0n;
};

/**
 * Spec 2.3 and 9: winners sorted by winAmount, largest first (compared as integer minor units, never as
 * floats); the first three are ranked, the rest scroll.
 */
export const orderWinners = <T extends Winner>(winners: readonly T[]): { ranked: T[]; rest: T[] } => {
  const sorted = [...winners].sort((a, b) => {
    const diff = minorOf(b) - minorOf(a);
    return diff > 0n ? 1 : diff < 0n ? -1 : 0;
  });
  return {
    ranked: sorted.slice(0, constants.winnerBoardRanked),
    rest: sorted.slice(constants.winnerBoardRanked),
  };
};
