import { fishSpecies, type FishSpecies } from '@gp/contract/demo-fishing';

export interface FishingRules {
  species: ReadonlyArray<{ species: FishSpecies; multiplier: number }>;
  /** Return per shot, percent. */
  rtp: number;
}

const known = new Set<string>(fishSpecies.map((f) => f.species));

/** The pond's rules from the session's description (engine kind 'fish'), or null when they do not read. */
export const readFishingRules = (rules: Record<string, unknown>): FishingRules | null => {
  const { species, rtp } = rules;
  if (rules.kind !== 'fish' || typeof rtp !== 'number' || !Array.isArray(species)) return null;
  const list = species.filter(
    (s): s is { species: FishSpecies; multiplier: number } =>
      typeof s === 'object' &&
      s !== null &&
      known.has((s as { species: string }).species) &&
      typeof (s as { multiplier: unknown }).multiplier === 'number',
  );
  return list.length === species.length ? { species: list, rtp } : null;
};
