import type { ErrorCode } from '@gp/contract/errors';
import type { ChallengePayload, ChallengeValue } from '@gp/contract/session';
import { ApiError } from '../../../lib/api-client';
import { findNumber } from './find-number';

const inWorker = (challenge: ChallengeValue): Promise<number | null> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<{ number: number | null }>) => {
      worker.terminate();
      resolve(event.data.number);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('proof-of-work worker failed'));
    });
    worker.postMessage(challenge);
  });

/**
 * Solves the proof-of-work challenge (login step 1) in a Web Worker, or in a yielding loop where
 * workers are unavailable, and returns the ALTCHA v1 payload the server expects in `challenge`.
 */
export const solveChallenge = async (challenge: ChallengeValue): Promise<ChallengePayload> => {
  let number: number | null;
  if (typeof Worker === 'undefined') {
    number = await findNumber(challenge);
  } else {
    number = await inWorker(challenge).catch(() => findNumber(challenge));
  }
  if (number === null) throw new ApiError('captcha_check_failed' satisfies ErrorCode, 0);
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
};
