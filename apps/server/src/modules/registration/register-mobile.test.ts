import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { callEncrypted, login, recordingCaptchaRenderer, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createRegistrar } from '../../test/register-helpers.js';
import { countMembers, freshIp, freshNumber, setFlag, smsCode } from '../../test/verification-helpers.js';

const clock = createManualClock();
const captchas = recordingCaptchaRenderer();
const issuer = 'https://phone-verify.test/demo';
const audience = 'demo-platform';
let t: TestApp;
let db: DatabaseHandle;
let reg: ReturnType<typeof createRegistrar>;
let jwksServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await buildTestApp(
    {
      TRUST_PROXY: '127.0.0.1',
      CHALLENGE_MAX_NUMBER: '100',
      REGISTER_PER_IP_PER_HOUR: '1000',
      PHONE_VERIFY_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
      PHONE_VERIFY_ISSUER: issuer,
      PHONE_VERIFY_AUDIENCE: audience,
    },
    { clock, captchaRenderer: captchas.render },
  );
  db = openDatabase(t.config.database);
  reg = createRegistrar(t.app, captchas);
});
afterAll(async () => {
  await db.close();
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

type Phone = ReturnType<typeof freshNumber>;

/** A mobile-registration body: the username becomes the number; SMS code unless `code` is false. */
const mobileBody = async (phone: Phone, overrides: Record<string, unknown> = {}, code = true) => {
  clock.advance(1000);
  const verificationCode = code ? await smsCode(t.app, 'smsRegisterMobile', phone) : undefined;
  const { body } = await reg.body(
    {
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
      verificationCode,
      username: 'ignored',
      ...overrides,
    },
    { sms: false },
  );
  return body;
};

const token = (
  claims: { phone_number?: string },
  opts: { key?: CryptoKey; iss?: string; aud?: string; exp?: Date } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? issuer)
    .setAudience(opts.aud ?? audience)
    .setIssuedAt(Math.floor(clock().getTime() / 1000))
    .setExpirationTime(opts.exp ?? new Date(clock().getTime() + 3_600_000))
    .sign(opts.key ?? signingKey);

describe('mobile registration', () => {
  it('uses the number as the account; the member logs in by password and by SMS', async () => {
    const phone = freshNumber();
    const res = await reg.submit(await mobileBody(phone), 'registerMobile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      value: { member: { account: phone.national }, mustChangePassword: false },
    });
    expect((await login(t.app, { username: phone.national, password: 'Abc12345' })).statusCode).toBe(200);
    clock.advance(1000);
    const code = await smsCode(t.app, 'smsLoginCode', phone);
    const sms = await callEncrypted(
      t.app,
      'login',
      {
        type: 'sms',
        username: phone.national,
        countryDialingCode: '+82',
        password: code,
        challenge: await solvedChallenge(t.app),
      },
      { 'x-forwarded-for': freshIp() },
    );
    expect(sms.json()).toMatchObject({ success: true, value: { member: { account: phone.national } } });
  });

  it('asks no password while MOBILENUMPASSREG3 is off (the account signs in by SMS)', async () => {
    await setFlag(db.db, 'MOBILENUMPASSREG3', false);
    try {
      const phone = freshNumber();
      const body = await mobileBody(phone, { password: undefined, confirmPassword: undefined });
      const res = await reg.submit(body, 'registerMobile');
      expect(res.statusCode).toBe(200);
      expect((await login(t.app, { username: phone.national, password: 'Abc12345' })).statusCode).toBe(400);
    } finally {
      await setFlag(db.db, 'MOBILENUMPASSREG3', true);
    }
  });

  it('needs MOBILENUMREG3 and refuses a number that already has an account', async () => {
    const before = await countMembers(db.db);
    await setFlag(db.db, 'MOBILENUMREG3', false);
    try {
      const res = await reg.submit(await mobileBody(freshNumber(), {}, false), 'registerMobile');
      expect(res.json()).toMatchObject({ code: 'function_not_enabled' });
    } finally {
      await setFlag(db.db, 'MOBILENUMREG3', true);
    }
    const taken = { national: '01012345678', e164: '+821012345678', dialingCode: '+82' };
    const res = await reg.submit(
      await mobileBody(taken, { verificationCode: '123456' }, false),
      'registerMobile',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'mobile_registered' });
    expect(await countMembers(db.db)).toBe(before);
  });
});

describe('phone-verification-service token', () => {
  it('replaces the SMS code when it is signed by the JWKS key for this number', async () => {
    const phone = freshNumber();
    const body = await mobileBody(
      phone,
      { firebaseChannel: 'FIREBASE', firebaseIdToken: await token({ phone_number: phone.e164 }) },
      false,
    );
    const res = await reg.submit(body, 'registerMobile');
    expect(res.statusCode).toBe(200);
    const row = await db.db
      .selectFrom('members')
      .select(['mobile', 'profile'])
      .where('account', '=', phone.national)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe(phone.e164);
    expect(JSON.parse(row.profile!)).toMatchObject({ firebaseChannel: 'FIREBASE' });
  });

  it.each([
    ['a foreign signature', (p: Phone) => token({ phone_number: p.e164 }, { key: strangerKey })],
    ['another issuer', (p: Phone) => token({ phone_number: p.e164 }, { iss: 'https://evil.test' })],
    ['another audience', (p: Phone) => token({ phone_number: p.e164 }, { aud: 'other-app' })],
    ['another number', () => token({ phone_number: '+821099999999' })],
    ['no number', () => token({})],
    [
      'an expired token',
      (p: Phone) => token({ phone_number: p.e164 }, { exp: new Date(clock().getTime() - 1000) }),
    ],
    ['garbage', () => Promise.resolve('not.a.jwt')],
  ])('refuses %s with phone_token_invalid and creates nothing', async (_name, make) => {
    const phone = freshNumber();
    const before = await countMembers(db.db);
    const body = await mobileBody(
      phone,
      { firebaseChannel: 'FIREBASE', firebaseIdToken: await make(phone) },
      false,
    );
    const res = await reg.submit(body, 'registerMobile');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'phone_token_invalid' });
    expect(await countMembers(db.db)).toBe(before);
  });
});
