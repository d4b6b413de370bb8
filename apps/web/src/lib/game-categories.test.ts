import type { GameCard, VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import { describe, expect, it } from 'vitest';
import { categoryForPath, splitSportsLanes, visibleTopNavigation } from './game-categories';

const card = (vassalage: string, gameType: GameType): GameCard => ({
  nodeId: `${gameType}-${vassalage}`,
  vassalage,
  gameCode: vassalage,
  gameCategory: gameType,
  gameType,
  isGame: 'VASSALAGE',
  title: vassalage,
  displayName: vassalage,
  iconUrl: `/icons/${vassalage}.png`,
  nodeName: vassalage,
});
const lane = (title: GameType, ...vendors: string[]): VendorLane => ({
  title,
  cards: vendors.map((vendor) => card(vendor, title)),
});
const config = { esportVendors: ['IMES'], cockfightVendors: ['SV3'] };
const shape = (lanes: VendorLane[]) => lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)]);

describe('splitSportsLanes', () => {
  it('moves e-sport and cockfight vendors out of SPORTS into lanes right after it', () => {
    const lanes = [lane('RNG', 'PG'), lane('SPORTS', 'SABA', 'IMES', 'SV3'), lane('LIVE', 'EVO')];
    expect(shape(splitSportsLanes(lanes, config))).toEqual([
      ['RNG', ['PG']],
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV3']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('retypes the moved cards to their new category', () => {
    const result = splitSportsLanes([lane('SPORTS', 'IMES', 'SV3')], config);
    expect(result.find((l) => l.title === 'ESPORTS')?.cards[0]?.gameType).toBe('ESPORTS');
    expect(result.find((l) => l.title === 'COCKFIGHT')?.cards[0]?.gameType).toBe('COCKFIGHT');
  });

  it('merges an ESPORTS lane the server already sent and places it after SPORTS', () => {
    const lanes = [lane('ESPORTS', 'TF'), lane('SPORTS', 'SABA', 'IMES')];
    expect(shape(splitSportsLanes(lanes, config))).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['TF', 'IMES']],
      ['COCKFIGHT', []],
    ]);
  });

  it('leaves lanes alone when there is no SPORTS lane', () => {
    const lanes = [lane('RNG', 'PG'), lane('FISH', 'JDB')];
    expect(shape(splitSportsLanes(lanes, config))).toEqual(shape(lanes));
  });
});

describe('visibleTopNavigation', () => {
  const paths = (lanes: VendorLane[]) => visibleTopNavigation(lanes).map((entry) => entry.path);

  it('always shows home and promotions and only categories with a vendor', () => {
    const lanes = splitSportsLanes([lane('RNG', 'PG'), lane('LIVE'), lane('SPORTS', 'SABA')], config);
    expect(paths(lanes)).toEqual(['/', '/promotions', '/sports', '/rng']);
  });

  it('shows e-sports once the split gives it a vendor, and hides sports when all its vendors moved', () => {
    const lanes = splitSportsLanes([lane('SPORTS', 'IMES')], config);
    expect(paths(lanes)).toEqual(['/', '/promotions', '/esports']);
  });

  it('maps a category page path to its game type', () => {
    expect(categoryForPath('/live')).toBe('LIVE');
    expect(categoryForPath('/promotions')).toBeNull();
  });
});
