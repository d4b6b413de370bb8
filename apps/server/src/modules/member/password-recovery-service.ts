import type { FieldRule } from '@gp/contract/patterns';
import type { SetPasswordByPhoneBody } from '@gp/contract/verification';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertPasswordRule, generatePassword } from '../../lib/password-rule.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import { roleOfType, type RoleTypes } from '../../plugins/access-policy.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SessionService } from '../session/session-service.js';
import type { PhoneParser } from '../verification/phone.js';
import type { SmsCodeService } from '../verification/sms-code-service.js';
import type { MemberRepository } from './repository.js';

/**
 * Forgot password (spec 4.5, 7.1).
 *
 * By e-mail (POST /wps/member/password/email, form-encoded): limited per IP
 * (FORGOT_PASSWORD_PER_IP_PER_HOUR) and per account name (3 an hour). When username and e-mail match
 * a real (non-trial) member, a random temporary password that satisfies the password rule is e-mailed
 * and, once the mail is accepted, becomes the password with must_change_password set (the next login
 * answers mustChangePassword: true) and every session of the member ends. The answer is
 * `{ sent: true }` whether or not the account exists; an unknown account spends one argon2 hash so the
 * two cases cost alike. A mail failure is logged and changes nothing (the answer stays the same).
 *
 * By phone (POST /wps/member/password/verification, E; whitelabel PHONEPWD3): the number, the password
 * rule (invalid_password_format), confirmNewPassword when sent (inconsistent_twice), the noLogin SMS
 * code of that number; then, in one transaction, the new password and the consumed code; every
 * session of the member ends. The value is the account to log in with.
 */
export const forgotPerAccountPerHour = 3;

export const createPasswordRecoveryService = (deps: {
  db: Db;
  members: MemberRepository;
  sessions: SessionService;
  mailer: Mailer;
  smsCodes: SmsCodeService;
  phones: PhoneParser;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  roleTypes: RoleTypes;
  perIpPerHour: number;
  passwordRule: () => Promise<FieldRule | undefined>;
  flag: (modId: string) => Promise<boolean>;
  log: { error: (obj: object, msg: string) => void };
}) => {
  const { members, limits, clock, merchantCode } = deps;

  return {
    forgotByEmail: async (body: { username: string; email: string }, meta: { ip: string }) => {
      await enforceLimit(limits, `forgot:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      const accountKey = `forgot:acct:${merchantCode}:${body.username.toLowerCase()}`;
      await enforceLimit(limits, accountKey, forgotPerAccountPerHour, 3_600_000);
      const row = await members.findByAccount(merchantCode, body.username);
      const matches =
        row !== undefined &&
        row.email !== null &&
        row.email.toLowerCase() === body.email.toLowerCase() &&
        roleOfType(Number(row.type), deps.roleTypes) !== 'trial';
      if (!matches) {
        await hashPassword(generatePassword(undefined));
        return { sent: true as const };
      }
      const temporary = generatePassword(await deps.passwordRule());
      const passwordHash = await hashPassword(temporary);
      try {
        await deps.mailer.send({
          to: row.email!,
          subject: 'Your temporary password',
          text: [
            `Hello ${row.account},`,
            '',
            `Your temporary password is: ${temporary}`,
            '',
            'Log in with it; you will be asked to choose a new password right away.',
            'If you did not ask for this, contact customer service.',
          ].join('\n'),
        });
      } catch (error) {
        deps.log.error({ err: error }, 'password e-mail could not be sent');
        return { sent: true as const };
      }
      await members.setPassword(row.id, passwordHash, clock().toISOString(), true);
      await deps.sessions.revokeAll(row.id);
      return { sent: true as const };
    },

    setByPhone: async (body: SetPasswordByPhoneBody, meta: { ip: string }) => {
      if (!(await deps.flag(whitelabelFlags.phonePasswordChange))) {
        throw new AppError('function_not_enabled', 'Function not enabled, contact customer service');
      }
      await enforceLimit(limits, `setpw:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      const phone = await deps.phones.parse(body.countryDialingCode, body.mobileNum);
      if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword) {
        throw new AppError('inconsistent_twice', 'The two entries are inconsistent');
      }
      assertPasswordRule(body.newPassword, await deps.passwordRule());
      const codeId = await deps.smsCodes.verifyCode('noLogin', phone.e164, body.verificationCode);
      const row = await members.findByMobile(merchantCode, phone.e164);
      if (!row) throw new AppError('invalid_verification_code', 'Invalid verification code');
      const passwordHash = await hashPassword(body.newPassword);
      await deps.db.transaction().execute(async (trx) => {
        await members.setPassword(row.id, passwordHash, clock().toISOString(), false, trx);
        await deps.smsCodes.consume(trx, codeId);
      });
      await deps.sessions.revokeAll(row.id);
      return { account: row.account };
    },
  };
};

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;
