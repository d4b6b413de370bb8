import type { Generated } from 'kysely';

type Money = bigint | number | string;

/**
 * An agent contract (migration.ts): offered by an upline agent (null: the operator) to `agent_id`,
 * signed, rejected or terminated. `tiers` is JSON of StoredTier[]; rates are basis points (1.25 % =
 * 125). At most one SIGNED and one OFFERED contract per agent and kind (partial unique indexes).
 */
export interface ContractsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
  period: 'D' | 'W' | 'H' | 'M' | 'h' | 'R';
  upline_id: number | null;
  agent_id: number;
  tiers: string;
  /** The highest tier's rate, for the cap checks. */
  max_rate_bp: number;
  status: 'OFFERED' | 'SIGNED' | 'REJECTED' | 'TERMINATED';
  offered_at: string;
  signed_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
}

/**
 * One settled period of one contract, with every input of its payout (settlement.ts): the team's
 * figures, the tier's rate and the rate after the upline's cap, the gross, the ceiling its upline
 * allotted (null at the top of a tree), what its sub-agents got, and the payout (gross within the
 * ceiling, minus the sub-agents' part). `entry_id`: the journal entry that paid it (null for 0).
 */
export interface ContractSettlementsTable {
  id: Generated<number>;
  merchant_code: string;
  contract_id: number;
  agent_id: number;
  kind: ContractsTable['kind'];
  period_start: string;
  period_end: string;
  valid_bet: Money;
  bet: Money;
  win: Money;
  active_members: number;
  base: Money;
  rate_bp: number;
  effective_rate_bp: number;
  gross: Money;
  ceiling: Money | null;
  sub_share: Money;
  payout: Money;
  entry_id: number | null;
  settled_at: string;
}

export interface ContractTables {
  contracts: ContractsTable;
  contract_settlements: ContractSettlementsTable;
}
