/**
 * The text rules of game search (issue 14), shared by the server's index and the header search box;
 * free of zod so the lobby's first screen can use them without the schema library (issue 15).
 */

/** Shortest query served, in characters of the normalized query (two: Korean and Japanese words are short). */
export const searchQueryMinLength = 2;
/** Longest query served, in characters of the normalized query: longer is search_query_too_long. */
export const searchQueryMaxLength = 50;

/**
 * The form a query and every indexed name are compared in: compatibility forms folded (full-width Latin,
 * half-width kana), Latin accents removed (Café -> cafe; Japanese voicing marks are kept: が is not か),
 * lower case, apostrophes dropped (Hold'em -> holdem), other punctuation as spaces, spaces collapsed.
 */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Length in characters (code points), the unit of the query limits. */
export const searchTextLength = (text: string): number => [...text].length;
