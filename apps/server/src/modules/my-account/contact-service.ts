import type { ContactCodeBody, PaymentPasswordResetBody } from '@gp/contract/my-account';
import type { FieldRule } from '@gp/contract/patterns';
import { patternCatalogue } from '@gp/contract/patterns';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password-hash.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import { maskEmail, maskMobile } from '../second-factor/contact-mask.js';
import type { PhoneParser } from '../verification/phone.js';
import { assertNewPaymentPassword } from '../wallet/payment-password-service.js';
import { memberCodeMinutes, type MemberCodes } from './member-codes.js';
import type { ProfileService } from './profile-service.js';
import type { MyAccountRepository } from './repository.js';

/**
 * Binding a mobile number or an e-mail address by a code sent to it, and resetting the payment
 * password by a code sent to the bound one (issue 18).
 *
 * - Binding: the code goes to the new address; only a right code binds it, in the transaction that
 *   spends the code (two racing verifications bind once). Changing an address already bound asks for
 *   the login password first (counted by the login throttle, like a login), and the old address is told.
 *   An address another member has is refused (mobile_registered, email_registered), also when two
 *   members race for it (the unique index on mobile; e-mail checked again inside the transaction).
 * - Payment password reset: a code to the bound mobile or e-mail; the new password follows the
 *   merchant's rule and is stored as an argon2 hash, like the login password, in the transaction that
 *   spends the code.
 */
const emailPattern = new RegExp(patternCatalogue[4].pattern, 'u');

export const createContactService = (deps: {
  db: Db;
  repo: MyAccountRepository;
  codes: MemberCodes;
  profiles: ProfileService;
  phones: PhoneParser;
  sms: SmsProvider;
  mailer: Mailer;
  merchantCode: string;
  siteName: () => Promise<string>;
  /** Counts and checks the login password (login throttle); throws login_password_incorrect. */
  checkLoginPassword: (
    account: string,
    passwordHash: string,
    typed: string | undefined,
    ip: string,
  ) => Promise<void>;
  paymentPasswordRule: () => Promise<FieldRule | undefined>;
  log: { error: (obj: object, msg: string) => void };
}) => {
  const { repo, codes, merchantCode } = deps;

  const secrets = async (memberId: number) => {
    const row = await repo.secrets(memberId);
    if (!row) throw new AppError('not_logged_in', 'You are not logged in, please log in');
    return row;
  };

  /** Tells the address being replaced; a failure to send is logged, the change stands. */
  const notifyOld = async (old: { channel: 'sms' | 'email'; target: string }, what: string) => {
    const site = await deps.siteName();
    const text = `Your ${site} ${what} was just changed. If this was not you, contact customer service at once.`;
    try {
      if (old.channel === 'sms') await deps.sms.send(old.target, text);
      else await deps.mailer.send({ to: old.target, subject: `Your ${site} ${what} was changed`, text });
    } catch (error) {
      deps.log.error({ err: error }, 'change notice could not be sent');
    }
  };

  return {
    sendContactCode: async (memberId: number, body: ContactCodeBody, meta: { ip: string }) => {
      const row = await secrets(memberId);
      let target: string;
      let current: string | null;
      if (body.channel === 'sms') {
        target = (await deps.phones.parse(body.countryDialingCode, body.mobileNum)).e164;
        current = row.mobile;
        const holder = await repo.memberWithMobile(merchantCode, target);
        if (holder && holder.id !== memberId)
          throw new AppError('mobile_registered', 'This mobile number is already registered');
      } else {
        target = body.email.toLowerCase();
        if (!emailPattern.test(target)) {
          throw new AppError('invalid_field', 'email: pattern', {
            value: {
              field: 'email',
              reason: 'pattern',
              messageKey: patternCatalogue[4].messageKey,
              min: 3,
              max: 255,
            },
          });
        }
        current = row.email;
        const holder = await repo.memberWithEmail(merchantCode, target);
        if (holder && holder.id !== memberId)
          throw new AppError('email_registered', 'This e-mail address is already in use');
      }
      if (current !== null && current.toLowerCase() !== target) {
        await deps.checkLoginPassword(row.account, row.password_hash, body.loginPassword, meta.ip);
      }
      await codes.send(
        memberId,
        body.channel === 'sms' ? 'contact_sms' : 'contact_email',
        { channel: body.channel, target },
        body.channel === 'sms' ? 'confirm this mobile number' : 'confirm this e-mail address',
      );
      return {
        expiredMinutes: memberCodeMinutes,
        sentTo: body.channel === 'sms' ? maskMobile(target) : maskEmail(target),
      };
    },

    verifyContact: async (memberId: number, body: { channel: 'sms' | 'email'; code: string }) => {
      const before = await secrets(memberId);
      const purpose = body.channel === 'sms' ? 'contact_sms' : 'contact_email';
      const code = await codes.check(memberId, purpose, body.channel, body.code);
      try {
        await deps.db.transaction().execute(async (trx) => {
          if (!(await code.spend(trx)))
            throw new AppError('no_code_pending', 'No code is waiting: send a new one');
          if (body.channel === 'email') {
            await repo.lockMerchant(trx, merchantCode);
            const holder = await repo.memberWithEmail(merchantCode, code.target, trx);
            if (holder && holder.id !== memberId)
              throw new AppError('email_registered', 'This e-mail address is already in use');
          }
          await repo.setContact(
            trx,
            memberId,
            body.channel === 'sms' ? { mobile: code.target } : { email: code.target },
          );
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (body.channel === 'sms' && /unique|duplicate/i.test(String(error))) {
          throw new AppError('mobile_registered', 'This mobile number is already registered');
        }
        throw error;
      }
      const old = body.channel === 'sms' ? before.mobile : before.email;
      if (old && old.toLowerCase() !== code.target) {
        await notifyOld(
          { channel: body.channel, target: old },
          body.channel === 'sms' ? 'mobile number' : 'e-mail address',
        );
      }
      return deps.profiles.view(memberId);
    },

    sendPaymentPasswordCode: async (memberId: number, channel: 'sms' | 'email') => {
      const row = await secrets(memberId);
      const target = channel === 'sms' ? row.mobile : row.email;
      if (!target) {
        throw new AppError('contact_not_bound', 'Bind a mobile number or e-mail address first');
      }
      await codes.send(memberId, 'paypw_reset', { channel, target }, 'reset your withdrawal password');
      return {
        expiredMinutes: memberCodeMinutes,
        sentTo: channel === 'sms' ? maskMobile(target) : maskEmail(target),
      };
    },

    resetPaymentPassword: async (memberId: number, body: PaymentPasswordResetBody) => {
      assertNewPaymentPassword(
        body.paymentPassword,
        body.confirmPaymentPassword,
        await deps.paymentPasswordRule(),
      );
      const code = await codes.check(memberId, 'paypw_reset', body.channel, body.code);
      const hash = await hashPassword(body.paymentPassword);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await code.spend(trx)))
          throw new AppError('no_code_pending', 'No code is waiting: send a new one');
        await repo.setPaymentPassword(trx, memberId, hash);
      });
      await notifyOld({ channel: body.channel, target: code.target }, 'withdrawal password');
      return { hasPaymentPassword: true as const };
    },
  };
};

export type ContactService = ReturnType<typeof createContactService>;
