import type { PvpRoomListValue } from '@gp/contract/play';
import type { Clock } from '../../lib/clock.js';
import type { GameLookup } from '../vendors/game-lookup.js';
import type { VendorRegistry } from '../vendors/vendor-adapter.js';

/**
 * The PVP room list (relay GLS2_roomList, spec 7.3): the merchant's PVP games (of one vendor when
 * asked) that an integration deals at seated tables, each with its hand open now and its seats held;
 * the fullest rooms first, at most `pageSize`.
 */
export const createRoomList = (deps: {
  games: GameLookup;
  registry: VendorRegistry;
  clock: Clock;
  merchantCode: string;
}) => ({
  list: async (query: { vassalage?: string | undefined; pageSize: number }): Promise<PvpRoomListValue> => {
    const games = await deps.games.ofType(deps.merchantCode, 'PVP', query.vassalage);
    const rooms = await deps.registry.roomsOf(games);
    // Players look for company: the fullest rooms first (a stable sort keeps catalogue order among equals).
    const fullestFirst = rooms.sort((a, b) => b.seated - a.seated).slice(0, query.pageSize);
    return { serverTime: deps.clock().getTime(), rooms: fullestFirst };
  },
});
export type RoomList = ReturnType<typeof createRoomList>;
