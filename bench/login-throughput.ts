import { solveChallenge } from 'altcha-lib/v1';
import { encryptPayload, type EncryptedBody, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { routes } from '@gp/contract/routes';
import type { ChallengeValue } from '@gp/contract/session';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/password-hash.js';
import { startServer } from '../e2e/support/server-process.js';

const logins = 48;
const concurrency = 4;
const demoMember = { username: 'demo_member', password: 'Demo1234!' };

/** Runs `count` tasks with at most `width` in flight; answers the wall time in milliseconds. */
const timedPool = async (count: number, width: number, task: (index: number) => Promise<void>) => {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return performance.now() - started;
};

const getValue = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  return ((await response.json()) as { value: T }).value;
};

/** Client-side work done before the clock starts: a solved challenge and an encrypted body per login. */
const prepareLoginBodies = async (baseUrl: string, publicKey: RsaPublicJwk): Promise<EncryptedBody[]> => {
  const bodies: EncryptedBody[] = [];
  for (let i = 0; i < logins + concurrency; i += 1) {
    const challenge = await getValue<ChallengeValue>(`${baseUrl}${routes.captchaChallenge.path}`);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('challenge not solved');
    const { maxnumber: _maxnumber, ...signed } = challenge;
    bodies.push(
      await encryptPayload(publicKey, {
        type: 'username',
        ...demoMember,
        challenge: { ...signed, algorithm: 'SHA-256', number: solution.number },
      }),
    );
  }
  return bodies;
};

const postLogin = async (baseUrl: string, body: EncryptedBody) => {
  const response = await fetch(`${baseUrl}${routes.login.path}`, {
    method: routes.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
};

/**
 * Login throughput of the real server (HTTP, encrypted body, challenge check, argon2id verify,
 * session issue) as a ratio to the raw argon2id verify rate at the same concurrency, measured in this
 * run on this machine. Goal: at least 0.8, i.e. the login path adds little beyond the hash.
 */
export const measureLoginThroughput = async () => {
  const server = await startServer({ LOG_LEVEL: 'error', CHALLENGE_MAX_NUMBER: '1000' });
  try {
    const permission = await getValue<{ info: { encryption: { publicKey: RsaPublicJwk } } }>(
      `${server.baseUrl}${routes.permission.path}`,
    );
    const bodies = await prepareLoginBodies(server.baseUrl, permission.info.encryption.publicKey);
    const warmUp = bodies.splice(0, concurrency);
    await Promise.all(warmUp.map((body) => postLogin(server.baseUrl, body)));
    const loginMs = await timedPool(logins, concurrency, (i) => postLogin(server.baseUrl, bodies[i]!));

    const passwordHash = await hashPassword(demoMember.password);
    const verifyMs = await timedPool(logins, concurrency, async () => {
      if (!(await verifyPassword(passwordHash, demoMember.password))) throw new Error('verify failed');
    });
    const loginRate = (logins * 1000) / loginMs;
    const hashRate = (logins * 1000) / verifyMs;
    return {
      metric: `login throughput, ${logins} logins at concurrency ${concurrency} (goal >= 0.8)`,
      platform: `${loginRate.toFixed(1)} logins/s`,
      baseline: `${hashRate.toFixed(1)} argon2id verifies/s`,
      ratio: loginRate / hashRate,
    };
  } finally {
    await server.stop();
  }
};
