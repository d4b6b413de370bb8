import type { Generated } from 'kysely';
import type { SocialChannel } from '@gp/contract/social';

/** Social sign-in (issue 18, migration.ts). */

/** Which channels a merchant offers (credentials come from the environment); seeded, changed by the operator. */
export interface SocialChannelSettingsTable {
  merchant_code: string;
  channel: SocialChannel;
  /** 1: offered when the server has its credentials and SOCIALLOGIN3 is on. */
  enabled: number;
  /** Order of the buttons. */
  position: number;
}

/** A provider identity linked to a member: one per channel and member, one member per identity. */
export interface SocialIdentitiesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  channel: SocialChannel;
  /** The provider's stable subject (`sub`, or the account id of an OAuth 2.0 channel). */
  subject: string;
  email: string | null;
  linked_at: string;
  last_login_at: string | null;
}

/**
 * One sign-in flow, from the start to the ticket's use. Only hashes of the state, the browser's
 * binding cookie and the result ticket are stored; the PKCE verifier and nonce live ten minutes.
 */
export interface SocialFlowsTable {
  /** SHA-256 of the state sent to the provider. */
  id: string;
  merchant_code: string;
  channel: SocialChannel;
  /** 'login' from the login modal; 'link' from a logged-in member's security centre. */
  mode: 'login' | 'link';
  /** The member who started a link flow. */
  member_id: number | null;
  /** SHA-256 of the browser's binding cookie: the callback and the ticket must come from it. */
  browser_hash: string;
  ip: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: string;
  expires_at: string;
  /** The callback claimed the state (once). */
  callback_at: string | null;
  /** SHA-256 of the result ticket the callback handed to the web page. */
  ticket_hash: string | null;
  ticket_expires_at: string | null;
  subject: string | null;
  /** The provider's e-mail, only when it says the address is verified. */
  email: string | null;
  name: string | null;
  /** A login-mode ticket whose password link waits for the second factor: that member may confirm it. */
  proven_member_id: number | null;
  /** The ticket was used (a login, an account, a link). */
  consumed_at: string | null;
}

export interface SocialSignInTables {
  social_channel_settings: SocialChannelSettingsTable;
  social_identities: SocialIdentitiesTable;
  social_flows: SocialFlowsTable;
}
