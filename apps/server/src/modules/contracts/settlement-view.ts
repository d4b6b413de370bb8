import type { Settlement } from '@gp/contract/agent-contracts';
import { money } from '../wallet/money.js';
import { bpToRate } from './contract-rules.js';
import type { SettlementRow } from './contract-repository.js';

/** A settlement as the API shows it (rates in percent, money with two decimals). */
export const settlementView = (row: SettlementRow): Settlement => ({
  id: row.id,
  contractId: row.contract_id,
  kind: row.kind,
  agent: row.agent,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  validBet: money(BigInt(row.valid_bet)),
  profitLoss: money(BigInt(row.win) - BigInt(row.bet)),
  activeMembers: row.active_members,
  rate: bpToRate(row.rate_bp),
  effectiveRate: bpToRate(row.effective_rate_bp),
  subAgentsShare: money(BigInt(row.sub_share)),
  payout: money(BigInt(row.payout)),
  settledAt: row.settled_at,
});
