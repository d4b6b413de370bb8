import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { envelopeSchema } from '@gp/contract/envelope';
import { normalizeSearchText } from '@gp/contract/search-text';
import { routeSchemas } from '@gp/contract/route-schemas';
import { routes } from '@gp/contract/routes';
import { generateCatalogue } from '../../db/seed/game-catalogue.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openTestDb } from '../../test/wallet-helpers.js';
import { runOperator } from '../../operator/commands.js';
import type { DatabaseHandle } from '../../db/database.js';
import { searchRowsOf, syncGameSearch } from './search-index.js';
import { createSearchRepository, type SearchFilter } from './search-repository.js';
import { searchLanguages } from './search-table.js';

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

/** The seeded catalogue and its index rows, for expectations computed without SQL. */
const catalogue = generateCatalogue('DEMO');
const rowsByLanguage = (language: string) =>
  catalogue.flatMap((game) => searchRowsOf(game).filter((row) => row.language === language));
/** Node ids whose indexed text contains every word of the query, computed in JS. */
const expectedMatches = (q: string, language: string, keep: (nodeId: string) => boolean = () => true) => {
  const words = normalizeSearchText(q).split(' ');
  return new Set(
    rowsByLanguage(language)
      .filter((row) => words.every((w) => row.search_text.includes(w)) && keep(row.node_id))
      .map((row) => row.node_id),
  );
};

const search = (query: Record<string, string>) =>
  t.app.inject({ url: routes.gameSearch.path, query: { merchant: 'DEMO', ...query } });
const searchValue = async (query: Record<string, string>) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeSchema(routeSchemas.gameSearch.value).parse(res.json()).value!;
};
/** Every result of a query, page by page. */
const allResults = async (query: Record<string, string>) => {
  const first = await searchValue({ ...query, pageSize: '120' });
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page += 1)
    games.push(...(await searchValue({ ...query, pageSize: '120', pageNo: String(page) })).games);
  return { total: first.total, games };
};
const rankOf = (name: string, q: string) => {
  const key = normalizeSearchText(name);
  const query = normalizeSearchText(q);
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (key.includes(` ${query}`)) return 2;
  return 3;
};

/** PostgreSQL: the definitions of game_search's indexes (SQLite: none to compare). */
const searchIndexDefinitions = async () =>
  handle.dialect === 'sqlite'
    ? []
    : (
        await sql<{ indexdef: string }>`select indexdef from pg_indexes
          where schemaname = current_schema() and tablename = 'game_search' order by indexname`.execute(
          handle.db,
        )
      ).rows.map((row) => row.indexdef);

