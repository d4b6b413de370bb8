import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP parameters (ARCHITECTURE: m >= 19 MiB, t = 2, p = 1). */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);

export interface DemoAccount {
  account: string;
  nickname: string;
  /** Member type: 0 member, 1 agent, 4 trial (spec sections 3 and 6). */
  type: number;
  password: string;
}

/** Demo accounts, listed in apps/server/ENVIRONMENT.md. */
export const demoAccounts: DemoAccount[] = [
  { account: 'demo_member', nickname: 'Demo Member', type: 0, password: 'Demo1234!' },
  { account: 'demo_agent', nickname: 'Demo Agent', type: 1, password: 'Demo1234!' },
  { account: 'demo_trial', nickname: 'Demo Trial', type: 4, password: 'Trial1234!' },
];
