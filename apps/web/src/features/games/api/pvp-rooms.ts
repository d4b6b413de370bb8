import type { PvpRoom } from '@gp/contract/play';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { gamesKey } from './catalogue-params';

/** How often the room list is read again: seats fill and hands turn over every few seconds. */
export const roomsRefreshMs = 5_000;

/** GET relay GLS2_roomList (spec 7.3): the PVP card rooms open now, of one vendor when given. */
export const pvpRoomsQuery = (vassalage: string | undefined) =>
  queryOptions({
    queryKey: [...gamesKey, 'pvp-rooms', vassalage ?? ''],
    queryFn: async ({ signal }): Promise<{ offset: number; rooms: PvpRoom[] }> => {
      const value = await callApi('pvpRoomList', { query: vassalage ? { vassalage } : {}, signal });
      return { offset: value.serverTime - Date.now(), rooms: value.rooms };
    },
    refetchInterval: roomsRefreshMs,
    staleTime: 0,
    retry: false,
  });
