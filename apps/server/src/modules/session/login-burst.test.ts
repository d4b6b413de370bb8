import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit.js';
import { createRedisRateLimitStore } from '../../lib/rate-limit-redis.js';
import { demo, login, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/**
 * Count-first login limits: 200 parallel wrong passwords are all counted, and no more than
 * LOGIN_MAX_FAILURES (10) per account or LOGIN_MAX_FAILURES_IP (20) per IP are ever checked; every
 * other attempt answers 429 too_many_requests before any password is verified. Run on the in-process
 * store and on Redis (one store shared by every process).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const burst = 200;

const stores: [string, () => RateLimitStore][] = [
  ['in-process store', () => createMemoryRateLimitStore(createManualClock())],
  ['Redis store', () => createRedisRateLimitStore(redisUrl, `gp:test:${randomBytes(6).toString('hex')}:rl:`)],
];

describe.each(stores)('login under a burst (%s)', (_name, open) => {
  const store = open();
  let t: TestApp;
  let db: DatabaseHandle;
  let ipCounter = 0;
  const freshIp = () => `198.18.${Math.floor(++ipCounter / 256)}.${ipCounter % 256}`;

  beforeAll(async () => {
    t = await buildTestApp(
      { TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' },
      { rateLimitStore: store },
    );
    db = openDatabase(t.config.database);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
    await store.close();
  });

  const addMember = async (account: string, password: string) =>
    db.db
      .insertInto('members')
      .values({
        merchant_code: 'DEMO',
        account,
        nickname: account,
        type: 0,
        password_hash: await hashPassword(password),
        created_at: new Date().toISOString(),
        password_changed_at: new Date().toISOString(),
      })
      .execute();

  /** Solves every challenge first, then sends all logins at once. */
  const parallelLogins = async (attempts: { username: string; password: string; ip: string }[]) => {
    const challenges = await Promise.all(attempts.map(() => solvedChallenge(t.app)));
    const responses = await Promise.all(
      attempts.map((a, i) => login(t.app, { ...a, challenge: challenges[i]! })),
    );
    const counts: Record<string, number> = {};
    for (const r of responses) {
      const code = r.json<{ code?: string }>().code ?? 'ok';
      counts[code] = (counts[code] ?? 0) + 1;
    }
    return counts;
  };

  /** Answers that checked something: the password, or the captcha asked for after 3 settled failures. */
  const checked = (counts: Record<string, number>) =>
    (counts.wrong_account_or_password ?? 0) + (counts.captcha_check_failed ?? 0);

  it('200 wrong passwords of one account from 200 IPs: 200 counted, 10 checked, then locked', async () => {
    await addMember('burst_acct', 'Right1234');
    const counts = await parallelLogins(
      Array.from({ length: burst }, () => ({ username: 'burst_acct', password: 'wrong', ip: freshIp() })),
    );
    expect(checked(counts)).toBe(10);
    expect(counts.too_many_requests).toBe(burst - 10);
    expect((await store.get('login:acct:DEMO:burst_acct'))?.count).toBe(burst);
    const locked = await login(t.app, { username: 'burst_acct', password: 'Right1234', ip: freshIp() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(290);
  });

  it('200 wrong passwords from one IP across 200 accounts: 200 counted, 20 checked', async () => {
    const ip = freshIp();
    const counts = await parallelLogins(
      Array.from({ length: burst }, (_, i) => ({ username: `burst_spray_${i}`, password: 'x', ip })),
    );
    expect(checked(counts)).toBe(20);
    expect(counts.too_many_requests).toBe(burst - 20);
    expect((await store.get(`login:ip:${ip}`))?.count).toBe(burst);
    // Refused attempts gave their account slots back: only the 20 checked names keep a count.
    const accountCounts = await Promise.all(
      Array.from({ length: burst }, (_, i) => store.get(`login:acct:DEMO:burst_spray_${i}`)),
    );
    expect(accountCounts.reduce((sum, c) => sum + (c?.count ?? 0), 0)).toBe(20);
    // The IP is locked for every account; another IP is not.
    expect((await login(t.app, { ...demo.member, ip })).statusCode).toBe(429);
    expect((await login(t.app, { ...demo.member, ip: freshIp() })).statusCode).toBe(200);
  });

  it('parallel right passwords of one account all log in and leave no count behind', async () => {
    const ip = freshIp();
    await addMember('burst_ok', 'Right1234');
    const counts = await parallelLogins(
      Array.from({ length: 8 }, () => ({ username: 'burst_ok', password: 'Right1234', ip })),
    );
    expect(counts).toEqual({ ok: 8 });
    expect((await store.get('login:acct:DEMO:burst_ok'))?.count ?? 0).toBe(0);
    expect((await store.get(`login:ip:${ip}`))?.count ?? 0).toBe(0);
  });
});
