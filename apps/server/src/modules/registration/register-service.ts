import type { RegisterBody, RegisterValue } from '@gp/contract/verification';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, unusablePasswordHash } from '../../lib/password-hash.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberService } from '../member/service.js';
import type { CaptchaService } from '../security/captcha-service.js';
import type { ChallengeService } from '../security/challenge-service.js';
import type { LoginService } from '../session/login-service.js';
import type { SystemService } from '../system/service.js';
import type { PhoneParser } from '../verification/phone.js';
import type { PhoneTokenVerifier } from '../verification/phone-token-verifier.js';
import type { SmsCodeService } from '../verification/sms-code-service.js';
import type { RegisterRepository } from './register-repository.js';
import { validateRegistration, type RegisterMode } from './register-validation.js';
import type { UplineResolver } from './upline.js';

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
}) => {
  const { repo, system, clock, merchantCode } = deps;

  const requireFlag = async (modId: string) => {
    if (!(await system.flag(modId))) {
      throw new AppError('function_not_enabled', 'Function not enabled, contact customer service');
    }
  };

  return {
    register: async (
      mode: RegisterMode,
      body: RegisterBody,
      meta: { ip: string; userAgent?: string | undefined },
    ): Promise<RegisterValue> => {
      await requireFlag(
        mode === 'username' ? whitelabelFlags.usernameRegistration : whitelabelFlags.mobileRegistration,
      );
      await enforceLimit(deps.limits, `register:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      await deps.challenge.verifyChallenge(body.challenge);
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
      const uplineId = await deps.upline.resolve(v);

      let codeId: string | null = null;
      if (phone && smsVerification) {
        if (body.firebaseIdToken) await deps.phoneTokens.verify(body.firebaseIdToken, phone.e164);
        else codeId = await deps.smsCodes.verifyCode('register', phone.e164, body.verificationCode);
      }

      const passwordHash = v.password === null ? unusablePasswordHash : await hashPassword(v.password);
      const paymentHash = v.paymentPassword === null ? null : await hashPassword(v.paymentPassword);
      const now = clock().toISOString();
      let row;
      try {
        row = await deps.db.transaction().execute(async (trx) => {
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

      if (body.login) return deps.login.completeLogin(row, { ...meta, portal: 'player' });
      return { registered: true as const, member: deps.memberService.toMemberInfo(row) };
    },

    affiliate: async (code: string, meta: { ip: string }) => {
      await enforceLimit(deps.limits, `affiliate:ip:${meta.ip}`, 60, 60_000);
      return { valid: await deps.upline.isAffiliateCode(code) };
    },
  };
};

export type RegisterService = ReturnType<typeof createRegisterService>;
