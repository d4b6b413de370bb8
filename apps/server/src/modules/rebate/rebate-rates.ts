/** A stored rate: basis points of valid bets for one game type from one VIP level up. */
export interface LevelRate {
  vip_level: number;
  game_type: string;
  rate_bp: number;
}

/**
 * The rates a member at `level` gets: per game type, the rate of the highest level at or below its
 * own that sets one (level 0 sets every member's). Game types no level up to it sets earn nothing.
 */
export const ratesAtLevel = (rates: readonly LevelRate[], level: number): Map<string, number> => {
  const best = new Map<string, LevelRate>();
  for (const rate of rates) {
    if (rate.vip_level > level) continue;
    const kept = best.get(rate.game_type);
    if (!kept || rate.vip_level > kept.vip_level) best.set(rate.game_type, rate);
  }
  return new Map([...best].map(([type, rate]) => [type, rate.rate_bp]));
};

/** A rate as the calls answer it, in percent: "0.8" for 80 basis points. */
export const rateText = (bp: number) => String(bp / 100);
