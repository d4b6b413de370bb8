import { useQueryClient } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * After a claim, an application or a forfeit: the balance, and with it the promotions, bonuses and
 * rebate (they sit under the wallet's key, promotion-queries.ts).
 */
export const useRewardsRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKey });
};
