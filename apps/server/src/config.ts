import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxySetting } from './config-trust-proxy.js';
import { socialConfigOf, socialEnvShape, type SocialConfig } from './config-social.js';

/** Repository root, resolved from this file (src/ or dist/ of apps/server), never from the cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string; schema?: string };

const parseDatabaseUrl = (raw: string | undefined, ctx: z.RefinementCtx): DatabaseTarget => {
  if (raw === undefined || raw === '') {
    return { dialect: 'sqlite', filename: path.join(repoRoot, 'data', 'platform.db') };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) return { dialect: 'postgres', connectionString: raw };
  const match = /^(sqlite|file):(.+)$/.exec(raw);
  if (match?.[2]) {
    const file = match[2].replace(/^\/\/(?=\/)/, '');
    if (file === ':memory:') return { dialect: 'sqlite', filename: ':memory:' };
    return { dialect: 'sqlite', filename: path.isAbsolute(file) ? file : path.resolve(repoRoot, file) };
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be sqlite:<path>, file:<path>, postgres://... or postgresql://...',
  });
  return z.NEVER;
};

const countryList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const codes = (raw ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => c !== '');
    const bad = codes.filter((c) => !/^[A-Z]{2}$/.test(c));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not ISO 3166-1 alpha-2 codes: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return codes;
  });

const intList = (fallback: number[]) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const parts = raw.split(',').map((p) => p.trim());
      if (parts.some((p) => !/^\d{1,6}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of non-negative integers' });
        return z.NEVER;
      }
      return parts.map(Number);
    });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const optionalUrl = optionalText.refine(
  (v) => v === undefined || /^https?:\/\/\S+$/.test(v),
  'must be an http:// or https:// URL',
);

/**
 * VENDOR_SECRETS: `INTEGRATION:secret` pairs separated by commas (names upper-cased). Each secret is
 * at least 32 characters (no commas) and belongs to one integration only. Messages never echo a secret.
 */
