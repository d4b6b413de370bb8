import {
  gameSearchValueSchema,
  normalizeSearchText,
  searchQueryMaxLength,
  searchQueryMinLength,
  searchTextLength,
  searchTotalCap,
  type GameSearchQuery,
  type GameSearchValue,
} from '@gp/contract/game-search';
import { AppError } from '../../lib/app-error.js';
import { catalogueType, toGameCard } from './game-card.js';
import type { SearchFilter, SearchRepository } from './search-repository.js';

/** Names are matched in this language when the caller names none (the catalogue's own names). */
const defaultLanguage = 'EN';

/**
 * One page of the ranked list and the match count (up to searchTotalCap + 1), reading only bounded
 * parts: the ranked head (exact names, hot-ranked prefix names), the unranked prefix names in name
 * order (at most searchTotalCap + 1: past that the count is known without the trigram index), then
 * the other matches, at most searchTotalCap + 1 of them, whose query carries their count.
 */
const pageOf = async (
  repo: SearchRepository,
  filter: SearchFilter,
  start: number,
  end: number,
): Promise<{ nodeIds: string[]; matches: number }> => {
  const head = await repo.rankedHead(filter);
  const prefix =
    head.length > searchTotalCap ? [] : await repo.unrankedPrefix(filter, searchTotalCap + 1 - head.length);
  const prefixed = [...head, ...prefix];
  if (prefixed.length > searchTotalCap)
    return { nodeIds: prefixed.slice(start, end), matches: prefixed.length };
  // Every name starting with the query is in `prefixed`: the rest of the page comes after them.
  const from = Math.max(start, prefixed.length);
  if (from >= end)
    return {
      nodeIds: prefixed.slice(start, end),
      matches: prefixed.length + (await repo.countOthers(filter)),
    };
  const others = await repo.otherMatches(filter, end - from, from - prefixed.length);
  const count = others.count ?? (await repo.countOthers(filter));
  return { nodeIds: [...prefixed.slice(start, end), ...others.nodeIds], matches: prefixed.length + count };
};

/**
 * Game search: validates and normalizes the query, then counts and pages the matches. Not cached: typed
 * queries are a long tail and a cache would hide the index's cost from the search bench.
 */
export const createSearchService = (deps: { repo: SearchRepository }) => {
  const { repo } = deps;
  return {
    search: async (q: GameSearchQuery): Promise<GameSearchValue> => {
      const query = normalizeSearchText(q.q);
      const length = searchTextLength(query);
      if (length < searchQueryMinLength)
        throw new AppError('search_query_too_short', `Search text needs ${searchQueryMinLength} characters`);
      if (length > searchQueryMaxLength)
        throw new AppError(
          'search_query_too_long',
          `Search text has at most ${searchQueryMaxLength} characters`,
        );
      const language = q.language ?? defaultLanguage;
      const filter = {
        merchantCode: q.merchant,
        language,
        query,
        words: [...new Set(query.split(' '))],
        gameType: catalogueType(q.gameType),
        vendorCode: q.vassalage,
      };
      const offset = (q.pageNo - 1) * q.pageSize;
      // Only the first searchTotalCap results are answered.
      const end = Math.min(offset + q.pageSize, searchTotalCap);
      const page = await pageOf(repo, filter, Math.min(offset, end), end);
      const { matches } = page;
      const total = Math.min(matches, searchTotalCap);
      if (total === 0 && !(await repo.merchantExists(q.merchant)))
        throw new AppError('not_found', `Unknown merchant '${q.merchant}'`);
      const nodeIds = page.nodeIds;
      const cards = new Map((await repo.cards(nodeIds)).map((row) => [row.node_id, row]));
      const rows = nodeIds.flatMap((id) => {
        const row = cards.get(id);
        return row ? [row] : [];
      });
      return gameSearchValueSchema.parse({
        games: rows.map((row) => toGameCard(row, language)),
        totalPages: Math.ceil(total / q.pageSize),
        total,
        totalCapped: matches > searchTotalCap,
      });
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
