import { beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabaseBeside } from '../../test/empty-database-beside.js';
import type { DatabaseHandle } from '../../db/database.js';
import { migrateToLatest, migrateUpTo } from '../../db/migrate.js';
import { createSearchRepository, type SearchFilter } from './search-repository.js';

/**
 * Migrations 0016 and 0017 on a catalogue that existed before search: after them every game has one
 * search row per language with its hot rank, and the per-language indexes find long and two-character
 * words (0017 indexes what was there; later writes go through syncGameSearch).
 */
const beside = emptyDatabaseBeside('m17');
let h: DatabaseHandle;
beforeAll(() => {
  h = beside.handle();
});

const oldGames: [nodeId: string, name: string, korean: string | null][] = [
  ['910001', 'Golden Dragon Link', '황금 드래곤 링크'],
  ['910002', 'Silver Tiger', null],
  ['910003', 'Dragon Pearl', '드래곤 진주'],
];

describe('migration 0017: game search by language', () => {
  it('indexes an existing catalogue by language, with hot ranks, for long and two-character words', async () => {
    await migrateUpTo(h, '0015-lottery-catalogue-names');
    await h.db
      .insertInto('merchants')
      .values({
        code: 'M18',
        name: 'M18',
        maintenance: 0,
        site_config: '{}',
        main_domain: 'm18.example',
        gtag_id: '',
        image_cdns: '[]',
        launch_game_cdns: '[]',
        register_minimum_age: 18,
        register_terms_required: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await h.db
      .insertInto('vendors')
      .values({
        merchant_code: 'M18',
        code: 'PG',
        category: 'RNG',
        name: 'PG Soft',
        is_game: '1',
        game_classify: null,
        sort_order: 0,
      })
      .execute();
    await h.db
      .insertInto('games')
      .values(
        oldGames.map(([nodeId, name, korean], i) => ({
          node_id: nodeId,
          merchant_code: 'M18',
          vendor_code: 'PG',
          game_code: `G${nodeId}`,
          game_category: 'RNG',
          game_type: 'RNG',
          is_game: '1',
          title: name,
          display_name: 'PG Soft',
          icon_url: '',
          game_name: name,
          node_name: name,
          game_classify: null,
          localized_names: korean === null ? null : JSON.stringify({ KO: korean }),
          sort_order: i,
        })),
      )
      .execute();
    await h.db
      .insertInto('hot_games')
      .values({ merchant_code: 'M18', node_id: '910003', hot_rank: 1 })
      .execute();

    await migrateToLatest(h);

    const rows = await h.db
      .selectFrom('game_search')
      .select(['node_id', 'language', 'hot_rank'])
      .where('merchant_code', '=', 'M18')
      .execute();
    expect(rows).toHaveLength(oldGames.length * 4);
    for (const row of rows) expect(row.hot_rank).toBe(row.node_id === '910003' ? 1 : null);

    const repo = createSearchRepository(h.db);
    const search = async (language: string, query: string) => {
      const filter: SearchFilter = { merchantCode: 'M18', language, query, words: query.split(' ') };
      return repo.pageMatches(filter, 24, 0);
    };
    // The hot game first among equal matches; each language finds its own names and the English ones.
    expect(await search('EN', 'dragon')).toEqual({ nodeIds: ['910003', '910001'], total: 2 });
    expect(await search('KO', '드래')).toEqual({ nodeIds: ['910003', '910001'], total: 2 });
    expect(await search('KO', '래곤')).toMatchObject({ total: 2 });
    expect(await search('KO', 'tiger')).toEqual({ nodeIds: ['910002'], total: 1 });
    expect(await search('JA', '드래')).toEqual({ nodeIds: [], total: 0 });
    expect(await search('EN', 'pg')).toMatchObject({ total: 3 });
  });
});
