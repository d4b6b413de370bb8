import { solveChallenge } from 'altcha-lib/v1';
import { encryptPayload, type EncryptedBody, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { routes } from '@gp/contract/routes';
import type { ChallengeValue } from '@gp/contract/session';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/password-hash.js';
import { startServer } from '../e2e/support/server-process.js';
import { timedPool } from './timed-pool.js';
import { dealAmong, jsonRequestBytes, sendQueues, type RawResponse } from './http-load.js';

const logins = 800;
/** Logins before the clock starts, so the server runs its optimised (JIT-compiled) steady state. */
const warmUpLogins = 800;
const concurrency = 4;
/** The timed logins and the baseline's verifies are split into this many alternating rounds. */
const rounds = 16;
const demoMember = { username: 'demo_member', password: 'Demo1234!' };

const getValue = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  return ((await response.json()) as { value: T }).value;
};

/**
 * Client-side work done before the clock starts: a solved challenge and an encrypted body per login,
 * serialised to request bytes, so the timed window holds only the HTTP exchange on the client's side.
 */
const prepareLoginRequests = async (baseUrl: string, publicKey: RsaPublicJwk): Promise<Buffer[]> => {
  const loginUrl = new URL(routes.login.path, baseUrl);
  const requests: Buffer[] = [];
  await timedPool(logins + warmUpLogins, concurrency, async () => {
    const challenge = await getValue<ChallengeValue>(`${baseUrl}${routes.captchaChallenge.path}`);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('challenge not solved');
    const { maxnumber: _maxnumber, ...signed } = challenge;
    const body: EncryptedBody = await encryptPayload(publicKey, {
      type: 'username',
      ...demoMember,
      challenge: { ...signed, algorithm: 'SHA-256', number: solution.number },
    });
    requests.push(jsonRequestBytes(loginUrl, routes.login.method, JSON.stringify(body)));
  });
  return requests;
};

const expectLoggedIn = (response: RawResponse) => {
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${response.body}`);
};

/** Wall time in milliseconds of `count` raw argon2id verifies at the bench concurrency, in this process. */
const timedVerifies = (passwordHash: string, count: number) =>
  timedPool(count, concurrency, async () => {
    if (!(await verifyPassword(passwordHash, demoMember.password))) throw new Error('verify failed');
  });

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
    const requests = await prepareLoginRequests(server.baseUrl, permission.info.encryption.publicKey);
    const warmUp = requests.splice(0, warmUpLogins);
    await sendQueues(server.baseUrl, dealAmong(warmUp, concurrency), expectLoggedIn);

    // Interleaved rounds, alternating which side goes first, so that drift in the machine's speed
    // during the run (other tenants, thermal state) falls on the logins and the baseline alike.
    const passwordHash = await hashPassword(demoMember.password);
    let loginMs = 0;
    let verifyMs = 0;
    for (let round = 0; round < rounds; round += 1) {
      const batch = requests.slice((round * logins) / rounds, ((round + 1) * logins) / rounds);
      const logIn = async () => {
        loginMs += await sendQueues(server.baseUrl, dealAmong(batch, concurrency), expectLoggedIn);
      };
      const verifyOnly = async () => {
        verifyMs += await timedVerifies(passwordHash, batch.length);
      };
      for (const side of round % 2 === 0 ? [logIn, verifyOnly] : [verifyOnly, logIn]) await side();
    }
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
