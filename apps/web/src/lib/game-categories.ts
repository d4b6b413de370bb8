import type { GameCard, VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import { topNavigation } from '@gp/contract/web-routes';

export interface VendorSplitConfig {
  esportVendors: readonly string[];
  cockfightVendors: readonly string[];
}

const dedupe = (cards: readonly GameCard[]): GameCard[] => {
  const seen = new Set<string>();
  return cards.filter((card) => (seen.has(card.nodeId) ? false : (seen.add(card.nodeId), true)));
};

/**
 * Spec 2.3: sports cards of e-sport vendors and of cockfight vendors move into their own ESPORTS and
 * COCKFIGHT categories, placed right after SPORTS. Cards the server already filed under ESPORTS or
 * COCKFIGHT join the split ones. Without a SPORTS lane the lanes are returned unchanged.
 */
export const splitSportsLanes = (lanes: readonly VendorLane[], config: VendorSplitConfig): VendorLane[] => {
  const sportsIndex = lanes.findIndex((lane) => lane.title === 'SPORTS');
  if (sportsIndex === -1) return [...lanes];
  const sports = lanes[sportsIndex]!;
  const esport = new Set(config.esportVendors);
  const cockfight = new Set(config.cockfightVendors);

  const existing = (title: GameType) => lanes.find((lane) => lane.title === title)?.cards ?? [];
  const esportCards = dedupe([
    ...existing('ESPORTS'),
    ...sports.cards.filter((card) => esport.has(card.vassalage)),
  ]).map((card) => ({ ...card, gameType: 'ESPORTS' as const }));
  const cockfightCards = dedupe([
    ...existing('COCKFIGHT'),
    ...sports.cards.filter((card) => cockfight.has(card.vassalage) && !esport.has(card.vassalage)),
  ]).map((card) => ({ ...card, gameType: 'COCKFIGHT' as const }));
  const sportsLane: VendorLane = {
    ...sports,
    cards: sports.cards.filter((card) => !esport.has(card.vassalage) && !cockfight.has(card.vassalage)),
  };

  const result: VendorLane[] = [];
  for (const lane of lanes) {
    if (lane.title === 'ESPORTS' || lane.title === 'COCKFIGHT') continue;
    if (lane === sports) {
      result.push(
        sportsLane,
        { title: 'ESPORTS', cards: esportCards },
        { title: 'COCKFIGHT', cards: cockfightCards },
      );
    } else {
      result.push(lane);
    }
  }
  return result;
};

/** Categories that have at least one vendor card. */
export const categoriesWithVendors = (lanes: readonly VendorLane[]): Set<GameType> =>
  new Set(lanes.filter((lane) => lane.cards.length > 0).map((lane) => lane.title));

export type TopNavigationEntry = (typeof topNavigation)[number];

/** Spec 2.1: a category entry of the top navigation appears only when its category has a vendor. */
export const visibleTopNavigation = (lanes: readonly VendorLane[]): TopNavigationEntry[] => {
  const available = categoriesWithVendors(lanes);
  return topNavigation.filter((entry) => entry.category === null || available.has(entry.category));
};

/** The category page path of a game type, when the route table has one. */
export const categoryPath = (category: GameType): string | null =>
  topNavigation.find((entry) => entry.category === category)?.path ?? null;

/** The game type a category page path shows (/live → LIVE). */
export const categoryForPath = (path: string): GameType | null =>
  topNavigation.find((entry) => entry.path === path)?.category ?? null;
