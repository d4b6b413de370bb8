import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { demoAccounts } from './db/seed/accounts.js';
import { verifyPassword } from './lib/password-hash.js';
import { lotteryIntegration } from './modules/lottery/lottery-adapter.js';
import { demoIntegration } from './modules/vendors/demo/demo-adapter.js';
import { vendorSecretSettings } from './modules/vendors/vendor-secrets.js';

/**
 * What a production start refuses (issue 13, defect 3): `npm start` stays the one-command demo, but
 * with NODE_ENV=production nothing of the demo may be live on a public address. Each problem names
 * the setting to change; buildApp throws StartRefusedError with all of them.
 */
export class StartRefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StartRefusedError';
  }
}

/** A secret setting: the environment variable's name and its value (undefined when unset). */
export type SecretSetting = readonly [name: string, value: string | undefined];

/** Words that mark a value copied from documentation or left as a placeholder. */
const placeholderWords = /example|change[-_ ]?me|changeit|placeholder|replace|secret|password|default/i;

/** The longest run of characters whose codes go up (or down) by one: abcdef, 123456, 987654. */
const longestSequence = (value: string): number => {
  let longest = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < value.length; i += 1) {
    const step = value.charCodeAt(i) - value.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    longest = Math.max(longest, up, down);
  }
  return longest;
};

export const minSecretLength = 32;

/**
 * Secrets must be set explicitly in production (a generated one lives only in one database and is
 * lost with it), at least 32 characters, and not obviously weak: a placeholder word, few distinct
 * characters (aaaa..., abab...), or a long keyboard sequence. One function over a list so that other
 * secrets (per-integration vendor secrets) join by adding their (name, value) pairs.
 */
export const weakSecretProblems = (secrets: readonly SecretSetting[]): string[] => {
  const problems: string[] = [];
  const advice = `set a random value of at least ${minSecretLength} characters (e.g. openssl rand -base64 48)`;
  for (const [name, value] of secrets) {
    if (value === undefined || value.trim() === '') {
      problems.push(`${name}: must be set in production; ${advice}`);
    } else if (value.length < minSecretLength) {
      problems.push(`${name}: too short; ${advice}`);
    } else if (
      placeholderWords.test(value) ||
      new Set(value).size < 12 ||
      longestSequence(value.toLowerCase()) >= 6
    ) {
      problems.push(`${name}: looks like an example or a weak value; ${advice}`);
    }
  }
  return problems;
};

/** Problems of the environment alone (checked before the database is opened). */
export const productionConfigProblems = (config: AppConfig): string[] => {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  if (config.seedDemo) {
    problems.push(
      'SEED_DEMO: the demo seed (demo accounts with published passwords, the instant DEMO deposit ' +
        'channel) must not run in production; set SEED_DEMO=false or leave it unset',
    );
  }
  if (config.verification.smsProvider === 'outbox') {
    problems.push(
      'SMS_PROVIDER: outbox keeps codes in a table instead of sending them; set SMS_PROVIDER=http ' +
        '(with SMS_HTTP_URL) or SMS_PROVIDER=disabled',
    );
  }
  if (config.mail.smtpUrl === undefined) {
    problems.push(
      'SMTP_URL: without it no e-mail leaves the server (forgot-password codes); set SMTP_URL=smtp://...',
    );
  }
  problems.push(
    ...weakSecretProblems([
      ['CHALLENGE_HMAC_KEY', config.auth.challengeHmacKey],
      // In production no vendor key is generated either: each lives outside the database.
      ...vendorSecretSettings(config.vendors, [demoIntegration, lotteryIntegration]).map(
        (setting): SecretSetting => [setting.name, setting.value],
      ),
    ]),
  );
  return problems;
};

/**
 * Problems of the merchant's data, checked after migrations: an enabled instant deposit channel
 * credits a wallet without any payment (the demo's DEMO channel); a demo account whose password is
 * still the one the README publishes (the operator's seed creates them).
 */
export const productionDatabaseProblems = async (db: Db, merchantCode: string): Promise<string[]> => {
  const members = await db
    .selectFrom('members')
    .select(['account', 'password_hash'])
    .where('merchant_code', '=', merchantCode)
    .where(
      'account',
      'in',
      demoAccounts.map((a) => a.account),
    )
    .execute();
  const published = [];
  for (const demo of demoAccounts) {
    const row = members.find((m) => m.account === demo.account);
    if (row && (await verifyPassword(row.password_hash, demo.password))) published.push(demo.account);
  }
  const accountProblems =
    published.length === 0
      ? []
      : [
          `demo account(s) ${published.join(', ')} of merchant ${merchantCode} still have the password ` +
            'the README publishes; lock them: npm run operator -- demo-accounts lock',
        ];
  const instant = await db
    .selectFrom('deposit_channels')
    .select('code')
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', 'instant')
    .where('enabled', '=', 1)
    .orderBy('code')
    .execute();
  return [
    ...accountProblems,
    ...instant.map(
      ({ code }) =>
        `deposit channel ${code} of merchant ${merchantCode} is instant (credits without any payment) and ` +
        `enabled; switch it off: npm run operator -- deposit-channel disable ${code}`,
    ),
  ];
};

/** The one line every start logs: mode, database kind, Redis and seed on or off (never a secret). */
export const startSummary = (config: AppConfig) => ({
  mode: config.nodeEnv,
  database: config.database.dialect,
  redis: config.redisUrl ? 'on' : 'off',
  seedDemo: config.seedDemo ? 'on' : 'off',
  smsProvider: config.verification.smsProvider,
  trustProxy: config.trustProxy === false ? 'off' : config.trustProxy.join(','),
  merchant: config.merchantCode,
});

/** Throws StartRefusedError when the environment is not fit for production (no-op outside it). */
export const refuseUnsafeProductionConfig = (config: AppConfig): void => {
  const problems = productionConfigProblems(config);
  if (problems.length > 0) throw new StartRefusedError(problems);
};

/** Throws StartRefusedError when the merchant's data still has the demo's shortcuts in production. */
export const refuseUnsafeProductionData = async (db: Db, config: AppConfig): Promise<void> => {
  if (config.nodeEnv !== 'production') return;
  const problems = await productionDatabaseProblems(db, config.merchantCode);
  if (problems.length > 0) throw new StartRefusedError(problems);
};
