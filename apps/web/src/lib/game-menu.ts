import { constants } from '@gp/contract/constants';
import type { GameCard, VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';

/**
 * The lobby's game menu (spec 2.3): the server's vendor categories plus the account lists HOT, FAV and
 * RECENT. All rules are pure functions over the vendor lanes (already split by `splitSportsLanes`).
 */
export type MenuCategory = GameType | 'HOT' | 'FAV' | 'RECENT';

/** Vendor categories that may appear in the game menu (spec 2.3 "Menu categories"; FISH is removed). */
const menuVendorCategories: ReadonlySet<GameType> = new Set([
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'MXWIN',
]);

/** Menu entries that show the player's own lists: choosing them while logged out opens the login modal. */
export const loginMenuCategories: ReadonlySet<MenuCategory> = new Set(['FAV', 'RECENT']);

/** Spec 9: the MXWIN row shows when RNG vendors exceed 10 and uses vendors 11 to 20. */
export const mxwinRow = (rngCards: readonly GameCard[]): GameCard[] => {
  if (rngCards.length <= constants.mxwinRowAboveRngVendors) return [];
  const [from, to] = constants.mxwinRowVendorRange;
  return rngCards.slice(from - 1, to);
};

/** Cards of a category; MXWIN falls back to the RNG vendors 11-20 when the server sends no MXWIN lane. */
export const laneCards = (lanes: readonly VendorLane[], category: GameType): GameCard[] => {
  const lane = lanes.find((entry) => entry.title === category);
  if (lane && lane.cards.length > 0) return lane.cards;
  if (category === 'MXWIN') return mxwinRow(laneCards(lanes, 'RNG'));
  return lane?.cards ?? [];
};

/**
 * Spec 2.3: HOME and FAV come first, then HOT; the server's categories follow in its order with FISH
 * removed; MXWIN is inserted at the SPORTS position when the server has no MXWIN lane (at the end of
 * the vendor categories without SPORTS); RECENT closes the menu. A vendor category without cards is
 * left out, like the top navigation (spec 2.1).
 */
export const buildGameMenu = (lanes: readonly VendorLane[]): MenuCategory[] => {
  const vendorCategories: GameType[] = [];
  for (const lane of lanes) {
    if (menuVendorCategories.has(lane.title) && !vendorCategories.includes(lane.title)) {
      vendorCategories.push(lane.title);
    }
  }
  if (!vendorCategories.includes('MXWIN')) {
    const sportsIndex = vendorCategories.indexOf('SPORTS');
    vendorCategories.splice(sportsIndex === -1 ? vendorCategories.length : sportsIndex, 0, 'MXWIN');
  }
  const withCards = vendorCategories.filter((category) => laneCards(lanes, category).length > 0);
  return ['HOME', 'FAV', 'HOT', ...withCards, 'RECENT'];
};

/** What choosing a menu entry does: show it, or open the login modal (FAV and RECENT when logged out). */
export const menuChoice = (category: MenuCategory, loggedIn: boolean): 'show' | 'login' =>
  !loggedIn && loginMenuCategories.has(category) ? 'login' : 'show';

/** Spec 9: a header drop-down is the large one when its category has more than 10 vendors. */
export const headerDropdownSize = (vendorCount: number): 'large' | 'normal' =>
  vendorCount > constants.headerDropdownLargeAboveVendors ? 'large' : 'normal';

/** The per-category blocks of the home lobby, in the order of spec 2.3. */
export const homeBlockCategories: readonly GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'MXWIN',
];

export interface HomeBlock {
  category: GameType;
  cards: GameCard[];
}

/** Spec 2.3 and 9: one block per category with cards, at most 5 cards each. */
export const homeBlocks = (lanes: readonly VendorLane[]): HomeBlock[] =>
  homeBlockCategories
    .map((category) => ({
      category,
      cards: laneCards(lanes, category).slice(0, constants.cardsPerCategoryOnHome),
    }))
    .filter((block) => block.cards.length > 0);

/** Spec 2.3 and 9: the overview takes the first 3 RNG, 1 LIVE and 1 FISH entries. */
export const homeOverview = (lanes: readonly VendorLane[]): GameCard[] =>
  (Object.entries(constants.homeOverview) as [GameType, number][]).flatMap(([category, count]) =>
    laneCards(lanes, category).slice(0, count),
  );

/**
 * The local lobby: the lottery categories (LOTT, ELOTT), which the game menu and the category blocks
 * of spec 2.3 leave out; at most 5 cards like every home block.
 */
export const localLobby = (lanes: readonly VendorLane[]): GameCard[] =>
  [...laneCards(lanes, 'LOTT'), ...laneCards(lanes, 'ELOTT')].slice(0, constants.cardsPerCategoryOnHome);

/** Spec 4.6: the lottery prize mode is ELOTT when the ELOTT category has a TCG_LOTTO_VN or LOTT card. */
export const lotteryPrizeMode = (lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' =>
  laneCards(lanes, 'ELOTT').some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
