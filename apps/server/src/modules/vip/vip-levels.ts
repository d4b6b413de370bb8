import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { Db } from '../../db/database.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import { createVipRepository } from './repository.js';
import { levelReached } from './vip-rules.js';

/**
 * A member's VIP standing (docs/decisions.md "VIP"): its cumulative valid bets and deposits (the team
 * figures' own monthly rows, summed), the ladder, and the level reached. Depends on nothing that pays,
 * so the VIP rewards, the rebate rates and the promotions' VIP eligibility all read it without reading
 * each other.
 */
export const createVipLevels = (deps: {
  db: Db;
  merchantCode: string;
  flag: (modId: string) => Promise<boolean>;
}) => {
  const repo = createVipRepository(deps.db);
  const figures = createFiguresRepository(deps.db);
  const enabled = () => deps.flag(whitelabelFlags.vip);

  /** Read through `q` (a transaction's, when the caller holds one). */
  const standing = async (memberId: number, q: Db = deps.db) => {
    const [ladder, totals] = await Promise.all([
      repo.ladder(deps.merchantCode, q),
      figures.totals(memberId, 'S', 'M', '0', '9', q),
    ]);
    return { ladder, totals, level: levelReached(ladder, totals.validBet, totals.deposit) };
  };

  return {
    enabled,
    standing,
    /** The member's level; 0 while VIP is off. Reads outside any transaction (the switch's read). */
    levelOf: async (memberId: number) => ((await enabled()) ? (await standing(memberId)).level : 0),
  };
};
export type VipLevels = ReturnType<typeof createVipLevels>;
