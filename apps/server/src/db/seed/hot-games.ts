import type { GameInsert, HotGamesTable } from '../schema.js';

/** Lanes the demo operator picks hot games from, and how many picks each lane gets. */
const hotLanes = ['RNG', 'LIVE', 'FISH', 'PVP'];
const picksPerLane = 3;

/**
 * The demo merchant's hot games: the first three catalogue games of every slot, live, fishing and card
 * vendor, ranked round by round (every vendor's first pick, then every second pick ...) so the top of
 * the list shows many vendors. An operator would set these ranks; they never change per request.
 */
export const demoHotGames = (merchantCode: string, games: readonly GameInsert[]): HotGamesTable[] => {
  const byLane = new Map<string, GameInsert[]>();
  for (const game of games) {
    if (!hotLanes.includes(game.game_type) || game.sort_order >= picksPerLane) continue;
    const lane = `${game.game_type}:${game.vendor_code}`;
    byLane.set(lane, [...(byLane.get(lane) ?? []), game]);
  }
  const lanes = [...byLane.values()];
  const ranked: HotGamesTable[] = [];
  for (let round = 0; round < picksPerLane; round += 1) {
    for (const lane of lanes) {
      const game = lane.find((g) => g.sort_order === round);
      if (game)
        ranked.push({ merchant_code: merchantCode, node_id: game.node_id, hot_rank: ranked.length + 1 });
    }
  }
  return ranked;
};
