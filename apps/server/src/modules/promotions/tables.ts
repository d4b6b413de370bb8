import type { PromotionKind } from '@gp/contract/promotions';
import type { Generated } from 'kysely';

type Money = bigint | number | string;

/** A promotion category (the tabs of /promotions after "All"); `names` is JSON { EN: "...", ... }. */
export interface PromotionCategoriesTable {
  merchant_code: string;
  code: string;
  names: string;
  sort_order: number;
}

/**
 * An operator's promotion (migration.ts). `terms` is JSON of PromotionTerms (promotion-rules.ts):
 * the bonus (percent and cap, or a set amount), who may take it and the turnover it asks. Schedule
 * times are UTC ISO strings; `closed_at` ends it early.
 */
export interface PromotionsTable {
  id: Generated<number>;
  merchant_code: string;
  promotion_key: string;
  category_code: string;
  kind: PromotionKind;
  image_url: string | null;
  terms: string;
  sort_order: number;
  starts_at: string | null;
  ends_at: string | null;
  closed_at: string | null;
  updated_at: string;
}

/** One language of a promotion: its title and terms (HTML sanitized on save). */
export interface PromotionTextsTable {
  promotion_id: number;
  language: string;
  title: string;
  terms_html: string;
}

/**
 * A member's part in one promotion, at most one row per (promotion, member): JOINED, APPLYING,
 * REJECTED, or ISSUED (a bonus paid: claimed by the member or issued by the operator).
 */
export interface PromotionEntriesTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  status: 'JOINED' | 'APPLYING' | 'REJECTED' | 'ISSUED';
  joined_at: string;
  decided_at: string | null;
  /** The deposit order a deposit match paid on. */
  deposit_order_id: number | null;
  reason: string | null;
}

/**
 * A bonus paid into a member's main wallet (journal entry `grant_entry_id`), with its turnover
 * requirement in minor units. Turnover counts from the bet records settled since `granted_at`, so it is
 * never stored twice; `turnover_done` is the figure frozen when the bonus ended. At most one ACTIVE
 * bonus per member (partial unique index).
 */
export interface BonusesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  promotion_id: number | null;
  entry_id: number | null;
  title: string;
  amount: Money;
  turnover_required: Money;
  turnover_done: Money;
  /** JSON { RNG: 100, LIVE: 10, ... }: the percent of each game type's valid bets that counts. */
  contributions: string;
  status: 'ACTIVE' | 'COMPLETED' | 'FORFEITED' | 'EXPIRED';
  /** FORFEIT: an expired bonus is taken back; RELEASE: its requirement is dropped. */
  on_expiry: 'FORFEIT' | 'RELEASE';
  granted_at: string;
  expires_at: string | null;
  ended_at: string | null;
  grant_entry_id: number;
  take_back_entry_id: number | null;
  taken_back: Money | null;
  reason: string | null;
}

/** A cashback paid: the net loss of one business period of one entry, and its bonus. */
export interface CashbackClaimsTable {
  id: Generated<number>;
  entry_id: number;
  period_start: string;
  net_loss: Money;
  bonus_id: number;
  claimed_at: string;
}

export interface PromotionTables {
  cashback_claims: CashbackClaimsTable;
  promotion_categories: PromotionCategoriesTable;
  promotions: PromotionsTable;
  promotion_texts: PromotionTextsTable;
  promotion_entries: PromotionEntriesTable;
  bonuses: BonusesTable;
}
