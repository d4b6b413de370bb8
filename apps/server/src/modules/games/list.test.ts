import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@gp/contract/envelope';
import { gameListMaxPageSize } from '@gp/contract/game-lists';
import { routeSchemas } from '@gp/contract/route-schemas';
import { routes } from '@gp/contract/routes';
import { generateCatalogue } from '../../db/seed/game-catalogue.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openTestDb } from '../../test/wallet-helpers.js';
import type { DatabaseHandle } from '../../db/database.js';

let t: TestApp;
let handle: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  handle = openTestDb(t);
});
afterAll(async () => {
  await handle.close();
  await t.close();
});

/** The seeded catalogue, for expectations computed without SQL. */
const catalogue = generateCatalogue('DEMO');
const inCatalogueOrder = (games: typeof catalogue) =>
  [...games].sort((a, b) => a.sort_order - b.sort_order || a.node_id.localeCompare(b.node_id));

const base = { merchant: 'DEMO', platform: 'html5-desktop', clientType: '3' };
const gameList = async (query: Record<string, string>) =>
  t.app.inject({ url: routes.gameList.path, query: { ...base, ...query } });
const listValue = async (query: Record<string, string>) => {
  const res = await gameList(query);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeSchema(routeSchemas.gameList.value).parse(res.json()).value!;
};

