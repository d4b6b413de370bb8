/** The cockfight table's rules as the vendor describes them (session.rules, kind 'cockfight'). */
export interface CockfightRules {
  drawPays: number;
  drawChance: number;
  limits: { side: { min: string; max: string }; draw: { min: string; max: string } };
  roundMax: string;
  rtp: number;
  bettingMs: number;
}

export type Corner = 'meron' | 'wala' | 'draw';
export const corners: readonly Corner[] = ['meron', 'draw', 'wala'];

/** A fight's odds: each corner's total return per unit, in hundredths (185 = 1.85x). */
export interface FightOdds {
  fight: number;
  meron: number;
  wala: number;
  draw: number;
}

export const readCockfightRules = (rules: Record<string, unknown>): CockfightRules | null => {
  const { drawPays, drawChance, limits, roundMax, rtp, bettingMs } = rules;
  const l = limits as CockfightRules['limits'] | undefined;
  if (typeof drawPays !== 'number' || typeof drawChance !== 'number' || typeof rtp !== 'number') return null;
  if (typeof l?.side?.min !== 'string' || typeof l.draw?.max !== 'string') return null;
  if (typeof roundMax !== 'string' || typeof bettingMs !== 'number') return null;
  return { drawPays, drawChance, limits: l, roundMax, rtp, bettingMs };
};

export const readOdds = (terms: unknown): FightOdds | null => {
  const o = terms as FightOdds | null;
  return typeof o?.meron === 'number' && typeof o.wala === 'number' && typeof o.draw === 'number' ? o : null;
};

/** A result as the vendor sends it ({ winner, terms }), its winner, or null. */
export const winnerOf = (result: unknown): Corner | null => {
  const w = (result as { winner?: unknown } | null)?.winner;
  return w === 'meron' || w === 'wala' || w === 'draw' ? w : null;
};

/** "1.85" from 185 hundredths. */
export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);
