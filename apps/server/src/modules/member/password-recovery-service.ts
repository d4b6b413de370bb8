import type { SetPasswordByPhoneBody } from '@gp/contract/verification';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertPasswordRule } from '../../lib/password-rule.js';
import { enforceLimit } from '../../lib/rate-limit.js';
import type { PhoneParser } from '../verification/phone.js';
import type { SmsCodeService } from '../verification/sms-code-service.js';
import { createBackgroundTasks } from '../../lib/background-tasks.js';
import { createEmailResetService, type EmailResetDeps } from './email-reset-service.js';
import { createResetCodeRepository } from './reset-code-repository.js';

/**
 * Forgot password (spec 4.5, 7.1).
 *
 * By e-mail: a single-use reset code, then the code sets the password (email-reset-service.ts).
 *
 * By phone (POST /wps/member/password/verification, E; whitelabel PHONEPWD3): the number, the password
 * rule (invalid_password_format), confirmNewPassword when sent (inconsistent_twice), the noLogin SMS
 * code of that number; then, in one transaction, the new password, the consumed code and the end of
 * any mailed reset code; every session of the member ends. The value is the account to log in with.
 */
export const createPasswordRecoveryService = (
  base: Omit<EmailResetDeps, 'resetCodes' | 'background'> & {
    smsCodes: SmsCodeService;
    phones: PhoneParser;
    flag: (modId: string) => Promise<boolean>;
  },
) => {
  const deps = {
    ...base,
    resetCodes: createResetCodeRepository(base.db),
    background: createBackgroundTasks((error) => base.log.error({ err: error }, 'password reset failed')),
  };
  const { members, limits, clock, merchantCode } = deps;

  return {
    ...createEmailResetService(deps),

    /** Waits for the background work of forgot-by-e-mail (before the database closes). */
    settled: deps.background.settled,

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
        const now = clock().toISOString();
        await members.setPassword(row.id, passwordHash, now, false, trx);
        await deps.smsCodes.consume(trx, codeId);
        await deps.resetCodes.consumeAny(trx, row.id, now);
      });
      await deps.sessions.revokeAll(row.id);
      return { account: row.account };
    },
  };
};

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;
