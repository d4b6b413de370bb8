import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openTestDb } from '../../test/wallet-helpers.js';
import { freshNumber } from '../../test/verification-helpers.js';
import { createSmsCodeRepository } from './sms-code-repository.js';
import { createSmsCodeService, hashSmsCode } from './sms-code-service.js';

/**
 * Parallel guesses of one SMS code (docs/decisions.md "Check-then-act audit"): each guess takes one of
 * the code's attempts before it is compared, so at most maxAttempts guesses are ever compared.
 */
const maxAttempts = 5;
let t: TestApp;
let h: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const service = () => {
  const repo = createSmsCodeRepository(h.db);
  // Only the check's dependencies: it reads and counts the code in the database.
  const unused = undefined as never;
  return {
    repo,
    codes: createSmsCodeService({
      repo,
      members: unused,
      phones: unused,
      provider: unused,
      challenge: unused,
      limits: unused,
      clock: systemClock,
      merchantCode: 'DEMO',
      flag: unused,
      expiryMinutes: 5,
      maxAttempts,
      maxPerNumberPerHour: 5,
      maxPerIpPerHour: 5,
      log: unused,
    }),
  };
};

const issue = async (phone: string, code: string) => {
  const now = new Date();
  await createSmsCodeRepository(h.db).replace(
    {
      id: `race-${phone}`,
      merchant_code: 'DEMO',
      phone,
      purpose: 'login',
      salt: 'salt',
      code_hash: hashSmsCode('salt', phone, 'login', code),
      attempts: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 300_000).toISOString(),
      consumed_at: null,
    },
    now.toISOString(),
  );
};

describe('SMS code guesses', () => {
  it(`compares at most ${maxAttempts} of 40 parallel wrong guesses, then the right code is refused`, async () => {
    const phone = freshNumber().e164;
    await issue(phone, '123456');
    const { codes } = service();
    const guesses = Array.from({ length: 40 }, (_, i) => String(200_000 + i));
    const answers = await Promise.allSettled(guesses.map((g) => codes.verifyCode('login', phone, g)));
    const codesOf = answers.map((a) =>
      a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok',
    );
    expect(codesOf.filter((c) => c === 'invalid_verification_code')).toHaveLength(maxAttempts);
    expect(codesOf.filter((c) => c === 'verification_code_expired')).toHaveLength(40 - maxAttempts);
    await expect(codes.verifyCode('login', phone, '123456')).rejects.toMatchObject({
      code: 'verification_code_expired',
    });
  });

  it('a right code does not use up a guess', async () => {
    const phone = freshNumber().e164;
    await issue(phone, '654321');
    const { codes } = service();
    await expect(codes.verifyCode('login', phone, '000000')).rejects.toMatchObject({
      code: 'invalid_verification_code',
    });
    for (let i = 0; i < 10; i += 1)
      expect(await codes.verifyCode('login', phone, '654321')).toBe(`race-${phone}`);
    const row = await h.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(Number(row?.attempts)).toBe(1);
  });
});
