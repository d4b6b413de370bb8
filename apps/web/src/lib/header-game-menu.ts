import type { VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import { categoryPath } from './game-categories';
import { headerDropdownSize, laneCards } from './game-menu';

/** Category pages that list games and narrow to one vendor with ?vassalage= (category-route.tsx). */
const vendorFilterPages: ReadonlySet<string> = new Set(['/live', '/fish', '/rng', '/pvp']);

export interface HeaderGameVendor {
  code: string;
  name: string;
  /** Where choosing the vendor goes. */
  to: string;
}

export interface HeaderGameCategory {
  category: GameType;
  /** The category's page (or the lobby tab when it has no page). */
  to: string;
  vendors: HeaderGameVendor[];
  /** Spec 9: the large drop-down when the category has more than 10 vendors. */
  size: 'large' | 'normal';
}

/**
 * The Games drop-down of the header (spec 2.4): every category with vendors, in the server's lane order,
 * each with its vendors. A vendor opens its category page narrowed to it where the page can (game list
 * centres), else the category page.
 */
export const headerGameMenu = (lanes: readonly VendorLane[]): HeaderGameCategory[] => {
  const seen = new Set<GameType>();
  const entries: HeaderGameCategory[] = [];
  for (const lane of lanes) {
    if (seen.has(lane.title)) continue;
    seen.add(lane.title);
    const cards = laneCards(lanes, lane.title);
    if (cards.length === 0) continue;
    const page = categoryPath(lane.title);
    const to = page ?? `/?type=${lane.title}`;
    const vendors = cards.map((card) => ({
      code: card.vassalage,
      name: card.displayName || card.nodeName,
      to:
        page && vendorFilterPages.has(page) ? `${page}?vassalage=${encodeURIComponent(card.vassalage)}` : to,
    }));
    entries.push({ category: lane.title, to, vendors, size: headerDropdownSize(vendors.length) });
  }
  return entries;
};
