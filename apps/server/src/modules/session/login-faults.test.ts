import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { createManualClock } from '../../lib/clock.js';
import { createMemoryRateLimitStore } from '../../lib/rate-limit.js';
import { createLoginService } from './login-service.js';
import { createLoginThrottle } from './login-throttle.js';

/**
 * A login that fails on our side before a verdict (the member lookup or the password check throws)
 * gives its slots back: nobody learnt anything from it, and a fault must not lock a member out. A
 * wrong password still counts.
 */
const auth = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:' }).auth;
const ip = '198.18.0.1';

const setUp = (findByAccount: () => Promise<unknown>) => {
  const store = createMemoryRateLimitStore(createManualClock());
  const throttle = createLoginThrottle(store, auth, 'DEMO');
  const service = createLoginService({
    members: { findByAccount } as never,
    throttle,
    challenge: { verifyChallenge: () => Promise.resolve() } as never,
    captcha: { verifyCaptcha: () => Promise.resolve() } as never,
    merchantCode: 'DEMO',
    auth,
  } as never);
  const login = () =>
    service.login(
      { type: 'username', username: 'someone', password: 'Wrong1234!', challenge: 'c' } as never,
      { ip },
    );
  const slotsTaken = async () => (await store.get(throttle.accountKey('someone')))?.count ?? 0;
  return { login, slotsTaken };
};

describe('login faults on our side', () => {
  it('give the slot back when the member lookup throws, however often', async () => {
    const { login, slotsTaken } = setUp(() => Promise.reject(new Error('database unavailable')));
    for (let attempt = 0; attempt < auth.maxFailuresPerAccount + 2; attempt += 1) {
      await expect(login()).rejects.toThrow('database unavailable');
    }
    expect(await slotsTaken()).toBe(0);
  });

  it('still count a wrong password (the member is unknown here)', async () => {
    const { login, slotsTaken } = setUp(() => Promise.resolve(undefined));
    const failure = await login().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('wrong_account_or_password');
    expect(await slotsTaken()).toBe(1);
  });
});
