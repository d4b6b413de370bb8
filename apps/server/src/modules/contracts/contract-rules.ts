import type { Contract, ContractKind, ContractTier } from '@gp/contract/agent-contracts';
import type { ContractRow } from './contract-repository.js';
import type { StoredTier } from './settlement-math.js';

/** "1.25" (percent) -> 125 basis points. */
export const rateToBp = (rate: string): number => Math.round(Number(rate) * 100);
/** 125 -> "1.25". */
export const bpToRate = (bp: number): string => (bp / 100).toFixed(2).replace(/\.?0+$/, '') || '0';

/** Money text of the API ("1000.5") -> minor units text ("100050"). */
const minorText = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return (BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2))).toString();
};
const amountText = (minor: string) => {
  const value = BigInt(minor);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
};

export const storeTiers = (tiers: readonly ContractTier[]): StoredTier[] =>
  tiers.map((t) => ({
    minValidBet: minorText(t.minValidBet),
    minActiveMembers: t.minActiveMembers,
    rateBp: rateToBp(t.rate),
  }));

export const readTiers = (json: string): StoredTier[] => JSON.parse(json) as StoredTier[];

export const maxRateBp = (tiers: readonly StoredTier[]) => Math.max(...tiers.map((t) => t.rateBp));

export const contractView = (row: ContractRow): Contract => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  upline: row.upline ?? null,
  agent: row.agent,
  tiers: readTiers(row.tiers).map((t) => ({
    minValidBet: amountText(t.minValidBet),
    minActiveMembers: t.minActiveMembers,
    rate: bpToRate(t.rateBp),
  })),
  status: row.status,
  offeredAt: row.offered_at,
  signedAt: row.signed_at,
  endedAt: row.ended_at,
  endReason: (row.end_reason as Contract['endReason']) ?? null,
});

/** The consolidated flag (spec 3) that enables each kind for the merchant. */
export const kindFlag: Record<ContractKind, string> = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreqtype',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
};

/** The journal entry type that pays a kind. */
export const entryTypeOf = (kind: ContractKind): 'CONTRACT_DIVIDEND' | 'CONTRACT_SALARY' =>
  kind === 'DIVIDEND' ? 'CONTRACT_DIVIDEND' : 'CONTRACT_SALARY';
