import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LoginVerifyBody, SecondFactorMethod } from '@gp/contract/second-factor';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { GuessLimit } from '../../lib/guess-limit.js';
import { enforceLimit, tooManyRequests, type RateLimitStore } from '../../lib/rate-limit.js';
import { hashResetCode, newResetSalt, resetCodeMatches } from '../member/reset-code.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import type { LoginKind, LoginMeta, LoginOutcome } from '../session/login-service.js';
import { maskEmail, maskMobile, sameName } from './contact-mask.js';
import type { SecondFactorRepository } from './repository.js';
import type { LoginChallengesTable } from './tables.js';
import { totpStepOf, type SecretSeal } from './totp.js';

/**
 * The second factor of login (spec 4.2 step 5; issue 18).
 *
 * `gate` runs in the login service once the password (or SMS code) is right and the account may log
 * in: with the merchant's LOGIN2FA3 switch on, a login from an IP this member never logged in from,
 * on a browser it did not trust, answers `login_2fa` with a challenge: a ticket (only its SHA-256 is
 * kept) bound to that IP for ten minutes, and the ways this member can use (a bound mobile, e-mail or
 * bank account, an authenticator). A member with none of them logs in as before: a factor it cannot
 * give would lock it out, and the security centre offers the authenticator (docs/decisions.md).
 *
 * `verify` checks one answer: every answer takes a slot per member and per IP first (guess-limit.ts)
 * and one of the challenge's five attempts (a conditional UPDATE), so parallel guesses never get more
 * checks than that; a right answer spends the challenge once (a second UPDATE), an authenticator code
 * spends its time step, a recovery code itself. Every ask and every wrong answer is in the login
 * history. Logins from every IP are remembered while the switch is off too, so turning it on asks
 * only at new places.
 */
export const challengeMinutes = 10;
export const codeMinutes = 5;
export const maxAnswersPerChallenge = 5;
export const trustedDeviceDays = 30;
const resendMs = 60_000;
/** Wrong answers count per member and per IP over this window, and lock as long. */
export const guessWindowMs = 15 * 60_000;
export const maxWrongPerMember = 10;
export const maxWrongPerIp = 30;
export const maxCodesPerMemberPerHour = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const expired = () =>
  new AppError('second_factor_expired', 'The verification has expired, please log in again');
const unavailable = () =>
  new AppError('second_factor_unavailable', 'This way of verification is not available for the account');

export interface GateMeta extends LoginMeta {
  portal: 'player' | 'agent';
  type: LoginKind;
}

