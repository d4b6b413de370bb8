import type { RegisterBody, RegisterValue } from '@gp/contract/verification';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema, MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, unusablePasswordHash } from '../../lib/password-hash.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberService } from '../member/service.js';
import type { CaptchaService } from '../security/captcha-service.js';
import type { ChallengeService } from '../security/challenge-service.js';
import type { LoginMeta, LoginService } from '../session/login-service.js';
import type { SystemService } from '../system/service.js';
import type { PhoneParser } from '../verification/phone.js';
import type { PhoneTokenVerifier } from '../verification/phone-token-verifier.js';
import type { SmsCodeService } from '../verification/sms-code-service.js';
import type { RegisterRepository } from './register-repository.js';
import { validateRegistration, type RegisterMode } from './register-validation.js';
import type { UplineResolver } from './upline.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';

/**
 * Registration (spec 4.4, 5, 7.1): PUT /wps/member/register (USERNAMEREG3) and
 * PUT /wps/member/register/mobile (MOBILENUMREG3), both E. Order:
 * flag (function_not_enabled) -> REGISTER_PER_IP_PER_HOUR (429) -> proof-of-work challenge
 * (complete_verification_first, captcha_check_failed) -> field rules, passwords, birthday,
 * terms (register-validation.ts) -> mobile number (missing_phone, invalid_phone_format) -> image
 * captcha when the captcha field is enabled (captcha_check_failed) -> duplicates (409 account_exists,
 * mobile_registered) -> invitation codes (invalid_invitation_code) -> phone proof when REGMOBVERF3 is on
 * and the registration carries a mobile number: the register-purpose SMS code of that number, or a
 * firebaseIdToken for it (phone-token-verifier.ts) -> one transaction that inserts the member and
 * consumes the SMS code. Any failure before the commit creates nothing and leaves the SMS code usable.
 *
 * Mobile registration: the account is the national number as typed; without MOBILENUMPASSREG3 no
 * password is asked and the account gets an unusable password (it signs in by SMS, or sets a password
 * by phone). With `login: true` (the default) the value is a session, exactly as from login.
 */
