import type { LoginResult } from '@gp/contract/login-activity';
import type { LoginBody, LoginValue } from '@gp/contract/session';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { AuthConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { dummyVerify, verifyPassword } from '../../lib/password-hash.js';
import { roleOfType } from '../../plugins/access-policy.js';
import type { MemberRepository } from '../member/repository.js';
import type { MemberService } from '../member/service.js';
import type { CaptchaService } from '../security/captcha-service.js';
import type { ChallengeService } from '../security/challenge-service.js';
import type { PhoneParser } from '../verification/phone.js';
import type { SmsCodeService } from '../verification/sms-code-service.js';
import type { LoginAttempt, LoginThrottle } from './login-throttle.js';
import type { SessionService } from './session-service.js';

/**
 * Login rules (spec 4.2, 6, 8). `login(body, meta)` dispatches on body.type; SMS login adds a case and
 * reuses `completeLogin(row, meta)`, which holds every rule that applies once the credentials are
 * proven: allowed types (LOGIN_TYPES, else member_no_enter), the agent portal (error_not_agent), the
 * login record, firstTimeLogin / passwordExpired / mustChangePassword and the new session.
 * mustChangePassword comes from the member's flag, set whenever a password is handed out rather than
 * chosen (the merchant's default initial password), so a login never spends a
 * second argon2 verify comparing the typed password with the initial one.
 *
 * Username login order: proof-of-work challenge -> the attempt's slot, counted before anything is
 * checked (429 when the account or IP is over its limit or locked; login-throttle.ts) -> image
 * captcha when required -> password (a dummy argon2 verify for unknown accounts: same answer, similar
 * time) -> completeLogin. Failed password or captcha answers carry `value: { captcha }`. The challenge
 * comes first so that every counted attempt costs its sender the proof of work.
 *
 * SMS login (type 'sms', whitelabel SMSLOGIN3 else function_not_enabled): number (missing_phone,
 * invalid_phone_format) -> proof-of-work challenge (required like username login, although spec 4.2
 * step 1 skips it: a six-digit code must not be cheaper to guess than a password; docs/decisions.md)
 * -> the attempt's slot (keyed by the E.164 number and the IP) -> the login-purpose code bound to that
 * number (sms-code-service.ts, itself counted first per code; wrong codes also count as login
 * failures) -> the member with that mobile -> the code is consumed -> completeLogin.
 * mustChangePassword is always false for SMS login (spec 4.2 step 3); passwordExpired is still
 * reported.
 */
export interface LoginMeta {
  ip: string;
  /** The browser's user agent (login history, active sessions). */
  userAgent?: string | undefined;
  /** A browser the member trusted at the second factor (modules/second-factor). */
  deviceToken?: string | undefined;
  /** The browser's device cookie, hashed (plugins/device-cookie.ts): a registration's, for referral rules. */
  deviceHash?: string | null;
}

/** How a login attempt on a known account ended, for the member's login history. */
export type LoginOutcome = LoginResult;

/** How the credentials were proven: a password, an SMS code, or a linked social channel (issue 18). */
export type LoginKind = LoginBody['type'] | 'social';

export const createLoginService = (deps: {
  members: MemberRepository;
  memberService: MemberService;
  sessions: SessionService;
  throttle: LoginThrottle;
  challenge: ChallengeService;
  captcha: CaptchaService;
  clock: Clock;
  merchantCode: string;
  auth: AuthConfig;
  /** Whether a whitelabel flag is on for this merchant. */
  flag: (modId: string) => Promise<boolean>;
  smsCodes: SmsCodeService;
  phones: PhoneParser;
  db: Db;
  /** Refuses a member who may not log in now (a time-out or self-exclusion, modules/safer-gambling). */
  admit?: (memberId: number) => Promise<void>;
  /** Records an attempt on a known account (modules/login-activity). */
  recordAttempt?: (memberId: number, meta: LoginMeta, outcome: LoginOutcome) => Promise<unknown>;
  /** Asks for the second factor at a new IP, and remembers the IPs logins came from (modules/second-factor). */
  secondFactor?: {
    gate: (
      row: MemberRow,
      meta: LoginMeta & { portal: 'player' | 'agent'; type: LoginKind },
    ) => Promise<void>;
    remember: (memberId: number, ip: string) => Promise<unknown>;
  };
}) => {
  const { members, sessions, throttle, clock, merchantCode, auth } = deps;

  /**
   * Every rule once the credentials are proven; `secondFactorPassed` when the login's second factor
   * was just answered (modules/second-factor), so the gate does not ask again.
   */
  const completeLogin = async (
    row: MemberRow,
    meta: LoginMeta & { portal: 'player' | 'agent'; type?: LoginKind; secondFactorPassed?: boolean },
  ): Promise<LoginValue> => {
    const type = Number(row.type);
    const refuse = async (outcome: LoginOutcome, error: AppError) => {
      await deps.recordAttempt?.(row.id, meta, outcome);
      return error;
    };
    if (!auth.loginTypes.includes(type)) {
      throw await refuse('blocked', new AppError('member_no_enter', 'Non-member account unable to log in'));
    }
    if (meta.portal === 'agent' && roleOfType(type, auth) !== 'agent') {
      throw await refuse('blocked', new AppError('error_not_agent', 'Non-agent cannot log in'));
    }
    try {
      await deps.admit?.(row.id);
    } catch (error) {
      throw error instanceof AppError ? await refuse('excluded', error) : error;
    }
    if (!meta.secondFactorPassed)
      await deps.secondFactor?.gate(row, { ...meta, type: meta.type ?? 'username' });
    const now = clock();

    const changedAt = Date.parse(row.password_changed_at ?? row.created_at);
    const passwordExpired =
      now.getTime() - changedAt > auth.passwordMaxAgeMs &&
      (await deps.flag(whitelabelFlags.forcedPasswordExpiryChange));
    // Only a login by password is sent to change it (spec 4.2 step 3): not SMS, not a social channel.
    const mustChangePassword =
      (meta.type ?? 'username') === 'username' && (passwordExpired || Number(row.must_change_password) === 1);
    const { token } = await sessions.issueSession(row.id, {
      ip: meta.ip,
      userAgent: meta.userAgent,
      mustChangePassword,
    });
    await deps.recordAttempt?.(row.id, meta, 'success');
    // The address of the login before (the registration's, for a first login) stays known too.
    await deps.secondFactor?.remember(row.id, meta.ip);
    if (row.last_login_ip && row.last_login_ip !== meta.ip)
      await deps.secondFactor?.remember(row.id, row.last_login_ip);
    const member = deps.memberService.toMemberInfo(row);
    return { token, firstTimeLogin: member.firstTimeLogin, passwordExpired, mustChangePassword, member };
  };

  /** A fault on our side before the verdict: the attempt's slots go back; the fault is rethrown. */
  const abandon = async (attempt: LoginAttempt, error: unknown): Promise<unknown> => {
    await attempt.abandoned();
    return error;
  };

  /**
   * Username and password, proven under every guard of username login (proof of work, the attempt's
   * slot, the image captcha, the password); the member's row. Social sign-in links with it (issue 18).
   */
  const provePassword = async (
    body: Pick<
      Extract<LoginBody, { type: 'username' }>,
      'username' | 'password' | 'challenge' | 'captcha' | 'captchaId'
    >,
    meta: LoginMeta,
  ): Promise<MemberRow> => {
    const account = body.username;
    await deps.challenge.verifyChallenge(body.challenge);
    const attempt = await throttle.begin(account, meta.ip);
    if (attempt.captchaRequired) {
      try {
        await deps.captcha.verifyCaptcha(body.captchaId, body.captcha);
      } catch (error) {
        if (!(error instanceof AppError)) throw await abandon(attempt, error);
        await attempt.failed();
        throw new AppError(error.code, error.message, { value: { captcha: true } });
      }
    }
    let row: MemberRow | undefined;
    let passwordOk: boolean;
    try {
      row = await members.findByAccount(merchantCode, account);
      passwordOk = row
        ? await verifyPassword(row.password_hash, body.password)
        : await dummyVerify(body.password);
    } catch (error) {
      throw await abandon(attempt, error);
    }
    if (!row || !passwordOk) {
      if (row) await deps.recordAttempt?.(row.id, meta, 'wrong_password');
      const { captcha } = await attempt.failed();
      throw new AppError('wrong_account_or_password', 'Wrong account or password', { value: { captcha } });
    }
    await attempt.succeeded();
    return row;
  };

  const usernameLogin = async (
    body: Extract<LoginBody, { type: 'username' }>,
    meta: LoginMeta,
  ): Promise<LoginValue> =>
    completeLogin(await provePassword(body, meta), {
      ...meta,
      portal: body.portal,
      deviceToken: body.deviceToken,
    });

  const smsLogin = async (
    body: Extract<LoginBody, { type: 'sms' }>,
    meta: LoginMeta,
  ): Promise<LoginValue> => {
    if (!(await deps.flag(whitelabelFlags.smsCodeLogin))) {
      throw new AppError('function_not_enabled', 'Function not enabled, contact customer service');
    }
    const phone = await deps.phones.parse(body.countryDialingCode, body.username);
    await deps.challenge.verifyChallenge(body.challenge);
    const attempt = await throttle.begin(phone.e164, meta.ip);
    let row: MemberRow | undefined;
    try {
      const codeId = await deps.smsCodes.verifyCode('login', phone.e164, body.password);
      row = await members.findByMobile(merchantCode, phone.e164);
      if (!row) throw new AppError('invalid_verification_code', 'Invalid verification code');
      await deps.db.transaction().execute((trx) => deps.smsCodes.consume(trx, codeId));
    } catch (error) {
      if (!(error instanceof AppError)) throw await abandon(attempt, error);
      await attempt.failed();
      throw error;
    }
    await attempt.succeeded();
    return completeLogin(row, { ...meta, portal: body.portal, type: 'sms', deviceToken: body.deviceToken });
  };

  return {
    completeLogin,
    provePassword,
    login: (body: LoginBody, meta: LoginMeta): Promise<LoginValue> => {
      switch (body.type) {
        case 'username':
          return usernameLogin(body, meta);
        case 'sms':
          return smsLogin(body, meta);
      }
    },
  };
};

export type LoginService = ReturnType<typeof createLoginService>;
