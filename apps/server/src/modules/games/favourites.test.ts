import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@gp/contract/envelope';
import { favoriteLimit, recentGamesLimit } from '@gp/contract/game-lists';
import { routeSchemas } from '@gp/contract/route-schemas';
import type { RouteId } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { generateCatalogue } from '../../db/seed/game-catalogue.js';
import { createManualClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import {
  createRecentGamesRepository,
  createRecentGamesService,
  type RecentGamesService,
} from './recent-games.js';

const clock = createManualClock(new Date('2025-03-01T10:00:00Z'));
let t: TestApp;
let handle: DatabaseHandle;
let alice: TestMember;
let bob: TestMember;
let trial: TestMember;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  handle = openTestDb(t);
  alice = await createMember(handle);
  bob = await createMember(handle);
  trial = await createMember(handle, { type: 4 });
});
afterAll(async () => {
  await handle.close();
  await t.close();
});

const catalogue = generateCatalogue('DEMO');
const gameOf = (type: string, vendor: string, index = 0) =>
  catalogue.filter((g) => g.game_type === type && g.vendor_code === vendor)[index]!;
const slot = gameOf('RNG', 'PG');
const slot2 = gameOf('RNG', 'JDB', 1);
const live = gameOf('LIVE', 'EVO');
const addBody = (g: typeof slot) => ({ nodeId: g.node_id, vendor: g.vendor_code, gameType: g.game_type });

