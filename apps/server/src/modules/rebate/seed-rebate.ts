import type { Db } from '../../db/database.js';

/** Demo rebate rates in basis points: slots and fishing 0.8 %, live 0.5 %, the rest 0.6 %. */
export const demoRebateRates: Record<string, number> = {
  RNG: 80,
  FISH: 80,
  LIVE: 50,
  PVP: 60,
  SPORTS: 60,
  ESPORTS: 60,
};

/** Inserts the demo rates the merchant does not have yet (an operator's change stays). */
export const seedRebate = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('rebate_rates')
    .values(
      Object.entries(demoRebateRates).map(([gameType, rateBp]) => ({
        merchant_code: merchantCode,
        game_type: gameType,
        rate_bp: rateBp,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'game_type']).doNothing())
    .execute();
};
