import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { callEncrypted, fetchCaptcha, recordingCaptchaRenderer, solvedChallenge } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { freshIp, freshNumber, smsCode } from './verification-helpers.js';

/**
 * Builds complete registration bodies for the demo rules (username 6-16 letter-first, password letters
 * and digits, mobile required, image captcha required, SMS code under REGMOBVERF3, terms).
 */
let userCounter = 0;
export const freshUsername = () => {
  userCounter += 1;
  return `user${String(process.pid % 10_000)}x${userCounter}`.slice(0, 16);
};

export const createRegistrar = (
  app: FastifyInstance,
  captchas: ReturnType<typeof recordingCaptchaRenderer>,
) => {
  /** The single-use proofs a registration spends: an image captcha answer and a solved challenge. */
  const freshProofs = async () => {
    const { id } = await fetchCaptcha(app, freshIp());
    return { captchaId: id, captcha: captchas.lastAnswer(), challenge: await solvedChallenge(app) };
  };

  /** A valid username-registration body with a fresh number and its register SMS code. */
  const body = async (overrides: Record<string, unknown> = {}, opts: { sms?: boolean } = {}) => {
    const phone = freshNumber();
    const code = opts.sms === false ? undefined : await smsCode(app, 'smsRegister', phone);
    return {
      phone,
      body: {
        username: freshUsername(),
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        mobileNum: phone.national,
        countryDialingCode: phone.dialingCode,
        ...(code ? { verificationCode: code } : {}),
        ...(await freshProofs()),
        termsAccepted: true,
        registerMethod: 'WEB',
        registerUrl: 'http://localhost/register',
        domain: 'localhost',
        login: true,
        ...overrides,
      } as Record<string, unknown>,
    };
  };

  const submit = (
    body: Record<string, unknown>,
    id: 'register' | 'registerMobile' = 'register',
  ): Promise<LightMyRequestResponse> => callEncrypted(app, id, body, { 'x-forwarded-for': freshIp() });

  return { body, submit, freshProofs };
};

export interface RegistrationTestEnv {
  t: TestApp;
  db: DatabaseHandle;
  reg: ReturnType<typeof createRegistrar>;
}

/**
 * Starts a test app for the registration tests (trusted proxy, easy challenges, no per-IP limit in
 * practice) with a direct database handle and a registrar, before all tests; stops them after all.
 * The returned object is filled in once set up.
 */
export const setupRegistrationApp = (clock: Clock): RegistrationTestEnv => {
  const captchas = recordingCaptchaRenderer();
  const env = {} as RegistrationTestEnv;
  beforeAll(async () => {
    env.t = await buildTestApp(
      { TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100', REGISTER_PER_IP_PER_HOUR: '1000' },
      { clock, captchaRenderer: captchas.render },
    );
    env.db = openDatabase(env.t.config.database);
    env.reg = createRegistrar(env.t.app, captchas);
  });
  afterAll(async () => {
    await env.db.close();
    await env.t.close();
  });
  return env;
};
