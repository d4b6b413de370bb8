import type { TFunction } from 'i18next';

/** "Games found: 12", or "Games found: 100+" when the server stopped counting at its cap. */
export const searchCountText = (t: TFunction, search: { total: number; totalCapped: boolean }): string =>
  t(search.totalCapped ? 'search.count_capped' : 'search.count', { count: search.total });