const vendorSecretList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const secrets: Record<string, string> = {};
    const entries = (raw ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    for (const [index, entry] of entries.entries()) {
      const colon = entry.indexOf(':');
      const name = entry.slice(0, Math.max(colon, 0)).trim().toUpperCase();
      const secret = entry.slice(colon + 1).trim();
      if (colon < 1 || !/^[A-Z][A-Z0-9_]{0,31}$/.test(name)) {
        return fail(`entry ${index + 1} must be INTEGRATION:secret (integration: letters, digits, _)`);
      }
      if (secret.length < 32) return fail(`the secret of ${name} must be at least 32 characters`);
      if (name in secrets) return fail(`${name} is named twice`);
      const sharing = Object.keys(secrets).find((other) => secrets[other] === secret);
      if (sharing) return fail(`${sharing} and ${name} share a secret: each integration needs its own`);
      secrets[name] = secret;
    }
    return secrets;
  });

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().optional().transform(parseDatabaseUrl),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
    .default('gp:'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: on outside production, off in production (where an explicit true is refused at start).
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  // Unset: follows SEED_DEMO. The demo member's activity (deposits, rounds, a withdrawal, tickets).
  SEED_DEMO_ACTIVITY: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (parsed === false || Array.isArray(parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  BLOCKED_COUNTRIES: countryList,
  WEB_DIST: z
    .string()
    .optional()
    .transform((v) => (v ? path.resolve(repoRoot, v) : path.join(repoRoot, 'apps', 'web', 'dist'))),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/, 'must be 1-32 upper-case letters, digits or _')
    .default('DEMO'),
  SESSION_IDLE_MINUTES: positiveInt(30, 7 * 24 * 60),
  SESSION_MAX_HOURS: positiveInt(12, 24 * 90),
  AGENT_TYPES: intList([1, 2, 41, 42]),
  TRIAL_TYPES: intList([4]),
  LOGIN_TYPES: intList([0, 1, 2, 4, 41, 42]),
  LOGIN_CAPTCHA_AFTER: positiveInt(3, 1000),
  LOGIN_MAX_FAILURES: positiveInt(10, 10_000),
  LOGIN_MAX_FAILURES_IP: positiveInt(20, 100_000),
  LOGIN_LOCK_MINUTES: positiveInt(5, 24 * 60),
  PASSWORD_MAX_AGE_DAYS: positiveInt(90, 3650),
  CHALLENGE_HMAC_KEY: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  CHALLENGE_MAX_NUMBER: positiveInt(50_000, 10_000_000),
  // Issue 18: seals authenticator-app secrets; unset, a key generated once is kept in the database
  TOTP_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  FREEPLAY_PER_IP_PER_HOUR: positiveInt(20, 100_000),
  SMS_PROVIDER: z.enum(['outbox', 'http', 'disabled']).optional(),
  SMS_HTTP_URL: optionalUrl,
  SMS_HTTP_TOKEN: optionalText,
  SMS_CODE_EXPIRY_MINUTES: positiveInt(1, 60),
  SMS_CODE_MAX_ATTEMPTS: positiveInt(5, 100),
  SMS_MAX_PER_NUMBER_PER_HOUR: positiveInt(5, 1000),
  SMS_MAX_PER_IP_PER_HOUR: positiveInt(30, 100_000),
  PHONE_VERIFY_JWKS_URL: optionalUrl,
  PHONE_VERIFY_ISSUER: optionalText,
  PHONE_VERIFY_AUDIENCE: optionalText,
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().min(3).default('Luxe Lobby <no-reply@localhost>'),
  REGISTER_PER_IP_PER_HOUR: positiveInt(20, 100_000),
  FORGOT_PASSWORD_PER_IP_PER_HOUR: positiveInt(10, 100_000),
  FORGOT_PASSWORD_CODE_MINUTES: positiveInt(15, 60),
  WITHDRAW_RECEIPT_MINUTES: positiveInt(30, 7 * 24 * 60),
  PAYMENT_PASSWORD_MAX_FAILURES: positiveInt(5, 1000),
  PAYMENT_PASSWORD_MAX_FAILURES_IP: positiveInt(20, 100_000),
  PAYMENT_PASSWORD_LOCK_MINUTES: positiveInt(15, 24 * 60),
  // Game vendors (issue 5)
  VENDOR_SECRETS: vendorSecretList,
  LAUNCH_TOKEN_KEY: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  // Removed (issue 13): refused so that a deployment still setting it learns what replaced it.
  VENDOR_SHARED_SECRET: optionalText.refine(
    (v) => v === undefined,
    'was removed: set one secret per integration in VENDOR_SECRETS, and LAUNCH_TOKEN_KEY',
  ),
  DEMO_VENDOR_RTP: z.coerce.number().min(80).max(99).default(96),
  // Live tables of the demo vendor (issue 19): how long each round takes bets, and whether this
  // process settles the rounds of players who left (the background sweep)
  DEMO_TABLE_BETTING_SECONDS: z.coerce.number().int().min(3).max(120).default(15),
  LIVE_TABLE_SETTLEMENT: booleanFlag(true),
  // The demo sportsbook (issue 19): a fixture per sport kicks off every so many seconds; a match lasts
  // its sport's length unless DEMO_SPORTS_MATCH_SECONDS sets one for all; whether this process settles
  DEMO_SPORTS_KICKOFF_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1_800),
  DEMO_SPORTS_MATCH_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  SPORTSBOOK_SETTLEMENT: booleanFlag(true),
  // Number lottery (issue 5): draws opened and settled by this process's scheduler
  LOTTERY_DRAWS: booleanFlag(true),
  RAFFLE_DRAWS: booleanFlag(true),
  // Agent contracts (issue 16): whether this process runs the settlement timer
  CONTRACT_SETTLEMENT: booleanFlag(true),
  // Agent economics (issue 16): the calendar of team figures, reports and contract periods
  BUSINESS_UTC_OFFSET: z
    .string()
    .regex(/^[+-](0\d|1[0-4]):(00|15|30|45)$/, 'a UTC offset such as +09:00 or -05:30')
    .default('+00:00')
    .transform((v) => (v.startsWith('-') ? -1 : 1) * (Number(v.slice(1, 3)) * 60 + Number(v.slice(4, 6))))
    .refine((m) => m >= -720 && m <= 840, 'between -12:00 and +14:00'),
  // Social sign-in (issue 18): SOCIAL_CALLBACK_ORIGIN and SOCIAL_<CHANNEL>_CLIENT_ID, _CLIENT_SECRET, _ISSUER
  ...socialEnvShape,
});

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (rate limits `<prefix>rl:*`, events `<prefix>events:<merchant>`). */
  redisKeyPrefix: string;
  nodeEnv: 'development' | 'production' | 'test';
  seedDemo: boolean;
  /** The demo member's activity seed (db/seed/demo-activity.ts); never without seedDemo. */
  seedDemoActivity: boolean;
  logLevel: string;
  /** false: the TCP peer is the client; else the trusted balancers (config-trust-proxy.ts). */
  trustProxy: TrustProxySetting;
  blockedCountries: string[];
  webDist: string;
  merchantCode: string;
  auth: AuthConfig;
  verification: VerificationConfig;
  mail: MailConfig;
  /** Minutes after a withdrawal is paid out during which the member may confirm receipt; later it counts as received. */
  withdrawReceiptMinutes: number;
  /**
   * UTC offset in minutes at which the merchant's business days start (team figures, agent reports,
   * contract periods); a change rebuilds the figures at the next start (modules/team-figures).
   */
  businessUtcOffsetMinutes: number;
  /** Whether this process settles agent contracts on a timer (tests settle by hand). */
  contractSettlement: boolean;
  /** Whether this process draws raffles whose time has come (tests drive it by hand). */
  raffleDraws: boolean;
  paymentPassword: PaymentPasswordConfig;
  vendors: VendorConfig;
  /** Social sign-in channels' credentials (config-social.ts). */
  social: SocialConfig;
}

