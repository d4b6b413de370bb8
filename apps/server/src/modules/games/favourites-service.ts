import { favoriteLimit, type FavoriteChangeValue, type FavoriteListValue } from '@gp/contract/game-lists';
import type { GameType } from '@gp/contract/site';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { catalogueType, toGameCard } from './game-card.js';
import type { FavouritesRepository } from './favourites-repository.js';
import type { ListRepository } from './list-repository.js';

/** The caller: a member of one merchant (the access policy refuses guests and trial users). */
export interface FavouriteOwner {
  memberId: number;
  merchantCode: string;
}

/** Spec 4.7: favourites of the calling member only; add and remove are idempotent. */
export const createFavouritesService = (deps: {
  repo: FavouritesRepository;
  catalogue: ListRepository;
  clock: Clock;
}) => {
  const { repo, catalogue, clock } = deps;

  const requireGame = async (owner: FavouriteOwner, nodeId: string) => {
    const game = await catalogue.findGame(owner.merchantCode, nodeId);
    if (!game) throw new AppError('game_not_found', `No game '${nodeId}'`);
    return game;
  };

  return {
    ids: (owner: FavouriteOwner): Promise<string[]> => repo.ids(owner.memberId, owner.merchantCode),

    list: async (
      owner: FavouriteOwner,
      q: { pageNo: number; pageSize: number; gameType?: GameType | undefined; language?: string | undefined },
    ): Promise<FavoriteListValue> => {
      const type = catalogueType(q.gameType);
      const total = await repo.count(owner.memberId, owner.merchantCode, type);
      const offset = (q.pageNo - 1) * q.pageSize;
      const rows =
        offset < total ? await repo.page(owner.memberId, owner.merchantCode, type, q.pageSize, offset) : [];
      return {
        content: rows.map((r) => toGameCard(r, q.language)),
        pageNum: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },

    /** The vendor and game type sent with the node must be the game's own. */
    add: async (
      owner: FavouriteOwner,
      body: { nodeId: string; vendor: string; gameType: GameType },
    ): Promise<FavoriteChangeValue> => {
      const game = await requireGame(owner, body.nodeId);
      if (game.vendor_code !== body.vendor || game.game_type !== catalogueType(body.gameType)) {
        throw new AppError(
          'game_not_found',
          `Game '${body.nodeId}' is not a ${body.gameType} game of vendor '${body.vendor}'`,
        );
      }
      const result = await repo.add(owner.memberId, body.nodeId, clock().toISOString(), favoriteLimit);
      if (result === 'limit') {
        throw new AppError('favorite_limit_reached', `At most ${favoriteLimit} favourite games`);
      }
      return { nodeId: body.nodeId, favorite: true };
    },

    remove: async (owner: FavouriteOwner, nodeId: string): Promise<FavoriteChangeValue> => {
      await requireGame(owner, nodeId);
      await repo.remove(owner.memberId, nodeId);
      return { nodeId, favorite: false };
    },
  };
};

export type FavouritesService = ReturnType<typeof createFavouritesService>;
