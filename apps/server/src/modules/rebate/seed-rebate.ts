import type { Db } from '../../db/database.js';

/**
 * Demo rebate rates in basis points per VIP level: every member (level 0) gets slots and fishing
 * 0.8 %, live 0.5 %, the rest 0.6 %; Gold (level 3) and Diamond (level 5) raise slots, fishing and live.
 */
export const demoRebateRates: Record<number, Record<string, number>> = {
  0: { RNG: 80, FISH: 80, LIVE: 50, PVP: 60, SPORTS: 60, ESPORTS: 60 },
  3: { RNG: 100, FISH: 100, LIVE: 60 },
  5: { RNG: 120, FISH: 120, LIVE: 80 },
};

/** Inserts the demo rates the merchant does not have yet (an operator's change stays). */
export const seedRebate = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('rebate_level_rates')
    .values(
      Object.entries(demoRebateRates).flatMap(([level, rates]) =>
        Object.entries(rates).map(([gameType, rateBp]) => ({
          merchant_code: merchantCode,
          vip_level: Number(level),
          game_type: gameType,
          rate_bp: rateBp,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'vip_level', 'game_type']).doNothing())
    .execute();
};
