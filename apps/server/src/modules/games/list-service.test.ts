import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { generateCatalogue } from '../../db/seed/game-catalogue.js';
import { createManualClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createMember, openTestDb } from '../../test/wallet-helpers.js';
import { createListRepository, type ListRepository } from './list-repository.js';
import { catalogueCacheTtlMs, createListService, popularWindowMs } from './list-service.js';

/** The list service on a seeded database, with its own clock: popularity windows and cache expiry. */
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

const catalogue = generateCatalogue('DEMO');
const inCatalogueOrder = (games: typeof catalogue) =>
  [...games].sort((a, b) => a.sort_order - b.sort_order || a.node_id.localeCompare(b.node_id));

describe('popular games from bet records', () => {
  it('ranks the last 7 days by rounds played, then fills from the hot ranking', async () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const member = await createMember(handle);
    const [busy, quiet, old] = inCatalogueOrder(catalogue.filter((g) => g.game_type === 'LIVE')).slice(0, 3);
    const round = (game: typeof busy, at: Date, n: number) => ({
      merchant_code: 'DEMO',
      member_id: member.id,
      vendor_code: game!.vendor_code,
      node_id: game!.node_id,
      game_name: game!.game_name,
      game_type: game!.game_type,
      round_id: `popular-${game!.node_id}-${n}`,
      bet_minor: 1000,
      win_minor: 0,
      valid_bet_minor: 1000,
      created_at: at.toISOString(),
      status: 'settled' as const,
    });
    const hour = 3_600_000;
    await handle.db
      .insertInto('bet_records')
      .values([
        ...[1, 2, 3].map((n) => round(busy, new Date(now.getTime() - n * hour), n)),
        round(quiet, new Date(now.getTime() - 2 * hour), 1),
        ...[1, 2, 3, 4].map((n) => round(old, new Date(now.getTime() - popularWindowMs - n * hour), n)),
      ])
      .execute();
    const service = createListService({
      repo: createListRepository(handle.db),
      clock: createManualClock(now),
    });
    const popular = await service.popularGames({ merchantCode: 'DEMO', limit: 6 });
    const hot = await service.hotGames({ merchantCode: 'DEMO' });
    const fill = hot.list.map((g) => g.nodeId).filter((id) => id !== busy!.node_id && id !== quiet!.node_id);
    expect(popular.list.map((g) => g.nodeId)).toEqual([busy!.node_id, quiet!.node_id, ...fill.slice(0, 4)]);
  });
});

describe('game list cache', () => {
  /** The real repository, counting the queries it runs. */
  const countingRepo = () => {
    const repo = createListRepository(handle.db);
    const calls = { count: 0, page: 0 };
    const counted: ListRepository = {
      ...repo,
      countGames: (f) => ((calls.count += 1), repo.countGames(f)),
      pageGames: (f, limit, offset) => ((calls.page += 1), repo.pageGames(f, limit, offset)),
    };
    return { counted, calls };
  };
  const query = {
    platform: 'html5-desktop',
    merchant: 'DEMO',
    gameType: 'RNG',
    pageNo: 1,
    pageSize: 24,
  } as const;

  it('answers a repeated page without the database, counts once per filter, and expires', async () => {
    const clock = createManualClock();
    const { counted, calls } = countingRepo();
    const service = createListService({ repo: counted, clock });
    const first = await service.gameListJson(query);
    expect(await service.gameListJson(query)).toBe(first);
    expect(calls).toEqual({ count: 1, page: 1 });
    await service.gameListJson({ ...query, pageNo: 2 });
    expect(calls).toEqual({ count: 1, page: 2 });
    await service.gameListJson({ ...query, language: 'KO' });
    expect(calls).toEqual({ count: 1, page: 3 });

    clock.advance(catalogueCacheTtlMs + 1);
    await service.gameListJson(query);
    expect(calls).toEqual({ count: 2, page: 4 });
    service.invalidate();
    await service.gameListJson(query);
    expect(calls).toEqual({ count: 3, page: 5 });
  });

  it('sees a catalogue change after invalidation', async () => {
    const service = createListService({ repo: createListRepository(handle.db), clock: createManualClock() });
    const q = { ...query, gameType: 'SPORTS', vassalage: 'SBO' } as const;
    const before = JSON.parse((await service.gameListJson(q)).toString()) as {
      value: { games: { title: string }[] };
    };
    await handle.db
      .updateTable('games')
      .set({ game_name: 'SBO Renamed' })
      .where('vendor_code', '=', 'SBO')
      .execute();
    expect((await service.gameListJson(q)).toString()).toBe(JSON.stringify(before));
    service.invalidate();
    const after = JSON.parse((await service.gameListJson(q)).toString()) as {
      value: { games: { gameName: string }[] };
    };
    expect(after.value.games[0]!.gameName).toBe('SBO Renamed');
  });
});
