import { describe, expect, it } from 'vitest';
import { fishSpecies, type FishShot } from '@gp/contract/demo-fishing';
import { createPrng } from '../../../../db/seed/prng.js';
import type { RandomSource } from '../random-source.js';
import { bulletLevels, createFishEngine } from './fish-engine.js';

const seeded = (seed: number): RandomSource => {
  const next = createPrng(seed);
  return { int: (max) => Math.floor(next() * max) };
};
/** Answers the given draws in turn. */
const scripted = (...draws: number[]): RandomSource => ({ int: () => draws.shift()! });
/** Every value of the draw's range once, in order: the whole probability space of one shot. */
const everyDraw = (): RandomSource => {
  let next = 0;
  return { int: (max) => next++ % max };
};

describe('fishing pond', () => {
  const pond = createFishEngine(0.96);
  const bullet = 10_000n;

  it('pays a hit its multiplier in bullets and a miss nothing, the draw deciding at the RTP line', () => {
    // Clownfish (x2) at 96%: draws out of 20,000, the first 9,600 hit.
    const outcome = pond.shoot(
      bullet,
      [
        { fish: 'a', species: 'clownfish' },
        { fish: 'b', species: 'clownfish' },
        { fish: 'c', species: 'dragon' },
      ],
      scripted(9_599, 9_600, 0),
    );
    expect(outcome.shots).toEqual([
      { fish: 'a', species: 'clownfish', hit: true, multiplier: 2, win: 20_000n },
      { fish: 'b', species: 'clownfish', hit: false, multiplier: 2, win: 0n },
      { fish: 'c', species: 'dragon', hit: true, multiplier: 200, win: 2_000_000n },
    ]);
    expect(outcome.win).toBe(2_020_000n);
  });

  it('returns exactly the RTP on every species, over its whole probability space', () => {
    for (const { species, multiplier } of fishSpecies) {
      const draws = multiplier * 10_000;
      const shots: FishShot[] = Array.from({ length: draws }, (_, i) => ({ fish: `f${i}`, species }));
      const outcome = pond.shoot(bullet, shots, everyDraw());
      // win / stake = 0.96 exactly: 96 x stake = 100 x win in whole numbers.
      expect(outcome.win * 100n).toBe(96n * bullet * BigInt(draws));
    }
  });

  it('measures the configured RTP over many seeded shots at mixed targets', () => {
    const random = seeded(19);
    let staked = 0n;
    let won = 0n;
    for (let volley = 0; volley < 10_000; volley += 1) {
      const shots = Array.from({ length: 50 }, (_, i) => ({
        fish: `f${i}`,
        species: fishSpecies[random.int(fishSpecies.length)]!.species,
      }));
      staked += bullet * BigInt(shots.length);
      won += pond.shoot(bullet, shots, random).win;
    }
    // 500,000 shots: the standard error of the return is about 0.009 (the dragon's variance).
    expect(Number(won) / Number(staked)).toBeGreaterThan(0.925);
    expect(Number(won) / Number(staked)).toBeLessThan(0.995);
  });

  it('describes its species and RTP, offers ascending bullets and refuses an RTP it cannot pay', () => {
    expect(pond.describe()).toEqual({ kind: 'fish', species: fishSpecies, rtp: 96 });
    expect([...bulletLevels].sort((a, b) => (a < b ? -1 : 1))).toEqual([...bulletLevels]);
    expect(createFishEngine(0.9712).rtp).toBe(0.9712);
    expect(() => createFishEngine(0)).toThrow();
    expect(() => createFishEngine(2)).toThrow();
  });
});
