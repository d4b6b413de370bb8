import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ResetCodeTables } from '../modules/member/reset-code-table.js';
import type { VendorWalletTables } from '../modules/vendor-wallets/tables.js';
import type { GameSearchTables } from '../modules/games/search-table.js';
import type { AgentTables } from '../modules/agent/tables.js';
import type { TeamFiguresTables } from '../modules/team-figures/tables.js';
import type { ContractTables } from '../modules/contracts/tables.js';
import type { PromotionTables } from '../modules/promotions/tables.js';
import type { RebateTables } from '../modules/rebate/tables.js';
import type { MyAccountTables } from '../modules/my-account/tables.js';
import type { SecondFactorTables } from '../modules/second-factor/tables.js';
import type { SocialSignInTables } from '../modules/social-sign-in/tables.js';
import type { LiveTableTables } from '../modules/vendors/demo/live/tables.js';
import type { SportsbookTables } from '../modules/vendors/demo/sports/tables.js';
import type { VipTables } from '../modules/vip/tables.js';
import type { SaferGamblingTables } from '../modules/safer-gambling/tables.js';
import type { LoginActivityTables } from '../modules/login-activity/tables.js';
import type { PointTables } from '../modules/points/tables.js';
import type { ReferralTables } from '../modules/referral/tables.js';
import type { MissionTables } from '../modules/missions/tables.js';
import type { RaffleTables } from '../modules/raffle/tables.js';
import type { InboxTables } from '../modules/inbox/tables.js';

/**
 * Table types for Kysely. Booleans are stored as integers 0/1 (portable across SQLite and PostgreSQL);
 * JSON documents as text; timestamps as ISO-8601 text.
 */
export interface MerchantsTable {
  code: string;
  name: string;
  maintenance: number;
  /** JSON of the contract's siteConfigSchema. */
  site_config: string;
  main_domain: string;
  gtag_id: string;
  /** JSON arrays of base URLs. */
  image_cdns: string;
  launch_game_cdns: string;
  register_minimum_age: number;
  register_terms_required: number;
  updated_at: string;
  /** argon2id hash of the default initial password ({key}, spec 9); null when none is set. */
  initial_password_hash: string | null;
}

export interface DomainRoutesTable {
  merchant_code: string;
  domain: string;
  purpose: 'WEB' | 'AGENT' | 'APP' | 'API';
  sort_order: number;
}

export interface WhitelabelNodesTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: '0' | '1';
  sort_order: number;
}

export interface RegisterFieldRulesTable {
  merchant_code: string;
  field_name: string;
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
}

export interface CustomerServiceEntriesTable {
  merchant_code: string;
  cs_type: string;
  /** Obfuscated path (contract customer-service.ts). */
  path: string;
  sort_order: number;
}

export interface ResourcesTable {
  merchant_code: string;
  resource_key: string;
  label_name_en: string;
  url: string;
}

export interface BannersTable {
  merchant_code: string;
  banner_key: string;
  group_name: string;
  title: string;
  /** Image path relative to an image CDN base. */
  image_url: string;
  linkage_type: string;
  linkage: string;
  sort_order: number;
}

/** Announcements (0008): player notices PL, popups PU (audience `execution` A, B or F), promotions PR. */
export interface AnnouncementsTable {
  merchant_code: string;
  announcement_key: string;
  type: string;
  execution: string | null;
  promotion_type: string | null;
  sort_order: number;
  /** ISO times bounding when it shows; null is open-ended. */
  starts_at: string | null;
  ends_at: string | null;
  updated_at: string;
}

/** One language of an announcement; `content` is HTML sanitized on save (lib/operator-html.ts). */
export interface AnnouncementTextsTable {
  merchant_code: string;
  announcement_key: string;
  language: string;
  title: string;
  content: string;
}

export interface HelpSectionsTable {
  merchant_code: string;
  language: string;
  anchor: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  sort_order: number;
}

export interface VendorsTable {
  merchant_code: string;
  code: string;
  /** Game type of the lane the vendor appears in (RNG, LIVE, ...); a vendor may appear in several. */
  category: string;
  name: string;
  is_game: string;
  game_classify: string | null;
  sort_order: number;
}

