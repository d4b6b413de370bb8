/** Forgot by e-mail (0012): the member's one reset code; a new request overwrites the row. */
export interface PasswordResetCodesTable {
  member_id: number;
  /** Random id of this code: a use consumes exactly the code it checked, not a newer one. */
  id: string;
  salt: string;
  /** SHA-256 hex of salt, member id and the normalized code; the code itself is never stored. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** The member module's tables, composed into DatabaseSchema (db/schema.ts). */
export interface ResetCodeTables {
  password_reset_codes: PasswordResetCodesTable;
}
