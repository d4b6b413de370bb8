import type { Db } from '../../db/database.js';
import type { LadderLevel } from './vip-rules.js';

const names = (EN: string, KO: string, JA: string, PT: string) => JSON.stringify({ EN, KO, JA, PT });
const step = (
  level: number,
  [minValidBet, minDeposit, levelUpBonus, monthlyBonus]: [number, number, number, number],
  turnover: number,
  name: string,
): LadderLevel & { names: string } => ({
  level,
  // Whole currency units in, minor units stored.
  minValidBet: BigInt(minValidBet) * 100n,
  minDeposit: BigInt(minDeposit) * 100n,
  levelUpBonus: BigInt(levelUpBonus) * 100n,
  monthlyBonus: BigInt(monthlyBonus) * 100n,
  turnoverX100: turnover * 100,
  names: name,
});

/** The demo ladder: Member, then Bronze to Diamond by cumulative valid bets and deposits. */
export const demoVipLadder = [
  step(0, [0, 0, 0, 0], 1, names('Member', '일반', '一般', 'Membro')),
  step(1, [1_000, 100, 10, 5], 3, names('Bronze', '브론즈', 'ブロンズ', 'Bronze')),
  step(2, [5_000, 500, 30, 15], 3, names('Silver', '실버', 'シルバー', 'Prata')),
  step(3, [50_000, 2_000, 100, 50], 5, names('Gold', '골드', 'ゴールド', 'Ouro')),
  step(4, [200_000, 10_000, 400, 150], 5, names('Platinum', '플래티넘', 'プラチナ', 'Platina')),
  step(5, [1_000_000, 50_000, 1_500, 500], 8, names('Diamond', '다이아몬드', 'ダイヤモンド', 'Diamante')),
];

/** Inserts the demo ladder's levels the merchant does not have yet (an operator's change stays). */
export const seedVip = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('vip_levels')
    .values(
      demoVipLadder.map((s) => ({
        merchant_code: merchantCode,
        level: s.level,
        names: s.names,
        min_valid_bet: s.minValidBet,
        min_deposit: s.minDeposit,
        level_up_bonus: s.levelUpBonus,
        monthly_bonus: s.monthlyBonus,
        turnover_x100: s.turnoverX100,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'level']).doNothing())
    .execute();
};
