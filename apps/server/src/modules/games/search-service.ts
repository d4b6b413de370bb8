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
 * Results [start, end) of the ranked list, reading only what the window needs: the list is the ranked
 * head (exact names, hot-ranked prefix names), then unranked prefix names in name order, then the other
 * matches. Each part is read with a bound, so a page costs its size (at most searchTotalCap rows), not
 * the number of matches.
 */
const pageOf = async (
  repo: SearchRepository,
  filter: SearchFilter,
  start: number,
  end: number,
): Promise<string[]> => {
  if (start >= end) return [];
  const head = await repo.rankedHead(filter);
  if (head.length >= end) return head.slice(start, end);
  const wanted = end - head.length;
  // Read from the range's start (not an SQL offset): the number read tells where the prefix names end.
  const prefix = await repo.unrankedPrefix(filter, wanted);
  const prefixed = [...head, ...prefix];
  if (prefix.length === wanted) return prefixed.slice(start, end);
  const from = Math.max(start, prefixed.length);
  const others = await repo.otherMatches(filter, end - from, from - prefixed.length);
  return [...prefixed.slice(start, end), ...others];
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
      const matches = await repo.countMatches(filter);
      const total = Math.min(matches, searchTotalCap);
      if (total === 0 && !(await repo.merchantExists(q.merchant)))
        throw new AppError('not_found', `Unknown merchant '${q.merchant}'`);
      const offset = (q.pageNo - 1) * q.pageSize;
      const nodeIds = await pageOf(repo, filter, offset, Math.min(offset + q.pageSize, total));
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