describe('game search', () => {
  it.each([
    ['EN', 'dragon'],
    ['KO', '드래곤'],
    ['KO', '황금'],
    ['JA', 'ドラゴン'],
    ['JA', '忍者'],
    ['PT', 'golden tiger'],
  ])('finds every game whose %s name contains "%s", names in that language', async (language, q) => {
    const expected = expectedMatches(q, language);
    expect(expected.size).toBeGreaterThan(0);
    const { total, games } = await allResults({ q, language });
    expect(total).toBe(expected.size);
    expect(new Set(games.map((g) => g.nodeId))).toEqual(expected);
    const byId = new Map(catalogue.map((g) => [g.node_id, g]));
    for (const card of games.slice(0, 20)) {
      const row = searchRowsOf(byId.get(card.nodeId)!).find((r) => r.language === language)!;
      expect(normalizeSearchText(card.gameName ?? '')).toBe(row.name_key);
    }
  });

  it('finds games by vendor name and the English name in another language, folding case, accents and width', async () => {
    const pg = catalogue.filter((g) => g.vendor_code === 'PG').map((g) => g.node_id);
    const byVendor = await allResults({ q: 'PG Soft', language: 'KO' });
    expect(new Set(byVendor.games.map((g) => g.nodeId))).toEqual(new Set(pg));

    const english = await searchValue({ q: 'golden dragon', language: 'KO' });
    expect(english.total).toBe(expectedMatches('golden dragon', 'KO').size);
    expect(english.games[0]!.gameName).toMatch(/^황금 드래곤/);

    const plain = await searchValue({ q: 'dragon', language: 'EN' });
    for (const variant of ['DRAGON', 'Drágón', 'ｄｒａｇｏｎ', '  dragon  ']) {
      expect(await searchValue({ q: variant, language: 'EN' })).toEqual(plain);
    }
    const banker = await searchValue({ q: 'banker niu', language: 'EN' });
    expect(banker.games.some((g) => (g.gameName ?? '').startsWith('Banker Niu Niu'))).toBe(true);
  });

  it('ranks the exact name, then names starting with the query, then word starts, then other matches', async () => {
    const q = 'golden dragon';
    const { games } = await allResults({ q, language: 'EN' });
    const ranks = games.map((g) => rankOf(g.gameName ?? '', q));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(catalogue.some((g) => normalizeSearchText(g.game_name) === q) ? 0 : 1);

    // "Dragon Fishing" starts with the word; "Golden Dragon" has it as a later word.
    const word = await allResults({ q: 'dragon', language: 'EN' });
    const wordRanks = word.games.map((g) => rankOf(g.gameName ?? '', 'dragon'));
    expect(wordRanks).toEqual([...wordRanks].sort((a, b) => a - b));
    expect(wordRanks).toContain(1);
    expect(wordRanks).toContain(2);
  });

  it('pages without gaps or repeats, filters by category and vendor, and answers past the end', async () => {
    const q = 'fortune';
    const first = await searchValue({ q, pageSize: '7' });
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page += 1)
      seen.push(
        ...(await searchValue({ q, pageSize: '7', pageNo: String(page) })).games.map((g) => g.nodeId),
      );
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect(first.totalPages).toBe(Math.ceil(first.total / 7));
    expect(await searchValue({ q, pageSize: '7', pageNo: String(first.totalPages + 1) })).toEqual({
      games: [],
      totalPages: first.totalPages,
      total: first.total,
    });

    const type = (nodeId: string) => catalogue.find((g) => g.node_id === nodeId)!;
    const live = await allResults({ q: 'roulette', gameType: 'LIVE', language: 'EN' });
    expect(new Set(live.games.map((g) => g.nodeId))).toEqual(
      expectedMatches('roulette', 'EN', (id) => type(id).game_type === 'LIVE'),
    );
    expect(live.total).toBeGreaterThan(0);
    const jdb = await allResults({ q: 'dragon', gameType: 'RNG', vassalage: 'JDB' });
    expect(new Set(jdb.games.map((g) => g.nodeId))).toEqual(
      expectedMatches('dragon', 'EN', (id) => type(id).game_type === 'RNG' && type(id).vendor_code === 'JDB'),
    );
    expect(await searchValue({ q: 'zzzqqq' })).toEqual({ games: [], totalPages: 0, total: 0 });
  });

  it('refuses bad input with a clear code', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ q: 'a' }, 400, 'search_query_too_short'],
      [{ q: ' %_! ' }, 400, 'search_query_too_short'],
      [{ q: 'x'.repeat(51) }, 400, 'search_query_too_long'],
      [{}, 400, 'bad_request'],
      [{ q: 'dragon', pageSize: '0' }, 400, 'bad_request'],
      [{ q: 'dragon', language: 'XX' }, 400, 'bad_request'],
      [{ q: 'dragon', gameType: 'NOPE' }, 400, 'bad_request'],
      [{ q: 'dragon', merchant: 'NOPE' }, 404, 'not_found'],
    ];
    for (const [query, status, code] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(status);
      expect(res.json(), JSON.stringify(query)).toMatchObject({ success: false, code });
    }
    // Query syntax of either engine is plain text: quotes, wildcards and operators match nothing odd.
    for (const q of ['"dragon', 'dragon OR tiger', 'drag*', "d'ragon", '100%']) {
      const res = await search({ q });
      expect(res.statusCode, q).toBe(200);
    }
    expect((await searchValue({ q: 'dragon OR tiger' })).total).toBe(
      expectedMatches('dragon or tiger', 'EN').size,
    );
  });

  it('serves matches from the substring and pair indexes of the language', async () => {
    const repo = createSearchRepository(handle.db);
    const filter = (query: string): SearchFilter => ({
      merchantCode: 'DEMO',
      language: 'KO',
      query,
      words: query.split(' '),
    });
    for (const query of ['dragon', '드래', 'dragon 드래']) {
      const compiled = (await repo.countQuery(filter(query)))!;
      if (handle.dialect === 'sqlite') {
        const plan = await handle.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const detail = plan.rows.map((r) => r.detail).join('\n');
        expect(detail, query).toMatch(/SCAN f VIRTUAL TABLE INDEX \d+:M/);
        expect(detail, query).toMatch(/SEARCH game_search USING INTEGER PRIMARY KEY/);
      } else {
        await sql`analyze game_search`.execute(handle.db);
        const plan = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        // Both kinds of word: the planner picks the narrower index and filters with the other word.
        const index = { dragon: /trgm_ko_idx/, 드래: /pairs_ko_idx/ }[query] ?? /(trgm|pairs)_ko_idx/;
        expect(text, query).toMatch(index);
      }
    }
  });

  it.each([
    ['KO', '드래'],
    ['KO', '래곤'],
    ['EN', 'pg'],
    ['JA', 'ドラ'],
    ['EN', 'dr on'],
    ['KO', '곤 링'],
    ['KO', 'g 황금'],
  ])('finds %s games with the two-character words of "%s" anywhere in a name', async (language, q) => {
    const expected = expectedMatches(q, language);
    expect(expected.size).toBeGreaterThan(0);
    const { total, games } = await allResults({ q, language });
    expect(total).toBe(expected.size);
    expect(new Set(games.map((g) => g.nodeId))).toEqual(expected);
  });

  it('answers no match for a two-character word no name contains', async () => {
    expect(expectedMatches('qz', 'EN').size).toBe(0);
    expect(await searchValue({ q: 'qz', language: 'EN' })).toEqual({ games: [], totalPages: 0, total: 0 });
    expect(await searchValue({ q: 'dragon qz', language: 'EN' })).toMatchObject({ total: 0 });
  });

  it('lets two syncs of the same catalogue race (two servers seeding at once) and indexes each row once', async () => {
    // An empty index, as on a fresh database: on PostgreSQL the first sync takes the bulk path (its GIN
    // indexes rebuilt after the rows); the second waits for it and finds nothing to write.
    const indexesBefore = await searchIndexDefinitions();
    await handle.db.deleteFrom('game_search').execute();
    const syncs = await Promise.allSettled(
      [1, 2].map(() => handle.db.transaction().execute((trx) => syncGameSearch(trx, 'DEMO'))),
    );
    expect(syncs.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const inserted = syncs.map((s) => (s.status === 'fulfilled' ? s.value.inserted : -1));
    expect(inserted.sort((a, b) => a - b)).toEqual([0, catalogue.length * searchLanguages.length]);
    const rows = await handle.db
      .selectFrom('game_search')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_code', '=', 'DEMO')
      .where('language', '=', 'PT')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(catalogue.length);
    expect(await searchIndexDefinitions()).toEqual(indexesBefore);
    expect((await searchValue({ q: 'golden tiger', language: 'PT' })).total).toBe(
      expectedMatches('golden tiger', 'PT').size,
    );
  });

  it('follows renamed, new and deleted games once the catalogue write path syncs the index', async () => {
    const game = catalogue.find((g) => g.game_type === 'RNG' && g.localized_names)!;
    await handle.db
      .updateTable('games')
      .set({ game_name: 'Zephyr Quokka', localized_names: JSON.stringify({ KO: '제퍼 쿼카' }) })
      .where('node_id', '=', game.node_id)
      .execute();
    // The operator's command after a hand edit of the catalogue: the four language rows are rewritten.
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(await runOperator(['search', 'reindex'], t.config, io)).toBe(0);
    expect(out).toEqual(['Search index of merchant DEMO: 0 rows added, 4 updated, 0 removed.']);
    expect((await searchValue({ q: 'quokka' })).games.map((g) => g.nodeId)).toEqual([game.node_id]);
    expect((await searchValue({ q: '쿼카', language: 'KO' })).games.map((g) => g.gameName)).toEqual([
      '제퍼 쿼카',
    ]);
    const oldName = normalizeSearchText(game.game_name);
    expect((await allResults({ q: oldName })).games.map((g) => g.nodeId)).not.toContain(game.node_id);

    await handle.db.deleteFrom('hot_games').where('node_id', '=', game.node_id).execute();
    await handle.db.deleteFrom('games').where('node_id', '=', game.node_id).execute();
    expect(await searchValue({ q: 'quokka' })).toEqual({ games: [], totalPages: 0, total: 0 });
    expect(await syncGameSearch(handle.db, 'DEMO')).toEqual({ inserted: 0, updated: 0, deleted: 0 });
  });
});