export const createSecondFactorService = (deps: {
  repo: SecondFactorRepository;
  clock: Clock;
  flag: (modId: string) => Promise<boolean>;
  seal: SecretSeal;
  sms: SmsProvider;
  mailer: Mailer;
  guesses: GuessLimit;
  limits: RateLimitStore;
  siteName: () => Promise<string>;
  recordAttempt: (memberId: number, meta: LoginMeta, outcome: LoginOutcome) => Promise<unknown>;
}) => {
  const { repo, clock } = deps;

  const methodsOf = async (memberId: number): Promise<SecondFactorMethod[]> => {
    const [contact, banks, authenticator] = await Promise.all([
      repo.contactOf(memberId),
      repo.bankNamesOf(memberId),
      repo.findAuthenticator(memberId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (authenticator?.enabled_at) methods.push('totp');
    if (contact.mobile) methods.push('sms');
    if (contact.email) methods.push('email');
    if (banks.length > 0) methods.push('bank');
    return methods;
  };

  const known = async (memberId: number, meta: GateMeta, now: string) =>
    (await repo.isKnownIp(memberId, meta.ip)) ||
    (await repo.lastLoginIp(memberId)) === meta.ip ||
    (meta.deviceToken !== undefined && (await repo.isTrustedDevice(memberId, sha256(meta.deviceToken), now)));

  /** The live challenge a ticket names, asked from the IP it was given to. */
  const challengeOf = async (ticket: string, ip: string): Promise<LoginChallengesTable> => {
    const row = await repo.findChallenge(sha256(ticket));
    if (!row || row.ip !== ip || row.consumed_at !== null || row.expires_at <= clock().toISOString()) {
      throw expired();
    }
    return row;
  };

  const checkAnswer = async (row: LoginChallengesTable, body: LoginVerifyBody): Promise<boolean> => {
    const now = clock();
    switch (body.method) {
      case 'sms':
      case 'email':
        return (
          row.code_channel === body.method &&
          row.code_salt !== null &&
          row.code_hash !== null &&
          (row.code_expires_at ?? '') > now.toISOString() &&
          resetCodeMatches({ salt: row.code_salt, code_hash: row.code_hash }, row.member_id, body.code)
        );
      case 'bank':
        return (await repo.bankNamesOf(row.member_id)).some((name) => sameName(body.code, name));
      case 'totp': {
        const authenticator = await repo.findAuthenticator(row.member_id);
        if (!authenticator?.enabled_at) throw unavailable();
        const step = totpStepOf(
          deps.seal.open(authenticator.secret_sealed),
          body.code.replace(/\s/g, ''),
          now,
        );
        return step !== null && (await repo.spendStep(row.member_id, step));
      }
      case 'recovery': {
        for (const code of await repo.unusedRecoveryCodes(row.member_id)) {
          if (resetCodeMatches(code, row.member_id, body.code)) {
            return repo.useRecoveryCode(code.id, now.toISOString());
          }
        }
        return false;
      }
    }
  };

  return {
    /** Throws `login_2fa` with the challenge when this login needs the second factor. */
    gate: async (row: MemberRow, meta: GateMeta): Promise<void> => {
      if (!(await deps.flag(whitelabelFlags.loginSecondFactor))) return;
      const now = clock();
      if (await known(row.id, meta, now.toISOString())) return;
      const methods = await methodsOf(row.id);
      if (methods.length === 0) return;
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + challengeMinutes * 60_000).toISOString();
      await repo.deleteExpiredChallenges(new Date(now.getTime() - 86_400_000).toISOString());
      await repo.openChallenge({
        id: sha256(ticket),
        member_id: row.id,
        ip: meta.ip,
        portal: meta.portal,
        login_type: meta.type,
        user_agent: meta.userAgent?.slice(0, 256) ?? null,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        attempts: 0,
        code_channel: null,
        code_salt: null,
        code_hash: null,
        code_sent_at: null,
        code_expires_at: null,
        consumed_at: null,
      });
      await deps.recordAttempt(row.id, meta, 'verify_asked');
      throw new AppError('login_2fa', 'Please complete the extra verification for this new location', {
        value: {
          ticket,
          methods,
          mobile: row.mobile ? maskMobile(row.mobile) : null,
          email: row.email ? maskEmail(row.email) : null,
          expiresAt,
        },
      });
    },

    /** A login went through from this IP: later logins from it need no second factor. */
    remember: (memberId: number, ip: string) => repo.rememberIp(memberId, ip, clock().toISOString()),

    /** Sends a code to the bound mobile or e-mail; one a minute, five an hour per member. */
    sendCode: async (body: { ticket: string; method: 'sms' | 'email' }, meta: { ip: string }) => {
      const row = await challengeOf(body.ticket, meta.ip);
      const contact = await repo.contactOf(row.member_id);
      const to = body.method === 'sms' ? contact.mobile : contact.email;
      if (!to) throw unavailable();
      const now = clock();
      const lastSent = row.code_sent_at ? Date.parse(row.code_sent_at) : 0;
      if (now.getTime() - lastSent < resendMs) throw tooManyRequests(resendMs - (now.getTime() - lastSent));
      await enforceLimit(deps.limits, `2fa:send:${row.member_id}`, maxCodesPerMemberPerHour, 3_600_000);
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const salt = newResetSalt();
      const stored = await repo.storeCode(
        row.id,
        {
          code_channel: body.method,
          code_salt: salt,
          code_hash: hashResetCode(salt, row.member_id, code),
          code_sent_at: now.toISOString(),
          code_expires_at: new Date(now.getTime() + codeMinutes * 60_000).toISOString(),
        },
        new Date(now.getTime() - resendMs).toISOString(),
      );
      if (!stored) throw tooManyRequests(resendMs);
      const site = await deps.siteName();
      const text = `${code} is your ${site} login code. It expires in ${codeMinutes} minutes. Never share it with anyone.`;
      try {
        if (body.method === 'sms') await deps.sms.send(to, text);
        else await deps.mailer.send({ to, subject: `Your ${site} login code`, text });
      } catch {
        throw new AppError('sms_send_failed', 'The code could not be sent, please try again later');
      }
      return { expiredMinutes: codeMinutes, sentTo: body.method === 'sms' ? maskMobile(to) : maskEmail(to) };
    },

    /**
     * Checks one answer; returns the member and the login the challenge stood for. The caller opens
     * the session (the login service's completeLogin) and then `trust`s the browser if asked.
     */
    verify: async (body: LoginVerifyBody, meta: LoginMeta) => {
      const row = await challengeOf(body.ticket, meta.ip);
      const slot = await deps.guesses.take(
        [
          { key: `2fa:member:${row.member_id}`, max: maxWrongPerMember, resetOnSuccess: true },
          { key: `2fa:ip:${meta.ip}`, max: maxWrongPerIp },
        ],
        (retryAfterMs) => tooManyRequests(retryAfterMs, 'Too many wrong answers, please try again later'),
      );
      let right: boolean;
      try {
        if (!(await repo.countAttempt(row.id, maxAnswersPerChallenge, clock().toISOString()))) {
          await deps.guesses.abandoned(slot);
          throw expired();
        }
        right = await checkAnswer(row, body);
      } catch (error) {
        if (!(error instanceof AppError)) await deps.guesses.abandoned(slot);
        throw error;
      }
      if (!right) {
        await deps.guesses.failed(slot);
        await deps.recordAttempt(row.member_id, meta, 'verify_failed');
        throw new AppError('second_factor_wrong', 'That does not match, please check and try again', {
          value: { attemptsLeft: Math.max(0, maxAnswersPerChallenge - row.attempts - 1) },
        });
      }
      await deps.guesses.succeeded(slot);
      if (!(await repo.consumeChallenge(row.id, clock().toISOString()))) throw expired();
      return { memberId: row.member_id, portal: row.portal, type: row.login_type };
    },

    /** Trusts this browser for 30 days: the token goes to the client, its hash stays here. */
    trust: async (memberId: number): Promise<string> => {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await repo.trustDevice(
        memberId,
        sha256(token),
        now.toISOString(),
        new Date(now.getTime() + trustedDeviceDays * 86_400_000).toISOString(),
      );
      return token;
    },
  };
};

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