const ids = async (m: TestMember) => {
  const res = await call(t, m, 'favoriteIds');
  expect(res.statusCode, res.body).toBe(200);
  return envelopeSchema(routeSchemas.favoriteIds.value).parse(res.json()).value!;
};
const list = async (m: TestMember, query: Record<string, string> = {}) => {
  const res = await call(t, m, 'favoriteList', {
    query: { clientType: '3', platform: 'html5-desktop', ...query },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeSchema(routeSchemas.favoriteList.value).parse(res.json()).value!;
};
const add = async (m: TestMember, body: unknown) => {
  clock.advance(1000);
  return call(t, m, 'favoriteAdd', { body });
};
const remove = (m: TestMember, nodeId: string) => call(t, m, 'favoriteRemove', { query: { nodeId } });

describe('favourites', () => {
  it('adds idempotently, newest first, and lists with paging and a type filter', async () => {
    for (const g of [slot, live, slot2]) {
      const res = await add(alice, addBody(g));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { nodeId: g.node_id, favorite: true } });
    }
    expect((await add(alice, addBody(slot))).statusCode).toBe(200);
    expect(await ids(alice)).toEqual([slot2.node_id, live.node_id, slot.node_id]);

    const all = await list(alice, { pageSize: '999' });
    expect(all.content.map((g) => g.nodeId)).toEqual([slot2.node_id, live.node_id, slot.node_id]);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(all.content[2]).toMatchObject({ vassalage: 'PG', gameType: 'RNG', iconUrl: slot.icon_url });

    const rng = await list(alice, { gameType: 'RNG', pageSize: '999', language: 'KO' });
    expect(rng.content.map((g) => g.nodeId)).toEqual([slot2.node_id, slot.node_id]);
    expect(rng.content[0]!.gameName).toMatch(/\p{Script=Hangul}/u);

    const page2 = await list(alice, { pageNo: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(page2.content.map((g) => g.nodeId)).toEqual([slot.node_id]);
    expect(await list(alice, { pageNo: '3', pageSize: '2' })).toEqual({
      content: [],
      pageNum: 3,
      totalPages: 2,
    });
  });

  it("keeps each member's favourites apart", async () => {
    expect(await ids(bob)).toEqual([]);
    expect((await list(bob)).content).toEqual([]);
    // Bob removing Alice's favourite node changes only Bob's (empty) list.
    expect((await remove(bob, slot.node_id)).statusCode).toBe(200);
    expect(await ids(alice)).toContain(slot.node_id);
    expect((await add(bob, addBody(live))).statusCode).toBe(200);
    expect(await ids(bob)).toEqual([live.node_id]);
    expect(await ids(alice)).toHaveLength(3);
  });

  it('removes idempotently', async () => {
    const res = await remove(alice, live.node_id);
    expect(res.json()).toEqual({ success: true, value: { nodeId: live.node_id, favorite: false } });
    expect((await remove(alice, live.node_id)).statusCode).toBe(200);
    expect(await ids(alice)).toEqual([slot2.node_id, slot.node_id]);
    expect(await ids(bob)).toEqual([live.node_id]);
  });

  it('refuses unknown games, mismatched vendors or types and wrong types, writing nothing', async () => {
    const before = await ids(alice);
    for (const body of [
      { nodeId: '999999999', vendor: 'PG', gameType: 'RNG' },
      { nodeId: 'RNG_PG', vendor: 'PG', gameType: 'RNG' },
      { ...addBody(live), vendor: 'PG' },
      { ...addBody(live), gameType: 'RNG' },
    ]) {
      const res = await add(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'game_not_found' });
    }
    for (const body of [
      { ...addBody(live), nodeId: Number(live.node_id) },
      { ...addBody(live), gameType: 'CASINO' },
      { nodeId: live.node_id, gameType: 'LIVE' },
      { ...addBody(live), nodeId: '' },
      { ...addBody(live), nodeId: 'x'.repeat(33) },
    ]) {
      const res = await add(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
    const unknownRemove = await remove(alice, '999999999');
    expect(unknownRemove.json()).toMatchObject({ code: 'game_not_found' });
    expect((await call(t, alice, 'favoriteRemove')).statusCode).toBe(400);
    for (const pageSize of ['0', '1000']) {
      const res = await call(t, alice, 'favoriteList', { query: { platform: 'html5-desktop', pageSize } });
      expect(res.statusCode, pageSize).toBe(400);
    }
    expect(await ids(alice)).toEqual(before);
  });

  it(`refuses a new favourite beyond ${favoriteLimit}, still accepting an existing one`, async () => {
    const carol = await createMember(handle);
    const rows = catalogue
      .filter((g) => g.game_type === 'RNG')
      .slice(0, favoriteLimit)
      .map((g, i) => ({
        member_id: carol.id,
        node_id: g.node_id,
        created_at: new Date(i * 1000).toISOString(),
      }));
    for (let i = 0; i < rows.length; i += 300) {
      await handle.db
        .insertInto('favourite_games')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    const extra = catalogue.filter((g) => g.game_type === 'LIVE')[5]!;
    const res = await add(carol, addBody(extra));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'favorite_limit_reached' });
    expect(
      (await add(carol, addBody(catalogue.find((g) => g.node_id === rows[0]!.node_id)!))).statusCode,
    ).toBe(200);
    expect(await ids(carol)).toHaveLength(favoriteLimit);
  });
});

describe('recent games', () => {
  // The service the game-launch module calls, on the test app's database and clock.
  let recent: RecentGamesService;
  beforeAll(() => {
    recent = createRecentGamesService({ repo: createRecentGamesRepository(handle.db), clock });
  });
  const recentIds = async (m: TestMember) => {
    const res = await call(t, m, 'recentGames', { query: { language: 'EN' } });
    expect(res.statusCode, res.body).toBe(200);
    return envelopeSchema(routeSchemas.recentGames.value)
      .parse(res.json())
      .value!.list.map((g) => g.nodeId);
  };
  const play = async (m: TestMember, nodeId: string) => {
    clock.advance(1000);
    await recent.recordRecentGame(m.id, nodeId);
  };

  it('lists launches newest first, each game once', async () => {
    await play(alice, slot.node_id);
    await play(alice, live.node_id);
    await play(alice, slot2.node_id);
    await play(alice, slot.node_id);
    expect(await recentIds(alice)).toEqual([slot.node_id, slot2.node_id, live.node_id]);
    expect(await recentIds(bob)).toEqual([]);
  });

  it(`keeps only the newest ${recentGamesLimit}`, async () => {
    const games = catalogue.filter((g) => g.game_type === 'FISH').slice(0, recentGamesLimit + 5);
    for (const g of games) await play(bob, g.node_id);
    const expected = games
      .slice(5)
      .reverse()
      .map((g) => g.node_id);
    expect(await recentIds(bob)).toEqual(expected);
    const stored = await handle.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', bob.id)
      .execute();
    expect(stored).toHaveLength(recentGamesLimit);
    expect(await recentIds(alice)).toHaveLength(3);
  });

  it('refuses an unknown game without writing', async () => {
    await expect(recent.recordRecentGame(alice.id, '999999999')).rejects.toMatchObject({
      code: 'game_not_found',
    });
    expect(await recentIds(alice)).toHaveLength(3);
  });
});

describe('access', () => {
  const ids_: RouteId[] = ['favoriteIds', 'favoriteList', 'favoriteAdd', 'favoriteRemove', 'recentGames'];
  it.each(ids_)('%s refuses guests (401) and trial users (403)', async (id) => {
    const guest = await call(t, null, id, { body: addBody(slot), query: { nodeId: slot.node_id } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'not_logged_in' });
    const res = await call(t, trial, id, { body: addBody(slot), query: { nodeId: slot.node_id } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'in_need_true_account' });
  });
});
