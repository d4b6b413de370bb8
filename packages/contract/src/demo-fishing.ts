import { z } from 'zod';

/**
 * The demo vendor's fishing game (issue 19), called by its game page after the session call with
 * `Authorization: Bearer <sessionToken>`, answered with the envelope. The page fires at fish and sends
 * its shots in batches: one batch is one round (one debit of every shot's stake, one credit of what
 * the hits pay), so a session never makes a ledger entry per bullet.
 */
export const demoFishingPaths = {
  /** Fires a batch of shots at one bullet value (POST). */
  shots: '/demo-vendor/api/fishing/shots',
} as const;

const amount = z.string().regex(/^\d{1,16}\.\d{2}$/);

/** The pond's species, smallest pay first: what a hit pays, in bullets. */
export const fishSpecies = [
  { species: 'clownfish', multiplier: 2 },
  { species: 'angelfish', multiplier: 3 },
  { species: 'pufferfish', multiplier: 5 },
  { species: 'lionfish', multiplier: 8 },
  { species: 'turtle', multiplier: 12 },
  { species: 'octopus', multiplier: 20 },
  { species: 'manta', multiplier: 30 },
  { species: 'shark', multiplier: 50 },
  { species: 'whale', multiplier: 100 },
  { species: 'dragon', multiplier: 200 },
] as const;
export type FishSpecies = (typeof fishSpecies)[number]['species'];
const speciesNames = fishSpecies.map((fish) => fish.species) as [FishSpecies, ...FishSpecies[]];

/** The most shots one batch carries (the page sends a batch before it reaches this). */
export const maxShotsPerBatch = 50;

export const fishShotSchema = z.object({
  /** The page's id of the fish aimed at (given back with the shot's result). */
  fish: z.string().regex(/^[A-Za-z0-9-]{1,24}$/),
  species: z.enum(speciesNames),
});
export type FishShot = z.infer<typeof fishShotSchema>;

export const fishShotsBodySchema = z.object({
  /** The page's id for this batch: sent again after a lost answer, it is debited once. */
  batch: z.string().regex(/^[A-Za-z0-9-]{8,40}$/),
  /** The bullet value, one of the session's bet levels. */
  bullet: amount,
  shots: z.array(fishShotSchema).min(1).max(maxShotsPerBatch),
});
export type FishShotsBody = z.infer<typeof fishShotsBodySchema>;

export const fishShotsValueSchema = z.object({
  roundId: z.string(),
  bullet: amount,
  /** Every shot's stake together. */
  stake: amount,
  win: amount,
  balance: amount,
  /** Each shot's result, in the order sent. */
  shots: z.array(
    z.object({
      fish: z.string(),
      species: z.enum(speciesNames),
      hit: z.boolean(),
      multiplier: z.number().int(),
      win: amount,
    }),
  ),
});
export type FishShotsValue = z.infer<typeof fishShotsValueSchema>;
