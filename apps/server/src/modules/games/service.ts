import type { GameCard, GameVendorValue, VendorLane } from '@gp/contract/games';
import { gameTypeSchema } from '@gp/contract/site';
import { laneOrder, vendorIconPath } from '../../lib/catalogue.js';
import { AppError } from '../../lib/app-error.js';
import type { GamesRepository } from './repository.js';

type VendorRow = Awaited<ReturnType<GamesRepository['listVendors']>>[number];

const vendorCard = (v: VendorRow): GameCard => ({
  nodeId: `${v.category}_${v.code}`,
  vassalage: v.code,
  gameCode: v.code,
  gameCategory: v.category,
  gameType: gameTypeSchema.parse(v.category),
  isGame: v.is_game,
  title: v.name,
  displayName: v.name,
  iconUrl: vendorIconPath(v.category, v.code),
  nodeName: v.name,
  ...(v.game_classify ? { gameClassify: v.game_classify } : {}),
});

/** Groups vendors into one lane per category, in top-navigation order; empty categories get no lane. */
export const buildLanes = (vendors: readonly VendorRow[]): VendorLane[] => {
  const order: readonly string[] = laneOrder;
  const categories = [...new Set(vendors.map((v) => v.category))].sort(
    (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
  );
  return categories.map((category) => ({
    title: gameTypeSchema.parse(category),
    cards: vendors.filter((v) => v.category === category).map(vendorCard),
  }));
};

export const createGamesService = (deps: { repo: GamesRepository }) => {
  const { repo } = deps;
  const laneCache = new Map<string, VendorLane[]>();

  return {
    /**
     * Vendor lanes of a merchant. The contract's default request flushes the cache (spec 4.8); only
     * flush=false answers from the in-memory cache.
     */
    gameVendor: async (query: {
      merchantCode: string;
      flush?: 'true' | 'false';
    }): Promise<GameVendorValue> => {
      const cached = query.flush === 'false' ? laneCache.get(query.merchantCode) : undefined;
      if (cached) return { data: { lanes: cached } };
      if (!(await repo.merchantExists(query.merchantCode))) {
        throw new AppError('not_found', `Unknown merchantCode '${query.merchantCode}'`);
      }
      const lanes = buildLanes(await repo.listVendors(query.merchantCode));
      laneCache.set(query.merchantCode, lanes);
      return { data: { lanes } };
    },
  };
};

export type GamesService = ReturnType<typeof createGamesService>;
