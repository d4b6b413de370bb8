/** Lane order of the vendor response: the top navigation's category order (spec 2.1). */
export const laneOrder = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;

/**
 * Icon path of a vendor card, relative to an image CDN base (rendered by modules/cdn). One vendor code
 * can be several cards (JDB Gaming under slots, JDB Fishing under fishing): the category is part of
 * the file name, so each card has an icon of its own.
 */
export const vendorIconPath = (category: string, code: string): string =>
  `/icons/vendors/${category}_${code}.svg`;
/** Icon path of a game card, relative to an image CDN base. */
export const gameIconPath = (nodeId: string): string => `/icons/games/${nodeId}.svg`;
/** Banner image path relative to an image CDN base. */
export const bannerImagePath = (key: string): string => `/banners/${key}.svg`;
