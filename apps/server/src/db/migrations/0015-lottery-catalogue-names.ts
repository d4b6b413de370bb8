import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 14: the demo catalogue named lottery games with any region and kind, so the Vietnam lottery
 * listed Jakarta and Manila draws, and kinds such as "Fast 3" (drawn with two digits), "Pk10", "Pick 4",
 * "4D" and "Keno" promised draws the number lottery does not make (one result of 2 or 3 digits). New
 * databases get correct names from the seed (modules/lottery/lottery-kinds.ts); this corrects the
 * games of databases seeded before:
 * - a game whose region is not its vendor's gets one of its vendor's regions (stable per node id);
 * - kinds the rules cannot draw become the nearest kind they can: Pk10 -> Pick 2, Pick 4 -> Pick 3,
 *   4D -> 3D, Keno -> Lotto; Fast 3 stays and now draws three digits;
 * - lottery_games.digits grows to the kind's digits (never shrinks: open tickets keep their numbers).
 * The lists are copied here on purpose: a migration must keep doing what it did when it shipped.
 */
const eastAsia = ['Seoul', 'Busan', 'Macau', 'Taipei', 'Tokyo'];
const vendorRegions: Record<string, string[]> = {
  TCG_LOTTO_VN: ['Hanoi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho', 'Hue'],
  TCG_SEA: ['Bangkok', 'Jakarta', 'Kuala Lumpur', 'Manila', 'Singapore'],
  LOTT: eastAsia,
  ELOTT: eastAsia,
};
const knownRegions = [...new Set(Object.values(vendorRegions).flat())].sort((a, b) => b.length - a.length);
const kindRenames: [RegExp, string][] = [
  [/(^|\s)Pk10(\s|$)/, '$1Pick 2$2'],
  [/(^|\s)Pick 4(\s|$)/, '$1Pick 3$2'],
  [/(^|\s)4D(\s|$)/, '$13D$2'],
  [/(^|\s)Keno(\s|$)/, '$1Lotto$2'],
];
const twoDigitKinds = /(^|\s)(Pick 2|2D)(\s|$)/;

interface GameRow {
  merchant_code: string;
  node_id: string;
  vendor_code: string;
  game_name: string;
}

/** A stable number from a node id (numeric ids as they are), to pick a region without randomness. */
const stableIndex = (nodeId: string) =>
  /^\d+$/.test(nodeId) ? Number(nodeId) : [...nodeId].reduce((sum, c) => sum + c.charCodeAt(0), 0);

/** The corrected name of one game, or the name itself when it is right already. */
export const correctedLotteryName = (game: GameRow): string => {
  const regions = vendorRegions[game.vendor_code];
  if (!regions) return game.game_name;
  const region = knownRegions.find((r) => game.game_name.startsWith(`${r} `));
  let rest = region ? game.game_name.slice(region.length + 1) : game.game_name;
  for (const [pattern, replacement] of kindRenames) rest = rest.replace(pattern, replacement);
  // A name without a known region (an operator's own) keeps its words; only its kind is corrected.
  if (!region) return rest;
  const ownRegion = regions.includes(region) ? region : regions[stableIndex(game.node_id) % regions.length]!;
  return `${ownRegion} ${rest}`;
};

export const lotteryCatalogueNamesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const games = await sql<GameRow>`
      select merchant_code, node_id, vendor_code, game_name from games
      where vendor_code in ('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT')
      order by merchant_code, vendor_code, node_id
    `.execute(db);
    // Names stay unique per merchant and vendor, as the seed keeps them.
    const used = new Set(games.rows.map((g) => `${g.merchant_code}|${g.vendor_code}|${g.game_name}`));
    for (const game of games.rows) {
      let name = correctedLotteryName(game);
      if (name === game.game_name) continue;
      const key = (n: string) => `${game.merchant_code}|${game.vendor_code}|${n}`;
      for (let n = 2; used.has(key(name)); n += 1) name = `${correctedLotteryName(game)} ${n}`;
      used.delete(key(game.game_name));
      used.add(key(name));
      await sql`
        update games set game_name = ${name}, title = ${name}, node_name = ${name}
        where merchant_code = ${game.merchant_code} and node_id = ${game.node_id}
      `.execute(db);
    }
    // Every kind left is drawn with three digits except Pick 2 and 2D.
    const settings = await sql<GameRow & { digits: number }>`
      select g.merchant_code, g.node_id, g.vendor_code, g.game_name, l.digits from games g
      join lottery_games l on l.merchant_code = g.merchant_code and l.node_id = g.node_id
    `.execute(db);
    for (const row of settings.rows) {
      const digits = twoDigitKinds.test(row.game_name) ? 2 : 3;
      if (digits <= Number(row.digits)) continue;
      await sql`
        update lottery_games set digits = ${digits}
        where merchant_code = ${row.merchant_code} and node_id = ${row.node_id}
      `.execute(db);
    }
  },
  async down() {
    // The old names promised draws the rules do not make; there is nothing to go back to.
  },
});
