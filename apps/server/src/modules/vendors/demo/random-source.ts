import { randomInt } from 'node:crypto';

/** Where a demo game's randomness comes from: node:crypto in play, a seeded generator in tests. */
export interface RandomSource {
  /** A uniform integer in [0, max). */
  int: (max: number) => number;
}

export const cryptoRandom: RandomSource = { int: (max) => randomInt(max) };
