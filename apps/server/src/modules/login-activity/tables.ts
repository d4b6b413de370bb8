import type { LoginResult } from '@gp/contract/login-activity';
import type { Generated } from 'kysely';

/**
 * One login attempt on a known account (migration.ts): when, from where (IP, its country from the
 * GeoIP database), with what (the browser's user agent) and how it ended. Attempts on accounts that
 * do not exist are not recorded (they belong to no one); the login throttle counts those.
 */
export interface LoginEventsTable {
  id: Generated<number>;
  member_id: number;
  at: string;
  ip: string;
  country: string | null;
  user_agent: string | null;
  result: LoginResult;
}

/**
 * success; wrong password or code; refused by the lock or the account's type (blocked); time-out or
 * self-exclusion; second factor asked; second factor failed.
 */
export type { LoginResult } from '@gp/contract/login-activity';

export interface LoginActivityTables {
  login_events: LoginEventsTable;
}
