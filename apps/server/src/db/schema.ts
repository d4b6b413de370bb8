import type { Generated, Insertable, Selectable } from 'kysely';

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
  /** 1 after a temporary password was e-mailed: the next login must change it. */
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
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  member_id: number | null;
  kind: 'MAIN' | 'VENDOR' | 'CLEARING' | 'WITHDRAW_HOLD' | 'HOUSE';
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

export interface DatabaseSchema {
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
