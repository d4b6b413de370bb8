import { constants } from '@gp/contract/constants';
import type { GameInsert } from '../schema.js';
import { createPrng, pick } from './prng.js';
import { gameIconPath } from '../../lib/catalogue.js';
import { demoVendors, type VendorSeed } from './vendors.js';
import { slotNameTranslations } from './game-name-translations.js';
import { lotteryKinds, lotteryRegions, lotterySpeeds } from '../../modules/lottery/lottery-kinds.js';

const adjectives = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Mighty',
  'Sacred',
  'Blazing',
  'Frozen',
  'Crystal',
  'Jade',
  'Thunder',
  'Silver',
  'Ancient',
  'Cosmic',
  'Emerald',
  'Ruby',
  'Shadow',
  'Sunny',
  'Sweet',
  'Magic',
  'Dancing',
  'Roaring',
  'Hidden',
  'Electric',
  'Imperial',
  'Neon',
  'Savage',
  'Candy',
];
const nouns = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Pharaoh',
  'Koi',
  'Buffalo',
  'Wolf',
  'Gems',
  'Treasures',
  'Temple',
  'Empire',
  'Goddess',
  'Samurai',
  'Pirates',
  'Vikings',
  'Fruits',
  'Bonanza',
  'Lion',
  'Eagle',
  'Monkey',
  'Ninja',
  'Queen',
  'Mermaid',
  'Volcano',
  'Jungle',
  'Carnival',
  'Galaxy',
  'Lantern',
  'Oasis',
];
const suffixes = [
  '',
  '',
  '',
  'Deluxe',
  'Megaways',
  'Rising',
  'Riches',
  'Gold',
  'Link',
  'Rush',
  'Hold & Win',
  'Jackpot',
];
const fishNames = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Royal Fishing',
  'Happy Fishing',
  'Deep Sea Hunter',
  'Shark Bounty',
  'Golden Toad',
  'Boom Fishing',
  'Crab Festival',
];
/**
 * Live tables the demo vendor deals (modules/vendors/demo/live): every name opens a game of its kind.
 * Twelve names, as before issue 19, so the generator's draws (and every other category's names) stay.
 */
const liveGames = [
  'Baccarat',
  'Classic Baccarat',
  'Royal Baccarat',
  'Roulette',
  'European Roulette',
  'Grand Roulette',
  'VIP Baccarat',
  'Golden Baccarat',
  'Prestige Baccarat',
  'Royal Roulette',
  'Salon Roulette',
  'VIP Roulette',
];
/** Every card game of the demo catalogue is a Niu Niu table of the demo vendor (live/niu-niu.ts). */
export const pvpGames = [
  'Banker Niu Niu',
  'Niu Niu',
  'Golden Niu Niu',
  'Lucky Niu Niu',
  'Royal Niu Niu',
  'Dragon Niu Niu',
  'Fortune Niu Niu',
  'Imperial Niu Niu',
  'Jade Niu Niu',
  'Emperor Niu Niu',
  'Phoenix Niu Niu',
  'Dynasty Niu Niu',
];
const pvpModes = ['', '6-Max', 'Rush', 'Classic', 'Pro', 'VIP', 'Turbo', 'Heads-Up'];
const lottKinds = lotteryKinds.map((k) => k.kind);
const sportsNames: Record<string, string> = {
  SBO: 'SBO Sportsbook',
  SABA: 'SABA Sportsbook',
  IMSB: 'IM Sportsbook',
  IMES: 'IM eSports Arena',
  SV3: 'SV388 Cockfight Live',
};
const slotClassify = [
  'SLOT',
  'SLOT',
  'SLOT',
  'SLOT',
  'SLOT',
  'SLOT',
  'SLOT',
  'SLOT',
  'JP',
  'TG',
  'AC',
  'SC',
  'VP',
];

