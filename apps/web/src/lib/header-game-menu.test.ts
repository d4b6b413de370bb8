import type { VendorLane } from '@gp/contract/games';
import { describe, expect, it } from 'vitest';
import { gameFixture } from '../features/games/test/game-fixtures';
import { headerGameMenu } from './header-game-menu';

const vendors = (count: number, gameType: 'RNG' | 'SPORTS' | 'LIVE') =>
  Array.from({ length: count }, (_, i) =>
    gameFixture({ nodeId: `${gameType}_${i}`, vassalage: `V${i}`, displayName: `Vendor ${i}`, gameType }),
  );

describe('header game menu (spec 2.4, 9)', () => {
  it('lists categories with vendors in lane order and sizes each drop-down by its vendor count', () => {
    const lanes: VendorLane[] = [
      { title: 'RNG', cards: vendors(11, 'RNG') },
      { title: 'LIVE', cards: vendors(10, 'LIVE') },
      { title: 'PVP', cards: [] },
      { title: 'SPORTS', cards: vendors(2, 'SPORTS') },
    ];
    const menu = headerGameMenu(lanes);
    expect(menu.map((entry) => [entry.category, entry.vendors.length, entry.size])).toEqual([
      ['RNG', 11, 'large'],
      ['LIVE', 10, 'normal'],
      ['SPORTS', 2, 'normal'],
    ]);
  });

  it('sends a vendor to its category page narrowed by ?vassalage= where the page lists games', () => {
    const menu = headerGameMenu([
      { title: 'RNG', cards: vendors(1, 'RNG') },
      { title: 'SPORTS', cards: vendors(1, 'SPORTS') },
      { title: 'MXWIN', cards: [gameFixture({ vassalage: 'MX', displayName: 'Mx' })] },
    ]);
    expect(menu[0]).toMatchObject({
      to: '/rng',
      vendors: [{ code: 'V0', name: 'Vendor 0', to: '/rng?vassalage=V0' }],
    });
    // The sports page lists vendors, not games: the vendor opens the page itself.
    expect(menu[1]!.vendors[0]!.to).toBe('/sports');
    // A category without a page opens its lobby tab.
    expect(menu[2]).toMatchObject({ to: '/?type=MXWIN', vendors: [{ to: '/?type=MXWIN' }] });
  });
});
