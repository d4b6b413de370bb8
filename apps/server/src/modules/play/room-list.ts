import type { PvpRoomListValue } from '@gp/contract/play';
import type { Clock } from '../../lib/clock.js';
import type { GameLookup } from '../vendors/game-lookup.js';
import type { VendorRegistry } from '../vendors/vendor-adapter.js';

/**
 * The PVP room list (relay GLS2_roomList, spec 7.3): the merchant's PVP games (of one vendor when
 * asked) that an integration deals at seated tables, each with its hand open now and its seats held.
 */
export const createRoomList = (deps: {
  games: GameLookup;
  registry: VendorRegistry;
  clock: Clock;
  merchantCode: string;
}) => ({
  list: async (query: { vassalage?: string | undefined }): Promise<PvpRoomListValue> => {
    const games = await deps.games.ofType(deps.merchantCode, 'PVP', query.vassalage);
    return { serverTime: deps.clock().getTime(), rooms: await deps.registry.roomsOf(games) };
  },
});
export type RoomList = ReturnType<typeof createRoomList>;
