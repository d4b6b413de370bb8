import { createSlotEngine, type GameEngine } from './slot-engine.js';

/**
 * The demo vendor's engines by catalogue game type. RNG, FISH, PVP and LIVE games play the slot until
 * dedicated engines exist; a game type without an engine (LOTT, ELOTT, SPORTS) is not served, so its
 * launch answers game_maintenance. A lottery engine joins by adding its game types here.
 */
export const createEngines = (rtp: number) => {
  const slot = createSlotEngine(rtp);
  const byGameType: Record<string, GameEngine> = { RNG: slot, FISH: slot, PVP: slot, LIVE: slot };
  return {
    forGameType: (gameType: string): GameEngine | undefined => byGameType[gameType],
  };
};
export type Engines = ReturnType<typeof createEngines>;
