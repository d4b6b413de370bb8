import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteLimit, recentGamesLimit } from '@gp/contract/game-lists';
import type { DatabaseHandle } from '../../db/database.js';
import { generateCatalogue } from '../../db/seed/game-catalogue.js';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb } from '../../test/wallet-helpers.js';
import { createRecentGamesRepository } from './recent-games.js';

/**
 * Per-member limits under parallel requests (docs/decisions.md "Check-then-act audit"): the count and
 * the insert run under the member's row lock, so the limit holds at PostgreSQL READ COMMITTED too.
 */
const parallel = 20;
let t: TestApp;
let h: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const catalogue = generateCatalogue('DEMO');
const rowsOf = async (table: 'favourite_games' | 'recent_games', memberId: number) =>
  (await h.db.selectFrom(table).select('node_id').where('member_id', '=', memberId).execute()).length;

describe('favourite limit', () => {
  it(`${parallel} parallel adds with room for 3 more end with exactly ${favoriteLimit}`, async () => {
    const m = await createMember(h);
    const rng = catalogue.filter((g) => g.game_type === 'RNG');
    const rows = rng.slice(0, favoriteLimit - 3).map((g, i) => ({
      member_id: m.id,
      node_id: g.node_id,
      created_at: new Date(i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 300) {
      await h.db
        .insertInto('favourite_games')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    const fresh = catalogue.filter((g) => g.game_type === 'LIVE').slice(0, parallel);
    const answers = await Promise.all(
      fresh.map((g) =>
        call(t, m, 'favoriteAdd', {
          body: { nodeId: g.node_id, vendor: g.vendor_code, gameType: g.game_type },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect([r.statusCode, r.json<{ code: string }>().code]).toEqual([409, 'favorite_limit_reached']);
    }
    expect(await rowsOf('favourite_games', m.id)).toBe(favoriteLimit);
  });
});

describe('recent games', () => {
  it(`${parallel} parallel launches of new games keep exactly the newest ${recentGamesLimit}`, async () => {
    const m = await createMember(h);
    const repo = createRecentGamesRepository(h.db);
    const games = catalogue.filter((g) => g.game_type === 'FISH');
    const at = (i: number) => new Date(systemClock().getTime() + i * 1000).toISOString();
    for (let i = 0; i < recentGamesLimit; i += 1)
      await repo.record(m.id, games[i]!.node_id, at(i), recentGamesLimit);
    // Several rounds: the overlap of one launch's insert and another's trim is narrow.
    for (let round = 0; round < 5; round += 1) {
      const from = recentGamesLimit + round * parallel;
      await Promise.all(
        games
          .slice(from, from + parallel)
          .map((g, i) => repo.record(m.id, g.node_id, at(from + i), recentGamesLimit)),
      );
    }
    expect(await rowsOf('recent_games', m.id)).toBe(recentGamesLimit);
  });
});