export interface GamesTable {
  node_id: string;
  merchant_code: string;
  vendor_code: string;
  game_code: string;
  game_category: string;
  game_type: string;
  is_game: string;
  title: string;
  display_name: string;
  icon_url: string;
  game_name: string;
  node_name: string;
  game_classify: string | null;
  /** JSON object language -> localized name, or null. */
  localized_names: string | null;
  sort_order: number;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  account: string;
  nickname: string;
  type: number;
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
  /** Set by the first-login action; null means firstTimeLogin. */
  first_login_done_at: string | null;
  password_changed_at: string | null;
  language: string | null;
  /** E.164 mobile number (unique per merchant), or null. */
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  /** The agent or member who brought this member in (recommender, affiliate or referral code). */
  upline_id: number | null;
  /** Affiliate / referral code others register with (unique per merchant), or null. */
  invite_code: string | null;
  payment_password_hash: string | null;
  /** JSON of the other registration fields (qqNum, line, birthday, registerUrl ...). */
  profile: string | null;
  /** 1 while the password is one handed out (the initial one), not chosen: the next login must change it. */
  must_change_password: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry (created_at + SESSION_MAX_HOURS). */
  expires_at: string;
  ip: string;
  /** 1: opened by a login that must change its password; only the change (and sign-out) is allowed. */
  must_change_password: Generated<number>;
  /** 0027: the browser that opened it (the security centre's active sessions). */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaptchasTable {
  id: string;
  /** HMAC-SHA-256 of the id and the lower-cased answer. */
  answer_hash: string;
  expires_at: string;
}

export interface SpentTokensTable {
  kind: string;
  token_hash: string;
  expires_at: string;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface CountryCodesTable {
  merchant_code: string;
  country_code: string;
  country_dialing_code: string;
  sort_order: number;
}

export interface SmsCodesTable {
  id: string;
  merchant_code: string;
  /** E.164 number the code was sent to. */
  phone: string;
  purpose: 'login' | 'register' | 'noLogin';
  salt: string;
  /** SHA-256 hex of salt, number, purpose and code; the code itself is never stored. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface DevOutboxTable {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** Issue 4: wallet, cashier and ledger. BIGINT money columns read as bigint on PostgreSQL and as
 * number on SQLite: money is read through `cast(... as text)` (modules/wallet/money-sql.ts). */
type Money = bigint | number | string;

export interface WalletSettingsTable {
  merchant_code: string;
  is_single: number;
  currency: string;
  currency_symbol: string;
  withdraw_min: Money;
  withdraw_max: Money;
  /** JSON of the consolidated contract flags (dailysalreqtype ...). */
  consolidated: string;
}

export interface WalletVendorsTable {
  merchant_code: string;
  vendor_code: string;
  name: string;
  sort_order: number;
}

export interface DepositChannelsTable {
  merchant_code: string;
  code: string;
  name: string;
  kind: 'manual' | 'instant';
  min_amount: Money;
  max_amount: Money;
  instructions: string | null;
  sort_order: number;
  /** 1: offered and accepted; 0: switched off by the operator (migration 0011). */
  enabled: Generated<number>;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  member_id: number | null;
  kind:
    | 'MAIN'
    | 'VENDOR'
    | 'CLEARING'
    | 'WITHDRAW_HOLD'
    | 'HOUSE'
    | 'PLAY'
    | 'PLAY_BANK'
    | 'COMMISSION'
    | 'PROMOTION';
  vendor_code: string | null;
  allow_negative: number;
  balance: Generated<Money>;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  type: string;
  reference: string | null;
  reverses_entry_id: number | null;
  created_at: string;
}

export interface PostingsTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount: Money;
  balance_after: Money;
}

export interface IdempotencyKeysTable {
  member_id: number;
  idem_key: string;
  request_hash: string;
  response: string;
  created_at: string;
}

export interface BankAccountsTable {
  id: Generated<number>;
  member_id: number;
  account_name: string;
  account_number: string;
  bank_name: string;
  created_at: string;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  channel_code: string;
  amount: Money;
  reference: string | null;
  status: 'pending' | 'approved' | 'rejected';
  entry_id: number | null;
  created_at: string;
  decided_at: string | null;
}

export interface WithdrawOrdersTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  bank_account_id: number;
  amount: Money;
  status: 'in_process' | 'approved' | 'rejected';
  hold_entry_id: number;
  final_entry_id: number | null;
  created_at: string;
  decided_at: string | null;
  receipt_status: 'received' | 'partly_received' | 'not_received' | null;
  received_amount: Money | null;
  receipt_at: string | null;
}

export interface WithdrawReceiptProofsTable {
  id: Generated<number>;
  withdraw_id: number;
  mime: string;
  size: number;
  data: Uint8Array;
  created_at: string;
}

/** Issue 5: game lists (migration 0005). */
export interface FavouriteGamesTable {
  member_id: number;
  node_id: string;
  created_at: string;
}

export interface RecentGamesTable {
  member_id: number;
  node_id: string;
  /** Latest launch of this game by this member. */
  played_at: string;
}

/** The operator's hot games, ranked (1 = first). */
export interface HotGamesTable {
  merchant_code: string;
  node_id: string;
  hot_rank: number;
}

/** Issue 5: game launch, seamless-wallet protocol, bet records, demo vendor (migration 0006). */
export interface GameLaunchesTable {
  /** The launch token's id; the vendor's session call consumes it once (used_at). */
  jti: string;
  merchant_code: string;
  /** Vendor integration the token was issued to (the protocol caller, e.g. DEMO). */
  integration: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VendorTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  integration: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback' | 'resettle';
  member_id: number;
  round_id: string;
  ref_transaction_id: string | null;
  amount: Money;
  entry_id: number | null;
  /** rolled_back: a debit later rolled back; not_found: a rollback of an unknown id; cancelled: that id */
  status: 'ok' | 'rolled_back' | 'not_found' | 'cancelled';
  request_hash: string;
  /** JSON of the first answer, replayed to duplicates. */
  response: string;
  created_at: string;
}

export interface GameRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  integration: string;
  round_id: string;
  member_id: number;
  node_id: string;
  bet: Money;
  win: Money;
  status: 'open' | 'settled' | 'rolled_back';
  created_at: string;
  settled_at: string | null;
  /** 0014: 'free' rounds move play money (PLAY <-> SYS:PLAY_BANK) and write no bet record. */
  mode: Generated<'real' | 'free'>;
}