export const createRegisterService = (deps: {
  db: Db;
  repo: RegisterRepository;
  upline: UplineResolver;
  system: SystemService;
  phones: PhoneParser;
  smsCodes: SmsCodeService;
  phoneTokens: PhoneTokenVerifier;
  captcha: CaptchaService;
  challenge: ChallengeService;
  login: LoginService;
  memberService: MemberService;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  perIpPerHour: number;
  /** Told of every new account in its transaction (issue 20: the referral programme). */
  activity?: ActivityHooks;
}) => {
  const { repo, system, clock, merchantCode } = deps;

  const requireFlag = async (modId: string) => {
    if (!(await system.flag(modId))) {
      throw new AppError('function_not_enabled', 'Function not enabled, contact customer service');
    }
  };

  /**
   * Validates and creates the account in one transaction; `beforeCommit` adds the caller's rows to it
   * (a social identity and its spent ticket), so a failure leaves nothing behind.
   */
  const createAccount = async (
    mode: RegisterMode,
    body: RegisterBody,
    meta: { ip: string; deviceHash?: string | null | undefined },
    beforeCommit?: (trx: Transaction<DatabaseSchema>, row: MemberRow) => Promise<void>,
  ): Promise<MemberRow> => {
    const [settings, mobilePassword, smsVerification] = await Promise.all([
      system.registerSettings(),
      system.flag(whitelabelFlags.mobileRegistrationPassword),
      system.flag(whitelabelFlags.registrationSmsVerification),
    ]);
    const v = validateRegistration(body, { mode, settings, mobilePassword, today: clock() });
    const phone = v.mobile ? await deps.phones.parse(v.mobile.dialingCode, v.mobile.national) : null;
    const account = mode === 'mobile' ? phone!.national : v.username!;
    if (v.captcha) await deps.captcha.verifyCaptcha(v.captcha.id, v.captcha.text);

    if (await repo.accountTaken(merchantCode, account)) {
      throw new AppError('account_exists', 'This account already exists');
    }
    if (phone && (await repo.mobileTaken(merchantCode, phone.e164))) {
      throw new AppError('mobile_registered', 'This mobile number is already registered');
    }
    const { uplineId, referrerId } = await deps.upline.resolve(v);

    let codeId: string | null = null;
    if (phone && smsVerification) {
      if (body.firebaseIdToken) await deps.phoneTokens.verify(body.firebaseIdToken, phone.e164);
      else codeId = await deps.smsCodes.verifyCode('register', phone.e164, body.verificationCode);
    }

    const passwordHash = v.password === null ? unusablePasswordHash : await hashPassword(v.password);
    const paymentHash = v.paymentPassword === null ? null : await hashPassword(v.paymentPassword);
    const now = clock().toISOString();
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const inserted = await repo.insert(trx, {
          merchant_code: merchantCode,
          account,
          nickname: account,
          type: 0,
          password_hash: passwordHash,
          created_at: now,
          password_changed_at: now,
          mobile: phone?.e164 ?? null,
          email: v.email,
          payee_name: v.payeeName,
          upline_id: uplineId,
          payment_password_hash: paymentHash,
          profile: JSON.stringify(v.profile),
        });
        if (codeId !== null) await deps.smsCodes.consume(trx, codeId);
        await deps.activity?.emit('memberRegistered', trx, {
          merchantCode,
          memberId: Number(inserted.id),
          referrerId,
          ip: meta.ip,
          deviceHash: meta.deviceHash ?? null,
          at: now,
        });
        await beforeCommit?.(trx, inserted);
        return inserted;
      });
    } catch (error) {
      // A concurrent registration won the unique index between the checks and the insert.
      if (await repo.accountTaken(merchantCode, account)) {
        throw new AppError('account_exists', 'This account already exists');
      }
      if (phone && (await repo.mobileTaken(merchantCode, phone.e164))) {
        throw new AppError('mobile_registered', 'This mobile number is already registered');
      }
      throw error;
    }
  };

  return {
    register: async (
      mode: Exclude<RegisterMode, 'social'>,
      body: RegisterBody,
      meta: { ip: string; userAgent?: string | undefined; deviceHash?: string | null },
    ): Promise<RegisterValue> => {
      await requireFlag(
        mode === 'username' ? whitelabelFlags.usernameRegistration : whitelabelFlags.mobileRegistration,
      );
      await enforceLimit(deps.limits, `register:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      await deps.challenge.verifyChallenge(body.challenge);
      const row = await createAccount(mode, body, meta);
      // A new account proved itself by registering: no second factor, and this address is known from now on.
      if (body.login)
        return deps.login.completeLogin(row, { ...meta, portal: 'player', secondFactorPassed: true });
      return { registered: true as const, member: deps.memberService.toMemberInfo(row) };
    },

    /**
     * A social sign-in's new account (issue 18): the same rules without password, proof of work or
     * image captcha (the provider's sign-in stands in for them), the same per-IP limit; the caller's
     * `beforeCommit` links the identity in the account's transaction. Logs in like registration.
     */
    registerSocial: async (
      body: RegisterBody,
      meta: LoginMeta,
      beforeCommit: (trx: Transaction<DatabaseSchema>, row: MemberRow) => Promise<void>,
    ) => {
      await enforceLimit(deps.limits, `register:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      const row = await createAccount('social', body, meta, beforeCommit);
      return deps.login.completeLogin(row, {
        ...meta,
        portal: 'player',
        type: 'social',
        secondFactorPassed: true,
      });
    },

    affiliate: async (code: string, meta: { ip: string }) => {
      await enforceLimit(deps.limits, `affiliate:ip:${meta.ip}`, 60, 60_000);
      return { valid: await deps.upline.isAffiliateCode(code) };
    },
  };
};

export type RegisterService = ReturnType<typeof createRegisterService>;
