import { fishSpecies, type FishShot, type FishSpecies } from '@gp/contract/demo-fishing';
import type { RandomSource } from '../random-source.js';

/** Bullet values (minor units): KRW 10 to 1,000 a shot. */
export const bulletLevels: readonly bigint[] = [1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n, 100_000n];

/** Hit chances are drawn out of multiplier x this, so every RTP to two decimals of a percent is exact. */
const rtpScale = 10_000;

const multiplierOf = new Map<FishSpecies, number>(fishSpecies.map((fish) => [fish.species, fish.multiplier]));

export interface ShotResult extends FishShot {
  hit: boolean;
  multiplier: number;
  win: bigint;
}

export interface BatchOutcome {
  shots: ShotResult[];
  win: bigint;
}

/**
 * The fishing game's pond (issue 19). A shot at a fish of multiplier m hits with probability rtp / m
 * and pays m bullets, so every shot returns exactly rtp x bullet on average whatever it aims at: a page
 * that lies about its target (always "the dragon") gains nothing, and the RTP is exact by construction
 * rather than tuned. Big fish are rare catches, small fish common ones; the variance is the player's
 * choice.
 */
export const createFishEngine = (targetRtp: number) => {
  const hitsOutOf = Math.round(targetRtp * rtpScale);
  if (!(hitsOutOf > 0 && hitsOutOf < rtpScale * fishSpecies[0].multiplier)) {
    throw new Error(`A fishing RTP of ${targetRtp} cannot be played`);
  }
  const rtp = hitsOutOf / rtpScale;

  const shoot = (bullet: bigint, shots: readonly FishShot[], random: RandomSource): BatchOutcome => {
    const results = shots.map((shot): ShotResult => {
      const multiplier = multiplierOf.get(shot.species)!;
      const hit = random.int(multiplier * rtpScale) < hitsOutOf;
      return { ...shot, hit, multiplier, win: hit ? bullet * BigInt(multiplier) : 0n };
    });
    return { shots: results, win: results.reduce((sum, shot) => sum + shot.win, 0n) };
  };

  return {
    kind: 'fish' as const,
    bulletLevels,
    rtp,
    shoot,
    /** What the game page shows: the species with their pays and the RTP (percent). */
    describe: () => ({
      kind: 'fish',
      species: fishSpecies.map((fish) => ({ ...fish })),
      rtp: Math.round(rtp * 10_000) / 100,
    }),
  };
};
export type FishEngine = ReturnType<typeof createFishEngine>;
