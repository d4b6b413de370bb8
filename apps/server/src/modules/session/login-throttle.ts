import type { AuthConfig } from '../../config.js';
import { tooManyRequests, type RateLimitStore } from '../../lib/rate-limit.js';

/**
 * Login failure policy, per account name (as typed, known or not) and per client IP:
 * - failures are counted in a window of LOGIN_LOCK_MINUTES (5) that starts at the first failure;
 * - from LOGIN_CAPTCHA_AFTER (3) failures of the account or the IP, the image captcha is required and
 *   failed answers carry `captcha: true`;
 * - at LOGIN_MAX_FAILURES (10) for the account or LOGIN_MAX_FAILURES_IP (20) for the IP, the account or
 *   IP is locked for LOGIN_LOCK_MINUTES: every attempt answers 429 too_many_requests with Retry-After
 *   (300 s right after locking), before any password is checked;
 * - a successful login clears the account's counter, never the IP's.
 */
export const createLoginThrottle = (store: RateLimitStore, config: AuthConfig, merchantCode: string) => {
  const accountKey = (account: string) => `login:acct:${merchantCode}:${account.toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const lockKey = (key: string) => `${key}:lock`;

  return {
    /** Throws 429 when the account or the IP is locked. */
    assertNotLocked: async (account: string, ip: string): Promise<void> => {
      for (const key of [accountKey(account), ipKey(ip)]) {
        const lock = await store.get(lockKey(key));
        if (lock) throw tooManyRequests(lock.resetInMs, 'Too many requests, try again after 5 minutes');
      }
    },

    /** True when the image captcha is required for this account or IP. */
    captchaRequired: async (account: string, ip: string): Promise<boolean> => {
      const [a, i] = await Promise.all([store.get(accountKey(account)), store.get(ipKey(ip))]);
      return Math.max(a?.count ?? 0, i?.count ?? 0) >= config.captchaAfterFailures;
    },

    /** Counts a failure; locks when a limit is reached. Returns whether the captcha is now required. */
    recordFailure: async (account: string, ip: string): Promise<{ captcha: boolean }> => {
      const [a, i] = await Promise.all([
        store.increment(accountKey(account), config.lockMs),
        store.increment(ipKey(ip), config.lockMs),
      ]);
      if (a.count >= config.maxFailuresPerAccount)
        await store.set(lockKey(accountKey(account)), 1, config.lockMs);
      if (i.count >= config.maxFailuresPerIp) await store.set(lockKey(ipKey(ip)), 1, config.lockMs);
      return { captcha: Math.max(a.count, i.count) >= config.captchaAfterFailures };
    },

    recordSuccess: (account: string) => store.reset(accountKey(account)),
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
