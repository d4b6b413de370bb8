import { randomBytes } from 'node:crypto';
import type { FieldRule } from '@gp/contract/patterns';
import type { ResetPasswordByEmailBody } from '@gp/contract/verification';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertPasswordRule } from '../../lib/password-rule.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import { roleOfType, type RoleTypes } from '../../plugins/access-policy.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SessionService } from '../session/session-service.js';
import type { MemberRepository } from './repository.js';
import type { ResetCodeRepository } from './reset-code-repository.js';
import {
  generateResetCode,
  hashResetCode,
  newResetSalt,
  resetCodeMatches,
  resetCodeMaxAttempts,
} from './reset-code.js';

/**
 * Forgot password by e-mail (spec 4.5, 7.1; issue 13), in two steps.
 *
 * 1. `forgotByEmail` (POST /wps/member/password/email, form-encoded): limited per IP
 *    (FORGOT_PASSWORD_PER_IP_PER_HOUR) and per account name (3 an hour). The answer is
 *    `{ sent: true, expiredMinutes }` whatever the account, and it never waits for the database write
 *    or the mail: when username and e-mail match a real (non-trial) member, a background task stores a
 *    fresh reset code (replacing the member's earlier one) and mails it. The request path does the same
 *    work either way (limits, one lookup, one comparison), so neither the body nor the time tells
 *    whether the account exists. A failed mail is logged; the password never changes in this step.
 * 2. `resetByEmail` (POST /wps/member/password/email/reset, E): limited per IP; the confirmation
 *    (inconsistent_twice) and the password rule (invalid_password_format) first, so a typo costs no
 *    guess; then one guess is counted atomically before the code is compared. Unknown account, no
 *    code, a used or replaced code or a wrong code -> invalid_verification_code; an expired code or one
 *    out of guesses -> verification_code_expired (request a new one). The code is consumed by a
 *    conditional UPDATE in the transaction that sets the password (one of two racing uses wins), and
 *    every session of the member ends.
 */
export const forgotPerAccountPerHour = 3;
const hourMs = 3_600_000;

export interface EmailResetDeps {
  db: Db;
  members: MemberRepository;
  resetCodes: ResetCodeRepository;
  sessions: SessionService;
  mailer: Mailer;
  background: BackgroundTasks;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  roleTypes: RoleTypes;
  perIpPerHour: number;
  codeMinutes: number;
  passwordRule: () => Promise<FieldRule | undefined>;
  log: { error: (obj: object, msg: string) => void };
}

const invalidCode = () => new AppError('invalid_verification_code', 'Invalid verification code');
const expiredCode = () => new AppError('verification_code_expired', 'Verification code expired, send again');

const resetMail = (account: string, code: string, minutes: number) => ({
  subject: 'Your password reset code',
  text: [
    `Hello ${account},`,
    '',
    `Your password reset code is: ${code}`,
    '',
    `Enter it in the "Forgot password" window with your new password. It works once and expires in ${minutes} minutes; a newer request replaces it.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
});

export const createEmailResetService = (deps: EmailResetDeps) => {
  const { members, resetCodes, limits, clock, merchantCode } = deps;

  /** Background: store the member's new code, then mail it (the mail is not waited for on close). */
  const issueAndMail = async (member: { id: number; account: string; email: string }) => {
    const code = generateResetCode();
    const salt = newResetSalt();
    const now = clock();
    await resetCodes.replace({
      member_id: member.id,
      id: randomBytes(16).toString('hex'),
      salt,
      code_hash: hashResetCode(salt, member.id, code),
      attempts: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + deps.codeMinutes * 60_000).toISOString(),
      consumed_at: null,
    });
    deps.mailer
      .send({ to: member.email, ...resetMail(member.account, code, deps.codeMinutes) })
      .catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail could not be sent'));
  };

  return {
    forgotByEmail: async (body: { username: string; email: string }, meta: { ip: string }) => {
      await enforceLimit(limits, `forgot:ip:${meta.ip}`, deps.perIpPerHour, hourMs);
      const accountKey = `forgot:acct:${merchantCode}:${body.username.toLowerCase()}`;
      await enforceLimit(limits, accountKey, forgotPerAccountPerHour, hourMs);
      const row = await members.findByAccount(merchantCode, body.username);
      const matches =
        row !== undefined &&
        row.email !== null &&
        row.email.toLowerCase() === body.email.toLowerCase() &&
        roleOfType(Number(row.type), deps.roleTypes) !== 'trial';
      if (matches) {
        const member = { id: row.id, account: row.account, email: row.email! };
        deps.background.run(() => issueAndMail(member));
      }
      return { sent: true as const, expiredMinutes: deps.codeMinutes };
    },

    resetByEmail: async (body: ResetPasswordByEmailBody, meta: { ip: string }) => {
      await enforceLimit(limits, `forgotreset:ip:${meta.ip}`, deps.perIpPerHour, hourMs);
      if (body.confirmNewPassword !== body.newPassword) {
        throw new AppError('inconsistent_twice', 'The two entries are inconsistent');
      }
      assertPasswordRule(body.newPassword, await deps.passwordRule());
      const member = await members.findByAccount(merchantCode, body.username);
      const code = member && (await resetCodes.findUnused(member.id));
      if (!member || !code) throw invalidCode();
      if (!(await resetCodes.claimAttempt(member.id, code.id, resetCodeMaxAttempts))) {
        // No guess left, or a parallel use consumed (or a new request replaced) the code meanwhile.
        throw (await resetCodes.findUnused(member.id))?.id === code.id ? expiredCode() : invalidCode();
      }
      if (!resetCodeMatches(code, member.id, body.code)) throw invalidCode();
      if (Date.parse(code.expires_at) <= clock().getTime()) throw expiredCode();
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        if (!(await resetCodes.consume(trx, member.id, code.id, now))) throw invalidCode();
        await members.setPassword(member.id, passwordHash, now, false, trx);
      });
      await deps.sessions.revokeAll(member.id);
      return { account: member.account };
    },
  };
};
