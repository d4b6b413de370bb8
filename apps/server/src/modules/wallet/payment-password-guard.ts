import type { PaymentPasswordConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { createGuessLimit } from '../../lib/guess-limit.js';
import { verifyPassword } from '../../lib/password-hash.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';

/**
 * The one check of the payment password, for every call that asks for it (withdraw, transfer to the
 * upline, changing the payment password).
 * Six digits are a small space, so guesses are limited per member (PAYMENT_PASSWORD_MAX_FAILURES, 5)
 * and per client IP (PAYMENT_PASSWORD_MAX_FAILURES_IP, 20) in a window of
 * PAYMENT_PASSWORD_LOCK_MINUTES (15): each attempt is counted before the password is checked
 * (lib/guess-limit.ts), the failure that reaches a limit locks it for PAYMENT_PASSWORD_LOCK_MINUTES,
 * and while locked every call answers 429 payment_password_locked with Retry-After, even with the
 * right password. A right password resets the member's count and gives the IP's slot back.
 * Callers check it before anything that depends on the balance, limits or other state, so a wrong
 * password always answers payment_password_incorrect and a right one is never revealed by another code.
 */
export const createPaymentPasswordGuard = (deps: {
  store: RateLimitStore;
  merchantCode: string;
  config: PaymentPasswordConfig;
}) => {
  const { config } = deps;
  const limit = createGuessLimit(deps.store, { windowMs: config.lockMs, lockMs: config.lockMs });
  const locked = (retryAfterMs: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return new AppError(
      'payment_password_locked',
      `Too many wrong payment passwords, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } },
    );
  };

  const memberKey = (memberId: number) => `paypw:member:${deps.merchantCode}:${memberId}`;
  const ipKey = (ip: string) => `paypw:ip:${ip}`;

  return {
    memberKey,
    ipKey,

    /** Throws payment_password_not_set, payment_password_locked (429) or payment_password_incorrect. */
    verify: async (
      member: { id: number; payment_password_hash: string | null },
      password: string,
      meta: { ip: string },
    ): Promise<void> => {
      if (!member.payment_password_hash) {
        throw new AppError('payment_password_not_set', 'Set a payment password first');
      }
      const slot = await limit.take(
        [
          { key: memberKey(member.id), max: config.maxFailures, resetOnSuccess: true },
          { key: ipKey(meta.ip), max: config.maxFailuresPerIp },
        ],
        locked,
      );
      if (!(await verifyPassword(member.payment_password_hash, password))) {
        await limit.failed(slot);
        throw new AppError('payment_password_incorrect', 'The payment password is incorrect');
      }
      await limit.succeeded(slot);
    },
  };
};

export type PaymentPasswordGuard = ReturnType<typeof createPaymentPasswordGuard>;
