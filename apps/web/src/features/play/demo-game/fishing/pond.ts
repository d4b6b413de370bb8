import { fishSpecies, type FishSpecies } from '@gp/contract/demo-fishing';

/** A fish swimming across the pond: what the page draws and fires at. */
export interface PondFish {
  id: string;
  species: FishSpecies;
  multiplier: number;
  /** Height in the pond, 0 (top) to 1 (bottom). */
  lane: number;
  /** How long one crossing takes. */
  swimMs: number;
  /** Where in its crossing the fish starts (0 to 1): a new pond is full at once, not empty. */
  startAt: number;
  leftToRight: boolean;
  /** Shots at it still awaiting their answer. */
  aimed: number;
  /** What catching it paid (shown briefly before it goes), or null while it swims. */
  caught: string | null;
}

/** How many fish swim at once. */
export const pondSize = 9;

/**
 * Big fish are rare: a species turns up in proportion to 1 / its multiplier, so the pond mostly holds
 * small fish and now and then a whale or the dragon. (What a shot pays on average does not depend on
 * the target: the server's hit chance is rtp / multiplier.)
 */
const weights = fishSpecies.map((fish) => 1 / fish.multiplier);
const weightSum = weights.reduce((sum, w) => sum + w, 0);

let spawned = 0;

/** A new fish from `random` (uniform in [0, 1)); `entering` fish start at the pond's edge. */
export const spawnFish = (random: () => number, entering = true): PondFish => {
  let pick = random() * weightSum;
  let index = 0;
  while (index < weights.length - 1 && pick >= weights[index]!) {
    pick -= weights[index]!;
    index += 1;
  }
  const { species, multiplier } = fishSpecies[index]!;
  spawned += 1;
  return {
    id: `fish-${spawned}`,
    species,
    multiplier,
    lane: 0.08 + random() * 0.74,
    // Bigger fish swim slower (easier to aim at, as they are rarer).
    swimMs: Math.round((9_000 + random() * 5_000) * (1 + Math.log10(multiplier) / 2)),
    startAt: entering ? 0 : random(),
    leftToRight: random() < 0.5,
    aimed: 0,
    caught: null,
  };
};

/** A full pond for a new game. */
export const newPond = (random: () => number): PondFish[] =>
  Array.from({ length: pondSize }, () => spawnFish(random, false));