/** Payment password guess limit (docs/decisions.md "Guess limits"); see the README's environment table. */
export interface PaymentPasswordConfig {
  /** Wrong payment passwords per member, then locked. */
  maxFailures: number;
  /** Wrong payment passwords per client IP (any member), then locked. */
  maxFailuresPerIp: number;
  /** Counting window from the first attempt, and lock duration from the failure that reaches a limit. */
  lockMs: number;
}

/** How long a live table shows its result (the wheel's spin, the payout) before the next round opens. */
const tableRevealMs = 8_000;

/** Game vendors (issue 5); see the README's environment table. */
export interface VendorConfig {
  /** Seamless-wallet secret per integration (VENDOR_SECRETS); one missing: generated, kept in the database. */
  walletSecrets: Readonly<Record<string, string>>;
  /** HMAC key of launch tokens (LAUNCH_TOKEN_KEY); undefined: generated once, kept in the database. */
  launchTokenKey: string | undefined;
  /** Return to player of the demo vendor's slot, as a fraction (0.96). */
  demoRtp: number;
  /** Whether this process runs the lottery draw scheduler (tests drive it by hand). */
  lotteryDraws: boolean;
  /** The demo vendor's live tables: how long a round takes bets, and how long its result shows. */
  tablePace: { bettingMs: number; revealMs: number };
  /** Whether this process runs the live tables' settlement sweep (tests drive it by hand). */
  tableSettlement: boolean;
  /** The demo sportsbook's rhythm (modules/vendors/demo/sports/fixtures.ts). */
  sportsPace: { everyMs: number; listMs: number; moveMs: number; matchMs?: number };
  /** Whether this process runs the sportsbook's settlement sweep (tests drive it by hand). */
  sportsSettlement: boolean;
}

