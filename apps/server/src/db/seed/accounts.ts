export { hashPassword, verifyPassword } from '../../lib/password-hash.js';

export interface DemoAccount {
  account: string;
  nickname: string;
  /** Member type: 0 member, 1 agent, 4 trial (spec sections 3 and 6). */
  type: number;
  password: string;
}

/** Demo accounts, listed in the README. */
export const demoAccounts: DemoAccount[] = [
  { account: 'demo_member', nickname: 'Demo Member', type: 0, password: 'Demo1234!' },
  { account: 'demo_agent', nickname: 'Demo Agent', type: 1, password: 'Demo1234!' },
  { account: 'demo_trial', nickname: 'Demo Trial', type: 4, password: 'Trial1234!' },
  { account: 'demo_init', nickname: 'Demo Initial', type: 0, password: 'Init1234!' },
];

/** The demo merchant's default initial password ({key}, spec 9): logging in with it forces a change. */
export const demoInitialPassword = 'Init1234!';

/** The password of demo_agent's seeded team (modules/agent/seed-data.ts), as of the demo accounts. */
export const demoTeamPassword = 'Demo1234!';
