import type { AuthConfig } from '../../config.js';
import { createGuessLimit } from '../../lib/guess-limit.js';
import { tooManyRequests, type RateLimitStore } from '../../lib/rate-limit.js';

/**
 * Login failure policy, per account name (as typed, known or not; the E.164 number for SMS login)
 * and per client IP:
 * - every attempt takes its slot before any password or code is checked (lib/guess-limit.ts), so a
 *   burst of parallel attempts gets at most LOGIN_MAX_FAILURES (10) checks per account and
 *   LOGIN_MAX_FAILURES_IP (20) per IP in a window of LOGIN_LOCK_MINUTES (5) from the first attempt;
 * - the failure that reaches the limit locks the account or IP for LOGIN_LOCK_MINUTES: every attempt
 *   answers 429 too_many_requests with Retry-After (300 s right after locking), even with the right
 *   password, before anything is checked;
 * - from LOGIN_CAPTCHA_AFTER (3) settled failures of the account or the IP, the image captcha is
 *   required and failed answers carry `captcha: true` (a soft gate read from the failure counters; the
 *   hard bound under bursts is the slot limit above);
 * - a successful login resets the account's counters and gives its IP slot back; the IP's failures stay;
 * - an attempt that failed on our side before a verdict (database or store fault) gives its slots back.
 */
export interface LoginAttempt {
  captchaRequired: boolean;
  /** Counts the failure; returns whether the captcha is now required. */
  failed: () => Promise<{ captcha: boolean }>;
  succeeded: () => Promise<void>;
  /** Nothing was checked (a fault on our side): the attempt's slots are given back. */
  abandoned: () => Promise<void>;
}

export const createLoginThrottle = (store: RateLimitStore, config: AuthConfig, merchantCode: string) => {
  const accountKey = (account: string) => `login:acct:${merchantCode}:${account.toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const failKey = (key: string) => `${key}:fail`;
  const limit = createGuessLimit(store, { windowMs: config.lockMs, lockMs: config.lockMs });
  const refuse = (retryAfterMs: number) =>
    tooManyRequests(retryAfterMs, 'Too many requests, try again after 5 minutes');

  return {
    /** Takes the attempt's slot (429 when the account or IP is over its limit or locked). */
    begin: async (account: string, ip: string): Promise<LoginAttempt> => {
      const keys = [accountKey(account), ipKey(ip)];
      const [slot, failures] = await Promise.all([
        limit.take(
          [
            { key: keys[0]!, max: config.maxFailuresPerAccount, resetOnSuccess: true },
            { key: keys[1]!, max: config.maxFailuresPerIp },
          ],
          refuse,
        ),
        Promise.all(keys.map((key) => store.get(failKey(key)))),
      ]);
      const settled = Math.max(...failures.map((f) => f?.count ?? 0));
      return {
        captchaRequired: settled >= config.captchaAfterFailures,
        failed: async () => {
          const [, a, i] = await Promise.all([
            limit.failed(slot),
            store.increment(failKey(keys[0]!), config.lockMs),
            store.increment(failKey(keys[1]!), config.lockMs),
          ]);
          return { captcha: Math.max(a.count, i.count) >= config.captchaAfterFailures };
        },
        succeeded: async () => {
          await Promise.all([limit.succeeded(slot), store.reset(failKey(keys[0]!))]);
        },
        abandoned: () => limit.abandoned(slot),
      };
    },
    accountKey,
    ipKey,
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
