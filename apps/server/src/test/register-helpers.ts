import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { recordingCaptchaRenderer } from './auth-helpers.js';
import { callEncrypted, fetchCaptcha, solvedChallenge } from './auth-helpers.js';
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
