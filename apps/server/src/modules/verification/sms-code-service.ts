import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ChallengePayload } from '@gp/contract/session';
import type { SmsCodeValue } from '@gp/contract/verification';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { enforceLimit, tooManyRequests, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberRepository } from '../member/repository.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import type { ChallengeService } from '../security/challenge-service.js';
import type { PhoneNumber, PhoneParser } from './phone.js';
import type { SmsCodeRepository, SmsPurpose } from './sms-code-repository.js';

/**
 * SMS verification codes (spec 4.3, 7.1, 8, 9).
 *
 * Request (`requestCode`), in this order:
 * 1. whitelabel flag: login SMSLOGIN3, register REGMOBVERF3 (plus USERNAMEREG3 or MOBILENUMREG3 for
 *    the username or mobile variant), noLogin PHONEPWD3 -> function_not_enabled;
 * 2. the number (missing_phone, invalid_phone_format);
 * 3. one request per second per client IP and per number -> 429 too_many_requests;
 * 4. the proof-of-work challenge (complete_verification_first, captcha_check_failed; single use);
 * 5. SMS_MAX_PER_NUMBER_PER_HOUR and SMS_MAX_PER_IP_PER_HOUR -> 429 with Retry-After 300 (spec 9);
 * 6. register: a number that already has an account -> 409 mobile_registered. login and noLogin: a
 *    number without an account gets the same success answer, but nothing is sent (no enumeration);
 * 7. a fresh 6-digit code (crypto randomInt) replaces any live code of that number and purpose; only
 *    SHA-256(salt, number, purpose, code) is stored. If the provider fails, the row is deleted and the
 *    answer is 502 sms_send_failed.
 * The value is { expiredMinutes: SMS_CODE_EXPIRY_MINUTES } and the code lives exactly that long.
 *
 * Check (`verifyCode`): missing -> missing_verification_code; no live code for that number and purpose,
 * or a wrong code -> invalid_verification_code; expired, or past SMS_CODE_MAX_ATTEMPTS guesses ->
 * verification_code_expired. Every guess is counted (sms_codes.attempts, one UPDATE ... RETURNING)
 * before the code is compared, and only guesses 1..SMS_CODE_MAX_ATTEMPTS are compared, so a burst of
 * parallel guesses gets no more comparisons than the limit; a right code within the limit works. `verifyCode` does not consume: callers consume inside the
 * transaction that uses the code (`consume`), so a failed registration leaves the code usable.
 */
export type SmsRequestKind = 'login' | 'register' | 'registerMobile' | 'noLogin';

const purposeOf: Record<SmsRequestKind, SmsPurpose> = {
  login: 'login',
  register: 'register',
  registerMobile: 'register',
  noLogin: 'noLogin',
};

const flagsOf: Record<SmsRequestKind, string[]> = {
  login: [whitelabelFlags.smsCodeLogin],
  register: [whitelabelFlags.registrationSmsVerification, whitelabelFlags.usernameRegistration],
  registerMobile: [whitelabelFlags.registrationSmsVerification, whitelabelFlags.mobileRegistration],
  noLogin: [whitelabelFlags.phonePasswordChange],
};

export const smsThrottleMs = 1000;
const hourMs = 3_600_000;
const capRetryMs = 5 * 60_000;

export const hashSmsCode = (salt: string, phone: string, purpose: SmsPurpose, code: string): string =>
  createHash('sha256').update(`${salt}:${phone}:${purpose}:${code}`).digest('hex');