/** SMS codes, phone verification, registration and recovery limits; see the README's environment table. */
export interface VerificationConfig {
  /** outbox: dev table (default outside production); http: gateway; disabled: every send fails. */
  smsProvider: 'outbox' | 'http' | 'disabled';
  smsHttp: { url: string; token: string | undefined } | undefined;
  codeExpiryMinutes: number;
  codeMaxAttempts: number;
  maxPerNumberPerHour: number;
  maxPerIpPerHour: number;
  /** Phone-verification service (firebaseIdToken); undefined when PHONE_VERIFY_* are unset. */
  phoneVerify: { jwksUrl: string; issuer: string; audience: string } | undefined;
  registerPerIpPerHour: number;
  forgotPasswordPerIpPerHour: number;
  /** Lifetime of a mailed password-reset code. */
  forgotPasswordCodeMinutes: number;
}

export interface MailConfig {
  /** SMTP server URL; unset: e-mails go to the dev outbox outside production, nowhere in production. */
  smtpUrl: string | undefined;
  from: string;
  /** No SMTP_URL outside production: e-mails are stored in the dev outbox. */
  outbox: boolean;
}

/** Accounts and sessions (issue 3); see the README's environment table. */
export interface AuthConfig {
  sessionIdleMs: number;
  sessionMaxMs: number;
  agentTypes: number[];
  trialTypes: number[];
  /** Member types that may log in on the player and agent sites; others get member_no_enter. */
  loginTypes: number[];
  captchaAfterFailures: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  /** Failure window and lock duration (Retry-After) in ms. */
  lockMs: number;
  passwordMaxAgeMs: number;
  /** From CHALLENGE_HMAC_KEY, or undefined: then generated once and kept in the database. */
  challengeHmacKey: string | undefined;
  /** Seals authenticator-app secrets (TOTP_SECRET_KEY); undefined: a generated key kept in the database. */
  totpSecretKey: string | undefined;
  challengeMaxNumber: number;
  freePlayPerIpPerHour: number;
}

export class ConfigError extends Error {}

