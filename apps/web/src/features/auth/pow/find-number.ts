import type { ChallengeValue } from '@gp/contract/session';

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Numbers hashed per step; the loop yields between steps so the page stays responsive. */
const batchSize = 500;

/**
 * ALTCHA v1 proof of work: the number n in [0, maxnumber] with SHA-256(salt + n) = challenge, found
 * with WebCrypto. Null when no number matches (a tampered or foreign challenge).
 */
export const findNumber = async (challenge: ChallengeValue, signal?: AbortSignal): Promise<number | null> => {
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(challenge.maxnumber, start + batchSize - 1);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = digests.findIndex((digest) => toHex(digest) === target);
    if (index >= 0) return numbers[index]!;
  }
  return null;
};
