import { gameSearchValueSchema, type GameSearchQuery, type GameSearchValue } from '@gp/contract/game-search';
import {
  normalizeSearchText,
  searchQueryMaxLength,
  searchQueryMinLength,
  searchTextLength,
} from '@gp/contract/search-text';
import { AppError } from '../../lib/app-error.js';
import { catalogueType, toGameCard } from './game-card.js';
import type { SearchRepository } from './search-repository.js';

/** Names are matched in this language when the caller names none (the catalogue's own names). */
const defaultLanguage = 'EN';

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
      const page = await repo.pageMatches(filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
      const total = page.total;
      if (total === 0 && !(await repo.merchantExists(q.merchant)))
        throw new AppError('not_found', `Unknown merchant '${q.merchant}'`);
      const cards = new Map((await repo.cards(page.nodeIds)).map((row) => [row.node_id, row]));
      const rows = page.nodeIds.flatMap((id) => {
        const row = cards.get(id);
        return row ? [row] : [];
      });
      return gameSearchValueSchema.parse({
        games: rows.map((row) => toGameCard(row, language)),
        totalPages: Math.ceil(total / q.pageSize),
        total,
      });
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
