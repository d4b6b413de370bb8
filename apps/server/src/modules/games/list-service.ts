import {
  gameListMaxPageSize,
  gameListValueSchema,
  hotGamesLimit,
  type GameCardListValue,
  type GameListQuery,
  type VassalageGameTypesValue,
} from '@gp/contract/game-lists';
import { gameTypeSchema } from '@gp/contract/site';
import { AppError } from '../../lib/app-error.js';
import { laneOrder } from '../../lib/catalogue.js';
import type { Clock } from '../../lib/clock.js';
import { catalogueType, toGameCard } from './game-card.js';
import type { CatalogueFilter, ListRepository } from './list-repository.js';
import { createResponseCache } from './response-cache.js';

/** How long a cached catalogue answer lives: the catalogue is seeded and changes only by operator. */
export const catalogueCacheTtlMs = 60_000;
const cacheEntries = 2_000;
/** Popular games count the rounds played in this window. */
export const popularWindowMs = 7 * 24 * 3_600_000;

/** Game classes in the order the provider popup shows them: slots first, then spec 3's sub-types. */
const classifyOrder = ['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'];
const rankOf = (order: readonly string[], value: string) => {
  const i = order.indexOf(value);
  return i === -1 ? order.length : i;
};
const byOrder = (order: readonly string[]) => (a: string, b: string) =>
  rankOf(order, a) - rankOf(order, b) || a.localeCompare(b);

export const createListService = (deps: { repo: ListRepository; clock: Clock }) => {
  const { repo, clock } = deps;
  /**
   * Success envelopes of game-list pages as UTF-8 bytes: a cached page costs no database, no serializer
   * and no per-response encoding of its (often non-Latin) JSON.
   */
  const pages = createResponseCache<Buffer>({ maxEntries: cacheEntries, ttlMs: catalogueCacheTtlMs, clock });
  const counts = createResponseCache<number>({ maxEntries: cacheEntries, ttlMs: catalogueCacheTtlMs, clock });
  const lists = createResponseCache<GameCardListValue>({
    maxEntries: 500,
    ttlMs: catalogueCacheTtlMs,
    clock,
  });
  const types = createResponseCache<VassalageGameTypesValue>({
    maxEntries: 500,
    ttlMs: catalogueCacheTtlMs,
    clock,
  });

  const requireMerchant = async (code: string) => {
    if (!(await repo.merchantExists(code))) throw new AppError('not_found', `Unknown merchant '${code}'`);
  };

  const hotList = async (q: { merchantCode: string; vassalage?: string | undefined; language?: string }) => {
    const key = `hot|${q.merchantCode}|${q.vassalage ?? ''}|${q.language ?? ''}`;
    const cached = lists.get(key);
    if (cached) return cached;
    await requireMerchant(q.merchantCode);
    const rows = await repo.hotGames(q.merchantCode, q.vassalage, hotGamesLimit);
    const value = { list: rows.map((r) => toGameCard(r, q.language)) };
    lists.set(key, value);
    return value;
  };

  return {
    /**
     * One page of the catalogue as the JSON of its success envelope. Keyed by every parameter that
     * changes the answer; the total count is cached per filter so paging costs one query per page.
     */
    gameListJson: async (q: GameListQuery): Promise<Buffer> => {
      const pageSize = Math.min(q.pageSize, gameListMaxPageSize);
      const filter: CatalogueFilter = {
        merchantCode: q.merchant,
        gameType: catalogueType(q.gameType),
        vendorCode: q.vassalage,
        gameClassify: q.gameClassify,
      };
      const filterKey = `${filter.merchantCode}|${filter.gameType ?? ''}|${filter.vendorCode ?? ''}|${filter.gameClassify ?? ''}`;
      const pageKey = `${filterKey}|${q.language ?? ''}|${q.pageNo}|${pageSize}`;
      const cached = pages.get(pageKey);
      if (cached !== undefined) return cached;

      let total = counts.get(filterKey);
      if (total === undefined) {
        await requireMerchant(q.merchant);
        total = await repo.countGames(filter);
        counts.set(filterKey, total);
      }
      const offset = (q.pageNo - 1) * pageSize;
      const rows = offset < total ? await repo.pageGames(filter, pageSize, offset) : [];
      const value = gameListValueSchema.parse({
        games: rows.map((r) => toGameCard(r, q.language)),
        totalPages: Math.ceil(total / pageSize),
      });
      const json = Buffer.from(JSON.stringify({ success: true, value }));
      pages.set(pageKey, json);
      return json;
    },

    /** The game types (and classes within them) a vendor offers; an unknown vendor is not_found. */
    vassalageGameTypes: async (q: { merchantCode: string; vassalage: string }) => {
      const key = `${q.merchantCode}|${q.vassalage}`;
      const cached = types.get(key);
      if (cached) return cached;
      await requireMerchant(q.merchantCode);
      const rows = await repo.vendorTypeCounts(q.merchantCode, q.vassalage);
      if (rows.length === 0) throw new AppError('not_found', `Unknown vassalage '${q.vassalage}'`);
      const gameTypes = [...new Set(rows.map((r) => r.gameType))].sort(byOrder(laneOrder));
      const value: VassalageGameTypesValue = {
        vassalage: q.vassalage,
        types: gameTypes.map((gameType) => {
          const ofType = rows.filter((r) => r.gameType === gameType);
          return {
            gameType: gameTypeSchema.parse(gameType),
            total: ofType.reduce((sum, r) => sum + r.total, 0),
            classifies: ofType
              .flatMap((r) => (r.gameClassify ? [{ gameClassify: r.gameClassify, total: r.total }] : []))
              .sort((a, b) => byOrder(classifyOrder)(a.gameClassify, b.gameClassify)),
          };
        }),
      };
      types.set(key, value);
      return value;
    },

    /** The operator's hot games in rank order (never random): at most `hotGamesLimit`. */
    hotGames: hotList,

    /**
     * Popular games: the most played games of the last 7 days by settled rounds (bet records), then the
     * operator's hot ranking fills the list up to `limit`, so a quiet week still answers a full list.
     */
    popularGames: async (q: { merchantCode: string; language?: string; limit: number }) => {
      const key = `popular|${q.merchantCode}|${q.language ?? ''}|${q.limit}`;
      const cached = lists.get(key);
      if (cached) return cached;
      const hot = await hotList(q);
      const since = new Date(clock().getTime() - popularWindowMs).toISOString();
      const played = await repo.mostPlayed(q.merchantCode, since, q.limit);
      const cards = new Map((await repo.gamesByIds(q.merchantCode, played)).map((r) => [r.node_id, r]));
      const list = played.flatMap((id) => {
        const row = cards.get(id);
        return row ? [toGameCard(row, q.language)] : [];
      });
      for (const card of hot.list) {
        if (list.length >= q.limit) break;
        if (!list.some((c) => c.nodeId === card.nodeId)) list.push(card);
      }
      const value = { list };
      lists.set(key, value);
      return value;
    },

    /** Drops every cached answer; call after changing the catalogue in this process. */
    invalidate: () => {
      pages.clear();
      counts.clear();
      lists.clear();
      types.clear();
    },
  };
};

export type ListService = ReturnType<typeof createListService>;
