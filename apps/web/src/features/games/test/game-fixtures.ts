import type { GameCard } from '@gp/contract/games';

/** A game card of the catalogue for web tests; override any field. */
export const gameFixture = (overrides: Partial<GameCard> = {}): GameCard => ({
  nodeId: '100001',
  vassalage: 'PG',
  gameCode: 'PG_RNG_0001',
  gameCategory: 'RNG',
  gameType: 'RNG',
  isGame: '1',
  title: 'Crystal Dragon Link',
  displayName: 'PG Soft',
  iconUrl: '/icons/games/100001.svg',
  gameName: 'Crystal Dragon Link',
  nodeName: 'Crystal Dragon Link',
  ...overrides,
});