const nameFor = (random: () => number, vendor: VendorSeed, index: number): string => {
  switch (vendor.category) {
    case 'RNG':
      return [pick(random, adjectives), pick(random, nouns), pick(random, suffixes)]
        .filter(Boolean)
        .join(' ');
    case 'FISH':
      return `${pick(random, fishNames)} ${pick(random, ['', '2', '3', 'Deluxe', 'Plus'])}`.trim();
    case 'LIVE':
      return `${pick(random, liveGames)} ${String.fromCharCode(65 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ''}`;
    case 'PVP':
      return `${pick(random, pvpGames)} ${pick(random, pvpModes)}`.trim();
    case 'SPORTS':
      return sportsNames[vendor.code] ?? `${vendor.name} Lobby`;
    case 'LOTT':
    case 'ELOTT': {
      // Each lottery vendor draws in its own region (the Vietnam lottery lists Vietnamese draws only).
      const regions = lotteryRegions[vendor.code] ?? lotteryRegions[vendor.category]!;
      return `${pick(random, regions)} ${pick(random, lottKinds)} ${pick(random, lotterySpeeds)}`;
    }
  }
};

/** Splits the RNG share of the catalogue over the RNG vendors by weight, so the total is exactly `size`. */
const gameCounts = (size: number, vendors: readonly VendorSeed[]): number[] => {
  const fixed = vendors.filter((v) => v.category !== 'RNG').reduce((sum, v) => sum + v.games, 0);
  const rngVendors = vendors.filter((v) => v.category === 'RNG');
  const weightSum = rngVendors.reduce((sum, v) => sum + v.games, 0);
  const rngTotal = size - fixed;
  let assigned = 0;
  let rngIndex = 0;
  return vendors.map((v) => {
    if (v.category !== 'RNG') return v.games;
    rngIndex += 1;
    const count =
      rngIndex === rngVendors.length ? rngTotal - assigned : Math.floor((rngTotal * v.games) / weightSum);
    assigned += count;
    return count;
  });
};

/**
 * The deterministic demo catalogue: the same 10,000 games (node ids 100001...) on every run. The
 * benchmarks generate other catalogues with `options`: one vendor's games alone (its RNG weight then
 * takes the whole size), numbered from `firstNodeId` so they can join the seeded ones.
 */
export const generateCatalogue = (
  merchantCode: string,
  size: number = constants.slotCatalogueSize,
  {
    vendors = demoVendors,
    firstNodeId = 100_001,
  }: { vendors?: readonly VendorSeed[]; firstNodeId?: number } = {},
): GameInsert[] => {
  const random = createPrng(20_240_601);
  const counts = gameCounts(size, vendors);
  const games: GameInsert[] = [];
  vendors.forEach((vendor, vendorIndex) => {
    const used = new Set<string>();
    const count = counts[vendorIndex] ?? 0;
    for (let i = 0; i < count; i += 1) {
      let name = nameFor(random, vendor, i);
      for (let attempt = 0; used.has(name) && attempt < 4; attempt += 1) name = nameFor(random, vendor, i);
      if (used.has(name)) name = `${name} ${i + 1}`;
      used.add(name);
      const nodeId = String(firstNodeId + games.length);
      const classify =
        vendor.category === 'RNG' ? pick(random, slotClassify) : vendor.category === 'LOTT' ? 'LOTT' : null;
      games.push({
        node_id: nodeId,
        merchant_code: merchantCode,
        vendor_code: vendor.code,
        game_code: `${vendor.code}_${vendor.category}_${String(i + 1).padStart(4, '0')}`,
        game_category: vendor.category,
        game_type: vendor.category,
        is_game: '1',
        title: name,
        display_name: vendor.name,
        icon_url: gameIconPath(nodeId),
        game_name: name,
        node_name: name,
        game_classify: classify,
        localized_names: vendor.category === 'RNG' ? slotNameTranslations(name) : null,
        sort_order: i,
      });
    }
  });
  return games;
};
