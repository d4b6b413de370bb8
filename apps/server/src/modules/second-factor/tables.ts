import type { Generated } from 'kysely';

/** The second factor of login (issue 18, migration.ts). */

/** IPs a member has logged in from: a login from any other asks for the second factor. */
export interface KnownLoginIpsTable {
  member_id: number;
  ip: string;
  first_at: string;
  last_at: string;
}

/**
 * A login waiting for its second factor: the password (or SMS code) was right. The ticket itself is
 * never stored, only its SHA-256 (`id`). A code sent by SMS or e-mail is kept as a salted hash.
 */
export interface LoginChallengesTable {
  id: string;
  member_id: number;
  ip: string;
  portal: 'player' | 'agent';
  /** How the credentials were proven; 'social': a linked channel (issue 18). */
  login_type: 'username' | 'sms' | 'social';
  user_agent: string | null;
  created_at: string;
  expires_at: string;
  /** Wrong answers so far; counted before each answer is checked. */
  attempts: number;
  code_channel: 'sms' | 'email' | null;
  code_salt: string | null;
  code_hash: string | null;
  code_sent_at: string | null;
  code_expires_at: string | null;
  consumed_at: string | null;
}

/** The member's authenticator app (RFC 6238): on once a first code confirmed it. */
export interface TotpAuthenticatorsTable {
  member_id: number;
  /** The shared secret, sealed with AES-256-GCM under the server's authenticator key. */
  secret_sealed: string;
  created_at: string;
  enabled_at: string | null;
  /** The last time step a code was accepted for: each code is used once. */
  last_step: number;
}

/** Ten single-use codes for when the authenticator is lost; only salted hashes are stored. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  salt: string;
  code_hash: string;
  used_at: string | null;
}

/** A browser the member chose to trust for 30 days at the second factor. */
export interface TrustedDevicesTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface SecondFactorTables {
  known_login_ips: KnownLoginIpsTable;
  login_challenges: LoginChallengesTable;
  totp_authenticators: TotpAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  trusted_devices: TrustedDevicesTable;
}
