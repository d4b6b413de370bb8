/**
 * Game types (spec section 3) and prize modes, free of zod so the lobby's first screen can read them
 * without loading the schema library (issue 15); site.ts builds the wire schemas on them.
 */
export const gameTypes = [
  'HOME',
  'PROMO',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
/** Every game type the wire carries: the spec's, plus MXWIN (its lobby lane lists RNG games). */
export const wireGameTypes = [...gameTypes, 'MXWIN'] as const;
export type GameType = (typeof wireGameTypes)[number];

export const isGameType = (value: unknown): value is GameType =>
  (wireGameTypes as readonly unknown[]).includes(value);

export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
