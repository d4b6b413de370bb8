import type { Generated } from 'kysely';

/** My account (issue 18, migration.ts). */

/** The merchant's choice for one personal field; a field without a row keeps the built-in default. */
export interface ProfileFieldSettingsTable {
  merchant_code: string;
  field: string;
  shown: number;
  required: number;
  lock_once_set: number;
  sort_order: number;
}

/** Who changed which personal field when; the values themselves are not kept here. */
export interface ProfileChangesTable {
  id: Generated<number>;
  member_id: number;
  field: string;
  actor: 'member' | 'operator';
  at: string;
}

/**
 * A code sent to a member: to a new mobile or e-mail being bound (`contact_sms`, `contact_email`), or
 * to the bound one for a payment password reset (`paypw_reset`). One live code per member and
 * purpose; a new send replaces it. Only its salted hash is stored.
 */
export interface MemberCodesTable {
  member_id: number;
  purpose: 'contact_sms' | 'contact_email' | 'paypw_reset';
  channel: 'sms' | 'email';
  /** Where the code went: the E.164 number or the e-mail address. */
  target: string;
  salt: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface MyAccountTables {
  profile_field_settings: ProfileFieldSettingsTable;
  profile_changes: ProfileChangesTable;
  member_codes: MemberCodesTable;
}
