import { describe, expect, it } from 'vitest';
import { nextGamePage } from '../api/game-list';
import { cachedHotGames, discardHotGames, fetchHotGames } from '../api/hot-games';
import { gameFixture } from '../test/game-fixtures';
import { bannerTarget } from '../../../lib/banner-link';
import { orderWinners } from './winner-order';
import { jsonResponse, scriptedFetch } from '../../../test/fixtures';
import { setupWebTests } from '../../../test/render';

setupWebTests();

describe('winner board order (spec 2.3)', () => {
  it('sorts by winAmount as money, largest first; three ranked, the rest scroll', () => {
    const amounts = ['99.99', '1000.00', '250.50', '1000.01', '5.00'];
    const { ranked, rest } = orderWinners(amounts.map((winAmount) => ({ winAmount })));
    expect(ranked.map((w) => w.winAmount)).toEqual(['1000.01', '1000.00', '250.50']);
    expect(rest.map((w) => w.winAmount)).toEqual(['99.99', '5.00']);
  });
});

describe('banner linkage (spec 2.3)', () => {
  it('opens routes, external pages and game categories; refuses anything else', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'GAME_TYPE', linkage: 'RNG' })).toEqual({ kind: 'route', to: '/rng' });
    expect(bannerTarget({ linkageType: 'GAME_TYPE', linkage: 'MXWIN' })).toEqual({
      kind: 'route',
      to: '/?type=MXWIN',
    });
    expect(bannerTarget({ linkageType: 'NONE', linkage: '/x' })).toBeNull();
  });
});

describe('load-more paging', () => {
  it('offers the next page until totalPages are loaded', () => {
    const page = (totalPages: number) => ({ games: [], totalPages });
    expect(nextGamePage([page(3)])).toBe(2);
    expect(nextGamePage([page(3), page(3)])).toBe(3);
    expect(nextGamePage([page(3), page(3), page(3)])).toBeUndefined();
    expect(nextGamePage([page(0)])).toBeUndefined();
  });
});

describe('hot games session cache (spec 3 HOT_GAMES, 4.8)', () => {
  it('answers from HOT_GAMES after the first call; the refresh flag asks the server again', async () => {
    sessionStorage.clear();
    const server = scriptedFetch({
      'GET /wps/game/hot': () => jsonResponse({ success: true, value: { list: [gameFixture()] } }),
    });
    const scope = { merchantCode: 'DEMO', language: 'EN' as const };
    expect((await fetchHotGames(scope)).map((g) => g.nodeId)).toEqual(['100001']);
    expect(cachedHotGames(scope)?.map((g) => g.nodeId)).toEqual(['100001']);
    await fetchHotGames(scope);
    expect(server.callsTo('/wps/game/hot')).toHaveLength(1);
    expect(cachedHotGames({ ...scope, language: 'KO' })).toBeUndefined();
    await fetchHotGames(scope, { refresh: true });
    expect(server.callsTo('/wps/game/hot')).toHaveLength(2);
    discardHotGames();
    expect(sessionStorage.getItem('HOT_GAMES')).toBeNull();
  });
});