export interface BetRecordsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  vendor_code: string;
  node_id: string;
  game_name: string;
  game_type: string;
  round_id: string;
  bet_minor: Money;
  win_minor: Money;
  valid_bet_minor: Money;
  created_at: string;
  status: 'settled';
}

export interface DemoVendorSessionsTable {
  token_hash: string;
  launch_jti: string;
  merchant_code: string;
  member_id: number;
  player_name: string;
  node_id: string;
  game_name: string;
  vendor_code: string;
  game_type: string;
  language: string;
  mode: 'real' | 'free';
  currency: string;
  /** Free mode: the session's play money (minor units); 0 in real mode (the platform holds the money). */
  play_balance: Money;
  created_at: string;
  expires_at: string;
}

export interface DemoVendorRoundsTable {
  round_id: string;
  session_hash: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  bet: Money;
  win: Money;
  outcome: string | null;
  status: 'open' | 'debited' | 'settled' | 'refused' | 'credit_pending';
  created_at: string;
}

// Number lottery (migration 0007, modules/lottery)
export interface LotteryGamesTable {
  merchant_code: string;
  node_id: string;
  interval_seconds: number;
  close_seconds: number;
  digits: number;
  group_code: string;
  enabled: number;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  merchant_code: string;
  node_id: string;
  draw_no: number;
  draw_at: string;
  close_at: string;
  status: 'pending' | 'drawn' | 'settled';
  result: string | null;
  ticket_count: number;
  opened_at: string | null;
  opened_by: string | null;
  settled_at: string | null;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  ticket_id: string;
  merchant_code: string;
  member_id: number;
  node_id: string;
  draw_id: number;
  bet_type: string;
  numbers: string;
  stake: Money;
  total: Money;
  win: Money | null;
  mode: 'real' | 'free';
  status: 'pending' | 'placed' | 'won' | 'lost' | 'cancelled';
  idem_key: string;
  request_hash: string;
  created_at: string;
  settled_at: string | null;
}

export interface LotteryPlayWalletsTable {
  member_id: number;
  balance: Money;
}
// end of number lottery

/** Modules that own their tables' types compose them here. */
export interface DatabaseSchema
  extends
    ResetCodeTables,
    VendorWalletTables,
    GameSearchTables,
    AgentTables,
    TeamFiguresTables,
    ContractTables,
    PromotionTables,
    RebateTables,
    VipTables,
    SaferGamblingTables,
    LoginActivityTables,
    SecondFactorTables,
    MyAccountTables,
    SocialSignInTables,
    LiveTableTables,
    SportsbookTables,
    PointTables,
    ReferralTables,
    MissionTables,
    RaffleTables,
    InboxTables {
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_play_wallets: LotteryPlayWalletsTable;
  game_launches: GameLaunchesTable;
  vendor_transactions: VendorTransactionsTable;
  game_rounds: GameRoundsTable;
  bet_records: BetRecordsTable;
  demo_vendor_sessions: DemoVendorSessionsTable;
  demo_vendor_rounds: DemoVendorRoundsTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  hot_games: HotGamesTable;
  wallet_settings: WalletSettingsTable;
  wallet_vendors: WalletVendorsTable;
  deposit_channels: DepositChannelsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  bank_accounts: BankAccountsTable;
  deposit_orders: DepositOrdersTable;
  withdraw_orders: WithdrawOrdersTable;
  withdraw_receipt_proofs: WithdrawReceiptProofsTable;
  merchants: MerchantsTable;
  domain_routes: DomainRoutesTable;
  whitelabel_nodes: WhitelabelNodesTable;
  register_field_rules: RegisterFieldRulesTable;
  customer_service_entries: CustomerServiceEntriesTable;
  resources: ResourcesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  announcement_texts: AnnouncementTextsTable;
  help_sections: HelpSectionsTable;
  vendors: VendorsTable;
  games: GamesTable;
  members: MembersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  spent_tokens: SpentTokensTable;
  server_keys: ServerKeysTable;
  country_codes: CountryCodesTable;
  sms_codes: SmsCodesTable;
  dev_outbox: DevOutboxTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type GameInsert = Insertable<GamesTable>;
export type MemberRow = Selectable<MembersTable>;