/** Validates the environment; throws ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const yes = (v: string) => v === 'true' || v === '1' || v === 'yes';
  const seedDemo = e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : yes(e.SEED_DEMO);
  const problems: string[] = [];
  const smsProvider = e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'disabled' : 'outbox');
  if (smsProvider === 'http' && !e.SMS_HTTP_URL)
    problems.push('  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  const phoneVerifyVars = [e.PHONE_VERIFY_JWKS_URL, e.PHONE_VERIFY_ISSUER, e.PHONE_VERIFY_AUDIENCE];
  if (phoneVerifyVars.some(Boolean) && !phoneVerifyVars.every(Boolean)) {
    problems.push(
      '  PHONE_VERIFY_JWKS_URL, PHONE_VERIFY_ISSUER, PHONE_VERIFY_AUDIENCE: set all three or none',
    );
  }
  if (e.LAUNCH_TOKEN_KEY && Object.values(e.VENDOR_SECRETS).includes(e.LAUNCH_TOKEN_KEY)) {
    problems.push('  LAUNCH_TOKEN_KEY: must differ from every VENDOR_SECRETS secret');
  }
  const social = socialConfigOf(e, problems);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const database: DatabaseTarget =
    e.DATABASE_URL.dialect === 'postgres' && e.DATABASE_SCHEMA
      ? { ...e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    nodeEnv: e.NODE_ENV,
    seedDemo,
    seedDemoActivity: seedDemo && (e.SEED_DEMO_ACTIVITY === undefined || yes(e.SEED_DEMO_ACTIVITY)),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    blockedCountries: e.BLOCKED_COUNTRIES,
    webDist: e.WEB_DIST,
    merchantCode: e.MERCHANT_CODE,
    auth: {
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
      agentTypes: e.AGENT_TYPES,
      trialTypes: e.TRIAL_TYPES,
      loginTypes: e.LOGIN_TYPES,
      captchaAfterFailures: e.LOGIN_CAPTCHA_AFTER,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_IP,
      lockMs: e.LOGIN_LOCK_MINUTES * 60_000,
      passwordMaxAgeMs: e.PASSWORD_MAX_AGE_DAYS * 86_400_000,
      challengeHmacKey: e.CHALLENGE_HMAC_KEY,
      totpSecretKey: e.TOTP_SECRET_KEY,
      challengeMaxNumber: e.CHALLENGE_MAX_NUMBER,
      freePlayPerIpPerHour: e.FREEPLAY_PER_IP_PER_HOUR,
    },
    verification: {
      smsProvider,
      smsHttp: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : undefined,
      codeExpiryMinutes: e.SMS_CODE_EXPIRY_MINUTES,
      codeMaxAttempts: e.SMS_CODE_MAX_ATTEMPTS,
      maxPerNumberPerHour: e.SMS_MAX_PER_NUMBER_PER_HOUR,
      maxPerIpPerHour: e.SMS_MAX_PER_IP_PER_HOUR,
      phoneVerify:
        e.PHONE_VERIFY_JWKS_URL && e.PHONE_VERIFY_ISSUER && e.PHONE_VERIFY_AUDIENCE
          ? {
              jwksUrl: e.PHONE_VERIFY_JWKS_URL,
              issuer: e.PHONE_VERIFY_ISSUER,
              audience: e.PHONE_VERIFY_AUDIENCE,
            }
          : undefined,
      registerPerIpPerHour: e.REGISTER_PER_IP_PER_HOUR,
      forgotPasswordPerIpPerHour: e.FORGOT_PASSWORD_PER_IP_PER_HOUR,
      forgotPasswordCodeMinutes: e.FORGOT_PASSWORD_CODE_MINUTES,
    },
    withdrawReceiptMinutes: e.WITHDRAW_RECEIPT_MINUTES,
    businessUtcOffsetMinutes: e.BUSINESS_UTC_OFFSET,
    contractSettlement: e.CONTRACT_SETTLEMENT,
    raffleDraws: e.RAFFLE_DRAWS,
    paymentPassword: {
      maxFailures: e.PAYMENT_PASSWORD_MAX_FAILURES,
      maxFailuresPerIp: e.PAYMENT_PASSWORD_MAX_FAILURES_IP,
      lockMs: e.PAYMENT_PASSWORD_LOCK_MINUTES * 60_000,
    },
    vendors: {
      walletSecrets: e.VENDOR_SECRETS,
      launchTokenKey: e.LAUNCH_TOKEN_KEY,
      demoRtp: e.DEMO_VENDOR_RTP / 100,
      lotteryDraws: e.LOTTERY_DRAWS,
      tablePace: { bettingMs: e.DEMO_TABLE_BETTING_SECONDS * 1000, revealMs: tableRevealMs },
      tableSettlement: e.LIVE_TABLE_SETTLEMENT,
      sportsPace: sportsPaceOf(e.DEMO_SPORTS_KICKOFF_SECONDS, e.DEMO_SPORTS_MATCH_SECONDS),
      sportsSettlement: e.SPORTSBOOK_SETTLEMENT,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outbox: !e.SMTP_URL && e.NODE_ENV !== 'production' },
    social,
  };
};

/**
 * The sportsbook's pace from the environment: a fixture per sport every `kickoffSeconds`, listed
 * twelve ahead, prices moving three times between kick-offs; `matchSeconds` for every sport.
 */
const sportsPaceOf = (kickoffSeconds: number, matchSeconds: number | undefined) => ({
  everyMs: kickoffSeconds * 1000,
  listMs: 12 * kickoffSeconds * 1000,
  moveMs: Math.max(1000, Math.floor((kickoffSeconds * 1000) / 3)),
  ...(matchSeconds === undefined ? {} : { matchMs: matchSeconds * 1000 }),
});

/** For entry points: load the config or print the problem and exit with status 1. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};
