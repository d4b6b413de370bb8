import type { FieldRule } from '@gp/contract/patterns';
import {
  checkPaymentPassword,
  type PaymentPasswordChangeBody,
  type PaymentPasswordSetBody,
} from '@gp/contract/payment-password';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import type { LoginThrottle } from '../session/login-throttle.js';
import type { Authenticated } from '../session/session-service.js';
import type { PaymentPasswordGuard } from './payment-password-guard.js';
import type { PaymentPasswordRepository } from './payment-password-repository.js';

/**
 * Setting and changing the payment password (issue 14).
 * - Set: only while none is stored (else 409 payment_password_already_set, checked first: it reveals
 *   nothing about any secret); the member proves it is them with the login password. That guess is
 *   counted by the login throttle under the same account and IP keys as the login form, so this call
 *   adds no second way to try login passwords: 429 too_many_requests once the login is locked.
 * - Change: the old payment password goes through the payment-password guard, so wrong ones count
 *   against the same per-member and per-IP limit as withdrawals (429 payment_password_locked).
 * - The new one must match the merchant's rule (contract payment-password.ts) and its confirmation;
 *   both are checked before any guess is counted, so a typo costs no attempt.
 * - Writes are conditional (still none stored / still the verified hash): of parallel calls one wins,
 *   the others get the answer a later call would get.
 */
/**
 * A new payment password must follow the merchant's rule (invalid_payment_password_format with the
 * rule's message and bounds) and equal its confirmation (inconsistent_twice). Also used by the reset
 * by code (modules/my-account).
 */
export const assertNewPaymentPassword = (
  password: string,
  confirmation: string,
  rule: FieldRule | undefined,
): void => {
  const violation = checkPaymentPassword(password, rule);
  if (violation) {
    throw new AppError(
      'invalid_payment_password_format',
      `Payment password: ${violation.messageKey} (${violation.min}-${violation.max})`,
      { value: violation },
    );
  }
  if (confirmation !== password) {
    throw new AppError('inconsistent_twice', 'The two entries are inconsistent');
  }
};

export const createPaymentPasswordService = (deps: {
  repo: PaymentPasswordRepository;
  guard: PaymentPasswordGuard;
  loginThrottle: LoginThrottle;
  merchantCode: string;
  /** The registration rule of the paymentPassword field (register settings), if the merchant has one. */
  rule: () => Promise<FieldRule | undefined>;
}) => {
  const { repo, guard, loginThrottle, merchantCode } = deps;

  const own = async (auth: Authenticated) => {
    const row = await repo.secrets(merchantCode, auth.memberId);
    if (!row) throw new AppError('not_logged_in', 'You are not logged in, please log in');
    return row;
  };

  const checkNew = async (password: string, confirmation: string) =>
    assertNewPaymentPassword(password, confirmation, await deps.rule());

  const alreadySet = () =>
    new AppError('payment_password_already_set', 'A payment password is already set: change it instead');

  return {
    set: async (auth: Authenticated, body: PaymentPasswordSetBody, meta: { ip: string }) => {
      const row = await own(auth);
      if (row.payment_password_hash) throw alreadySet();
      await checkNew(body.paymentPassword, body.confirmPaymentPassword);
      const attempt = await loginThrottle.begin(row.account, meta.ip);
      if (!(await verifyPassword(row.password_hash, body.loginPassword))) {
        await attempt.failed();
        throw new AppError('login_password_incorrect', 'The login password is incorrect');
      }
      await attempt.succeeded();
      if (!(await repo.setFirst(row.id, await hashPassword(body.paymentPassword)))) throw alreadySet();
      return { hasPaymentPassword: true as const };
    },

    change: async (auth: Authenticated, body: PaymentPasswordChangeBody, meta: { ip: string }) => {
      const row = await own(auth);
      const current = row.payment_password_hash;
      // Nothing to change yet: the member sets one first (with the login password).
      if (!current) throw new AppError('payment_password_not_set', 'Set a payment password first');
      await checkNew(body.paymentPassword, body.confirmPaymentPassword);
      await guard.verify(row, body.oldPaymentPassword, meta);
      const changed = await repo.replace(row.id, current, await hashPassword(body.paymentPassword));
      // A parallel change replaced the hash first: the old password given here is no longer current.
      if (!changed) throw new AppError('payment_password_incorrect', 'The payment password is incorrect');
      return { hasPaymentPassword: true as const };
    },
  };
};

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