describe('game list', () => {
  it('pages a game type in catalogue order with section-3 fields and CDN-relative icons', async () => {
    const rng = inCatalogueOrder(catalogue.filter((g) => g.game_type === 'RNG'));
    const first = await listValue({ gameType: 'RNG', pageNo: '1', pageSize: '24', language: 'EN' });
    expect(first.totalPages).toBe(Math.ceil(rng.length / 24));
    expect(first.games.map((g) => g.nodeId)).toEqual(rng.slice(0, 24).map((g) => g.node_id));
    const second = await listValue({ gameType: 'RNG', pageNo: '2', pageSize: '24' });
    expect(second.games.map((g) => g.nodeId)).toEqual(rng.slice(24, 48).map((g) => g.node_id));

    const card = first.games[0]!;
    const row = rng[0]!;
    expect(card).toEqual({
      nodeId: row.node_id,
      vassalage: row.vendor_code,
      gameCode: row.game_code,
      gameCategory: 'RNG',
      gameType: 'RNG',
      isGame: '1',
      title: row.game_name,
      displayName: row.display_name,
      iconUrl: `/icons/games/${row.node_id}.svg`,
      gameName: row.game_name,
      nodeName: row.node_name,
      gameClassify: row.game_classify,
    });
    const icon = await t.app.inject({ url: `/cdn/img1${card.iconUrl}` });
    expect(icon.statusCode).toBe(200);
  });

  it('filters by vendor and class and answers the last page and pages past the end', async () => {
    const pg = inCatalogueOrder(catalogue.filter((g) => g.vendor_code === 'PG' && g.game_type === 'RNG'));
    const pages = Math.ceil(pg.length / 24);
    const last = await listValue({ gameType: 'RNG', vassalage: 'PG', pageNo: String(pages) });
    expect(last.totalPages).toBe(pages);
    expect(last.games.map((g) => g.nodeId)).toEqual(pg.slice((pages - 1) * 24).map((g) => g.node_id));
    expect(last.games.length).toBeGreaterThan(0);
    const past = await listValue({ gameType: 'RNG', vassalage: 'PG', pageNo: String(pages + 1) });
    expect(past).toEqual({ games: [], totalPages: pages });

    const jp = pg.filter((g) => g.game_classify === 'JP');
    const jpPage = await listValue({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'JP', pageSize: '999' });
    expect(jpPage.games.map((g) => g.nodeId)).toEqual(jp.map((g) => g.node_id));
    expect(jpPage.games.every((g) => g.gameClassify === 'JP' && g.vassalage === 'PG')).toBe(true);

    const none = await listValue({ gameType: 'RNG', vassalage: 'NOPE' });
    expect(none).toEqual({ games: [], totalPages: 0 });
  });

  it('lists every type on HOME, SPORTS vendors for ESPORTS, and RNG for MXWIN', async () => {
    const home = await listValue({ gameType: 'HOME', pageSize: '12' });
    expect(home.totalPages).toBe(Math.ceil(catalogue.length / 12));
    expect(home.games).toHaveLength(12);
    const esports = await listValue({ gameType: 'ESPORTS', vassalage: 'IMES' });
    expect(esports.games.map((g) => [g.vassalage, g.gameType])).toEqual([['IMES', 'SPORTS']]);
    const mxwin = await listValue({ gameType: 'MXWIN', vassalage: 'KA', pageSize: '1' });
    expect(mxwin.games[0]!.gameType).toBe('RNG');
  });

  it('serves at most the page-size cap and refuses page sizes and numbers out of range', async () => {
    const rngCount = catalogue.filter((g) => g.game_type === 'RNG').length;
    const big = await listValue({ gameType: 'RNG', pageSize: '999' });
    expect(big.games).toHaveLength(gameListMaxPageSize);
    expect(big.totalPages).toBe(Math.ceil(rngCount / gameListMaxPageSize));
    const one = await listValue({ gameType: 'RNG', pageSize: '1' });
    expect(one.totalPages).toBe(rngCount);
    const invalid: Record<string, string>[] = [
      { pageSize: '0' },
      { pageSize: '1000' },
      { pageSize: 'ten' },
      { pageNo: '0' },
      { pageNo: '1.5' },
      { gameType: 'SLOTS' },
      { language: 'XX' },
      { clientType: '2' },
      { platform: 'mobile' },
    ];
    for (const query of invalid) {
      const res = await gameList(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
    const missing = await t.app.inject({ url: routes.gameList.path, query: { platform: 'html5-desktop' } });
    expect(missing.statusCode).toBe(400);
    const unknown = await gameList({ merchant: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('localizes names and falls back to the catalogue name', async () => {
    const row = inCatalogueOrder(
      catalogue.filter((g) => g.vendor_code === 'PG' && g.game_type === 'RNG'),
    )[0]!;
    const names = JSON.parse(row.localized_names!) as Record<string, string>;
    const nameIn = async (language: string) =>
      (await listValue({ gameType: 'RNG', vassalage: 'PG', pageSize: '1', language })).games[0]!;
    const ko = await nameIn('KO');
    expect(ko).toMatchObject({
      nodeId: row.node_id,
      title: names.KO,
      gameName: names.KO,
      nodeName: names.KO,
    });
    expect(ko.title).toMatch(/\p{Script=Hangul}/u);
    expect((await nameIn('JA')).gameName).toBe(names.JA);
    // No Portuguese names in the catalogue: the catalogue name.
    expect((await nameIn('PT')).gameName).toBe(row.game_name);
    // Live games carry no translations at all.
    const live = await listValue({ gameType: 'LIVE', pageSize: '1', language: 'KO' });
    expect(live.games[0]!.gameName).toMatch(/^[A-Z]/);
  });
});

describe('vassalage game types', () => {
  const typesOf = async (vassalage: string) =>
    t.app.inject({ url: routes.vassalageGameTypes.path, query: { merchantCode: 'DEMO', vassalage } });

  it('answers the types a vendor offers in lane order with their classes and totals', async () => {
    const res = await typesOf('JL');
    expect(res.statusCode).toBe(200);
    const value = envelopeSchema(routeSchemas.vassalageGameTypes.value).parse(res.json()).value!;
    expect(value.vassalage).toBe('JL');
    expect(value.types.map((x) => x.gameType)).toEqual(['FISH', 'RNG', 'PVP']);
    for (const type of value.types) {
      expect(type.total).toBe(
        catalogue.filter((g) => g.vendor_code === 'JL' && g.game_type === type.gameType).length,
      );
    }
    const rng = value.types.find((x) => x.gameType === 'RNG')!;
    expect(rng.classifies[0]!.gameClassify).toBe('SLOT');
    expect(rng.classifies.reduce((s, c) => s + c.total, 0)).toBe(rng.total);
  });

  it('refuses an unknown vendor and a missing one', async () => {
    const unknown = await typesOf('NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const missing = await t.app.inject({
      url: routes.vassalageGameTypes.path,
      query: { merchantCode: 'DEMO' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('hot and popular games', () => {
  const hot = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: routes.hotGames.path,
      query: { merchantCode: 'DEMO', isPlatform: '2', platform: 'html5-desktop', ...query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return envelopeSchema(routeSchemas.hotGames.value).parse(res.json()).value!.list;
  };

  it('answers the ranked hot list, the same on every call, many vendors first', async () => {
    const a = await hot();
    const b = await hot({ language: 'EN' });
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
    const ranks = await handle.db
      .selectFrom('hot_games')
      .select('node_id')
      .where('merchant_code', '=', 'DEMO')
      .orderBy('hot_rank')
      .execute();
    expect(a.map((g) => g.nodeId)).toEqual(ranks.map((r) => r.node_id));
    expect(new Set(a.slice(0, 10).map((g) => g.vassalage)).size).toBe(10);
  });

  it('filters by vendor and localizes', async () => {
    const pg = await hot({ vassalage: 'PG', language: 'KO' });
    expect(pg.length).toBe(3);
    expect(pg.every((g) => g.vassalage === 'PG')).toBe(true);
    expect(pg[0]!.gameName).toMatch(/\p{Script=Hangul}/u);
    expect(await hot({ vassalage: 'NOPE' })).toEqual([]);
  });

  it('answers popular games from the top of the hot ranking', async () => {
    const res = await t.app.inject({
      url: routes.popularGames.path,
      query: { merchantCode: 'DEMO', limit: '5' },
    });
    expect(res.statusCode).toBe(200);
    const popular = envelopeSchema(routeSchemas.popularGames.value).parse(res.json()).value!.list;
    expect(popular.map((g) => g.nodeId)).toEqual((await hot()).slice(0, 5).map((g) => g.nodeId));
    const bad = await t.app.inject({
      url: routes.popularGames.path,
      query: { merchantCode: 'DEMO', limit: '0' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
