import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { encryptPayload, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { routes, type RouteId } from '@gp/contract/routes';
import type { ChallengePayload, ChallengeValue, LoginValue } from '@gp/contract/session';
import { renderSvgCaptcha, type CaptchaRenderer } from '../modules/security/captcha-service.js';

/**
 * Test helpers for accounts and sessions: the server public key, solved proof-of-work challenges
 * (altcha-lib's own solver), encrypted calls, logins, and a captcha renderer that remembers answers.
 */
export const publicKeyOf = async (app: FastifyInstance): Promise<RsaPublicJwk> => {
  const res = await app.inject({ url: routes.permission.path });
  return res.json<{ value: { info: { encryption: { publicKey: RsaPublicJwk } } } }>().value.info.encryption
    .publicKey;
};

export const solvedChallenge = async (app: FastifyInstance): Promise<ChallengePayload> => {
  const res = await app.inject({ url: routes.captchaChallenge.path });
  const challenge = res.json<{ value: ChallengeValue }>().value;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge not solved');
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends `body` encrypted with the server key to a contract route. */
export const callEncrypted = async (
  app: FastifyInstance,
  id: RouteId,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: routes[id].method,
    url: routes[id].path,
    headers,
    payload: await encryptPayload(await publicKeyOf(app), body),
  });

export interface LoginInput {
  username: string;
  password: string;
  ip?: string;
  portal?: 'player' | 'agent';
  captcha?: string;
  captchaId?: string;
  /** false: send no challenge; a payload: send that one (replays). */
  challenge?: ChallengePayload | false;
}

export const login = async (app: FastifyInstance, input: LoginInput): Promise<LightMyRequestResponse> => {
  const { ip = '203.0.113.10', challenge, ...rest } = input;
  const body = {
    type: 'username',
    ...rest,
    ...(challenge === false ? {} : { challenge: challenge ?? (await solvedChallenge(app)) }),
  };
  return callEncrypted(app, 'login', body, { 'x-forwarded-for': ip });
};

export const loginValue = async (app: FastifyInstance, input: LoginInput): Promise<LoginValue> => {
  const res = await login(app, input);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: LoginValue }>().value;
};

export const demo = {
  member: { username: 'demo_member', password: 'Demo1234!' },
  agent: { username: 'demo_agent', password: 'Demo1234!' },
  trial: { username: 'demo_trial', password: 'Trial1234!' },
  initial: { username: 'demo_init', password: 'Init1234!' },
} as const;

/** The real renderer, remembering each answer (the captcha only stores an HMAC of it). */
export const recordingCaptchaRenderer = () => {
  const answers: string[] = [];
  const render: CaptchaRenderer = () => {
    const out = renderSvgCaptcha();
    answers.push(out.text);
    return out;
  };
  return { render, lastAnswer: () => answers.at(-1)! };
};

export const fetchCaptcha = async (app: FastifyInstance, ip = '203.0.113.10') => {
  const res = await app.inject({ url: routes.captcha.path, headers: { 'x-forwarded-for': ip } });
  return res.json<{ value: { id: string; image: string; expiresIn: number } }>().value;
};
