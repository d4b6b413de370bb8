import type { VipRewardKind } from '@gp/contract/vip';

/** One level of the ladder as the rules read it (minor units). */
export interface LadderLevel {
  level: number;
  minValidBet: bigint;
  minDeposit: bigint;
  levelUpBonus: bigint;
  monthlyBonus: bigint;
  /** The turnover multiple of its bonuses, times 100. */
  turnoverX100: number;
}

/** A reward due now: what one claim of its kind pays, and the slots it fills. */
export interface DueReward {
  kind: VipRewardKind;
  levels: number[];
  amount: bigint;
  turnoverRequired: bigint;
  slots: { slot: string; level: number; amount: bigint }[];
}

/**
 * The level reached (docs/decisions.md "VIP"): climbing the ladder from the bottom while both
 * thresholds are met, so a misordered ladder never skips a level the member has not reached.
 */
export const levelReached = (ladder: readonly LadderLevel[], validBet: bigint, deposit: bigint): number => {
  let reached = 0;
  for (const step of [...ladder].sort((a, b) => a.level - b.level)) {
    if (validBet < step.minValidBet || deposit < step.minDeposit) break;
    reached = step.level;
  }
  return reached;
};

const turnoverOf = (step: LadderLevel, amount: bigint) => (amount * BigInt(step.turnoverX100)) / 100n;

export const levelUpSlot = (level: number) => `L${level}`;
export const monthlySlot = (monthStart: string) => `M${monthStart}`;

/**
 * What the member may claim at `level`: the level-up bonuses of every level reached and not paid
 * (one claim pays them together), and the monthly bonus of its level once per business month.
 */
export const dueRewards = (
  ladder: readonly LadderLevel[],
  level: number,
  paidSlots: ReadonlySet<string>,
  monthStart: string,
): DueReward[] => {
  const due: DueReward[] = [];
  const levelUps = ladder
    .filter((s) => s.level > 0 && s.level <= level && s.levelUpBonus > 0n)
    .filter((s) => !paidSlots.has(levelUpSlot(s.level)))
    .sort((a, b) => a.level - b.level);
  if (levelUps.length > 0) {
    due.push({
      kind: 'LEVEL_UP',
      levels: levelUps.map((s) => s.level),
      amount: levelUps.reduce((sum, s) => sum + s.levelUpBonus, 0n),
      turnoverRequired: levelUps.reduce((sum, s) => sum + turnoverOf(s, s.levelUpBonus), 0n),
      slots: levelUps.map((s) => ({ slot: levelUpSlot(s.level), level: s.level, amount: s.levelUpBonus })),
    });
  }
  const current = ladder.find((s) => s.level === level);
  if (current && level > 0 && current.monthlyBonus > 0n && !paidSlots.has(monthlySlot(monthStart))) {
    due.push({
      kind: 'MONTHLY',
      levels: [level],
      amount: current.monthlyBonus,
      turnoverRequired: turnoverOf(current, current.monthlyBonus),
      slots: [{ slot: monthlySlot(monthStart), level, amount: current.monthlyBonus }],
    });
  }
  return due;
};
