import type { ContractsTable } from './tables.js';

/** A tier as stored: thresholds in minor units and members, the rate in basis points. */
export interface StoredTier {
  minValidBet: string;
  minActiveMembers: number;
  rateBp: number;
}

/** A team's figures of one period (money in minor units). */
export interface PeriodFigures {
  validBet: bigint;
  bet: bigint;
  win: bigint;
  activeMembers: number;
}

/** The highest tier the team reached (0 when it reached none). */
export const tierRate = (tiers: readonly StoredTier[], f: PeriodFigures): number =>
  tiers.reduce(
    (rate, t) =>
      f.validBet >= BigInt(t.minValidBet) && f.activeMembers >= t.minActiveMembers
        ? Math.max(rate, t.rateBp)
        : rate,
    0,
  );

/**
 * What a contract's rate applies to: a salary to the team's valid bets, a dividend to the team's net
 * loss (stakes minus wins) when the team lost, else nothing.
 */
export const baseOf = (kind: ContractsTable['kind'], f: PeriodFigures): bigint => {
  if (kind !== 'DIVIDEND') return f.validBet;
  const loss = f.bet - f.win;
  return loss > 0n ? loss : 0n;
};

export const grossOf = (base: bigint, effectiveRateBp: number): bigint =>
  (base * BigInt(effectiveRateBp)) / 10_000n;

/** One contract of a tree, with its team's figures for the period. */
export interface TreeNode {
  contractId: number;
  agentId: number;
  figures: PeriodFigures;
  tiers: readonly StoredTier[];
  children: TreeNode[];
}

export interface Allocation {
  contractId: number;
  agentId: number;
  figures: PeriodFigures;
  base: bigint;
  rateBp: number;
  effectiveRateBp: number;
  gross: bigint;
  /** What the upline allotted at most (null at the top). */
  ceiling: bigint | null;
  /** What the sub-agents' contracts got in all (their payouts and their own sub-agents'). */
  subShare: bigint;
  payout: bigint;
}

/**
 * The difference model over one contract tree and period (docs/decisions.md). Each contract's rate is
 * its tier's, never above its upline's effective rate; its gross is rate x base. What a contract may
 * hand out is its gross, within the ceiling its upline allotted. Its sub-agents want their own gross:
 * when all of it fits they get it, otherwise they share what there is in proportion to what they
 * want (a dividend's base is not additive: a sub-team may lose while the whole team wins). Each is
 * paid what it may hand out minus what its sub-agents got. So nobody is paid below zero, and the
 * whole tree is paid at most the top contract's gross.
 */
export const allocate = (
  kind: ContractsTable['kind'],
  node: TreeNode,
  upline: { effectiveRateBp: number; ceiling: bigint } | null = null,
): Allocation[] => {
  const rateBp = tierRate(node.tiers, node.figures);
  const effectiveRateBp = upline ? Math.min(rateBp, upline.effectiveRateBp) : rateBp;
  const base = baseOf(kind, node.figures);
  const gross = grossOf(base, effectiveRateBp);
  const ceiling = upline ? upline.ceiling : null;
  const available = ceiling === null || gross < ceiling ? gross : ceiling;
  const wants = node.children.map((child) => {
    const childRate = Math.min(tierRate(child.tiers, child.figures), effectiveRateBp);
    return grossOf(baseOf(kind, child.figures), childRate);
  });
  const wanted = wants.reduce((sum, w) => sum + w, 0n);
  const below: Allocation[] = [];
  node.children.forEach((child, i) => {
    const want = wants[i]!;
    const childCeiling = wanted <= available ? want : wanted === 0n ? 0n : (available * want) / wanted;
    below.push(...allocate(kind, child, { effectiveRateBp, ceiling: childCeiling }));
  });
  const direct = new Set(node.children.map((c) => c.contractId));
  const subShare = below
    .filter((a) => direct.has(a.contractId))
    .reduce((sum, a) => sum + a.payout + a.subShare, 0n);
  return [
    {
      contractId: node.contractId,
      agentId: node.agentId,
      figures: node.figures,
      base,
      rateBp,
      effectiveRateBp,
      gross,
      ceiling,
      subShare,
      payout: available - subShare,
    },
    ...below,
  ];
};
