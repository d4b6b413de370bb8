import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, extractParams } from 'altcha-lib/v1';
import type { ChallengePayload, ChallengeValue } from '@gp/contract/session';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecurityRepository } from './repository.js';

/**
 * Proof-of-work challenge (ALTCHA v1, SHA-256): GET /wps/captcha/challenge hands out a signed challenge
 * with `maxnumber` CHALLENGE_MAX_NUMBER (50,000: well under a second in a browser) and a 5-minute
 * expiry. `verifyChallenge(payload)` is the one check for every call that takes a challenge result
 * (login now; SMS codes and registration next):
 * - missing -> complete_verification_first;
 * - bad signature, wrong number, expired, or already used -> captcha_check_failed.
 * Each challenge is single use: its signature is recorded in spent_tokens (shared by all processes)
 * until it would have expired anyway.
 */
export const challengeTtlMs = 5 * 60_000;

const hex = (text: string) => Buffer.from(text, 'hex');

/**
 * ALTCHA v1 check, synchronous: SHA-256(salt + number) must equal the challenge and the signature must
 * be HMAC-SHA-256(hmacKey, challenge). altcha-lib's own check uses WebCrypto, whose jobs queue on libuv's
 * thread pool behind concurrent argon2 password checks.
 */
const solutionValid = (payload: ChallengePayload, hmacKey: string): boolean => {
  const challenge = createHash('sha256').update(`${payload.salt}${payload.number}`).digest();
  const signature = createHmac('sha256', hmacKey).update(payload.challenge).digest();
  const sentChallenge = hex(payload.challenge);
  const sentSignature = hex(payload.signature);
  return (
    sentChallenge.length === challenge.length &&
    sentSignature.length === signature.length &&
    timingSafeEqual(sentChallenge, challenge) &&
    timingSafeEqual(sentSignature, signature)
  );
};

export const createChallengeService = (deps: {
  repo: SecurityRepository;
  clock: Clock;
  hmacKey: string;
  maxNumber: number;
}) => {
  const { repo, clock, hmacKey, maxNumber } = deps;
  const failed = () => new AppError('captcha_check_failed', 'Captcha check failed');

  return {
    createChallenge: async (): Promise<ChallengeValue> => {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: maxNumber,
        expires: new Date(clock().getTime() + challengeTtlMs),
      });
      return {
        algorithm: 'SHA-256',
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? maxNumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },

    verifyChallenge: async (payload: ChallengePayload | undefined): Promise<void> => {
      if (!payload) throw new AppError('complete_verification_first', 'Please complete verification first');
      const expires = Number(extractParams(payload).expires);
      const now = clock();
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) throw failed();
      if (!solutionValid(payload, hmacKey)) throw failed();
      const fresh = await repo.spendToken(
        'challenge',
        payload.signature,
        new Date(expires * 1000).toISOString(),
        now.toISOString(),
      );
      if (!fresh) throw failed();
    },
  };
};

export type ChallengeService = ReturnType<typeof createChallengeService>;