export const createSmsCodeService = (deps: {
  repo: SmsCodeRepository;
  members: MemberRepository;
  phones: PhoneParser;
  provider: SmsProvider;
  challenge: ChallengeService;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  flag: (modId: string) => Promise<boolean>;
  expiryMinutes: number;
  maxAttempts: number;
  maxPerNumberPerHour: number;
  maxPerIpPerHour: number;
  log: { warn: (obj: object, msg: string) => void };
}) => {
  const { repo, limits, clock, merchantCode } = deps;

  const requireFlags = async (kind: SmsRequestKind) => {
    for (const modId of flagsOf[kind]) {
      if (!(await deps.flag(modId))) {
        throw new AppError('function_not_enabled', 'Function not enabled, contact customer service');
      }
    }
  };

  const cap = async (key: string, max: number) => {
    const counter = await limits.increment(key, hourMs);
    if (counter.count > max)
      throw tooManyRequests(capRetryMs, 'Too many requests, try again after 5 minutes');
  };

  const issue = async (phone: PhoneNumber, purpose: SmsPurpose): Promise<void> => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const now = clock();
    const id = randomBytes(12).toString('hex');
    await repo.replace(
      {
        id,
        merchant_code: merchantCode,
        phone: phone.e164,
        purpose,
        salt,
        code_hash: hashSmsCode(salt, phone.e164, purpose, code),
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + deps.expiryMinutes * 60_000).toISOString(),
        consumed_at: null,
      },
      now.toISOString(),
    );
    const minutes = deps.expiryMinutes === 1 ? '1 minute' : `${deps.expiryMinutes} minutes`;
    try {
      await deps.provider.send(phone.e164, `${code} is your verification code. It expires in ${minutes}.`);
    } catch (error) {
      await repo.delete(id);
      deps.log.warn({ provider: deps.provider.name, err: error }, 'SMS send failed');
      throw new AppError('sms_send_failed', 'The SMS could not be sent, please try again later');
    }
  };

  return {
    requestCode: async (
      kind: SmsRequestKind,
      input: { dialingCode?: string; national?: string; challenge?: ChallengePayload },
      meta: { ip: string },
    ): Promise<SmsCodeValue> => {
      await requireFlags(kind);
      const phone = await deps.phones.parse(input.dialingCode, input.national);
      await enforceLimit(limits, `sms:sec:ip:${meta.ip}`, 1, smsThrottleMs);
      await enforceLimit(limits, `sms:sec:num:${merchantCode}:${phone.e164}`, 1, smsThrottleMs);
      await deps.challenge.verifyChallenge(input.challenge);
      await cap(`sms:hour:num:${merchantCode}:${phone.e164}`, deps.maxPerNumberPerHour);
      await cap(`sms:hour:ip:${meta.ip}`, deps.maxPerIpPerHour);
      const purpose = purposeOf[kind];
      const member = await deps.members.findByMobile(merchantCode, phone.e164);
      if (purpose === 'register' && member) {
        throw new AppError('mobile_registered', 'This mobile number is already registered');
      }
      if (purpose === 'register' || member) await issue(phone, purpose);
      return { expiredMinutes: deps.expiryMinutes };
    },

    /** Checks the code without consuming it; returns the code's id for `consume`. */
    verifyCode: async (purpose: SmsPurpose, e164: string, code: string | undefined): Promise<string> => {
      if (!code) throw new AppError('missing_verification_code', 'Missing verification code');
      const row = await repo.findLive(merchantCode, e164, purpose);
      const invalid = () => new AppError('invalid_verification_code', 'Invalid verification code');
      if (!row) throw invalid();
      const expired = () =>
        new AppError('verification_code_expired', 'Verification code expired, send again');
      const now = clock();
      if (Date.parse(row.expires_at) <= now.getTime()) throw expired();
      // Count first: only the guesses numbered 1..SMS_CODE_MAX_ATTEMPTS are ever compared, however
      // many arrive at once; a right code is one of them too.
      const attempt = await repo.countAttempt(row.id, now.toISOString());
      if (attempt === undefined) throw invalid(); // consumed or replaced by a newer code meanwhile
      if (attempt > deps.maxAttempts) throw expired();
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hashSmsCode(row.salt, e164, purpose, code.trim()), 'hex');
      if (!timingSafeEqual(expected, actual)) throw invalid();
      // Only wrong guesses use up the code: a right one (registration may still fail) gives its back.
      await repo.releaseAttempt(row.id);
      return row.id;
    },

    /** Consumes a verified code inside the caller's transaction; a code used meanwhile is refused. */
    consume: async (executor: Db, id: string): Promise<void> => {
      if (!(await repo.consume(executor, id, clock().toISOString()))) {
        throw new AppError('invalid_verification_code', 'Invalid verification code');
      }
    },
  };
};

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
