import type { PvpRoom } from '@gp/contract/play';
import { fromMinor } from '@gp/contract/money';
import type { Clock } from '../../../../lib/clock.js';
import type { CatalogueGame } from '../../vendor-adapter.js';
import { tableGameFor } from './live-games.js';
import type { LiveRepository } from './live-repository.js';
import { roundAt } from './table-clock.js';
import type { TablePace } from './table-game.js';

/**
 * The demo vendor's card rooms for the PVP room list (relay GLS2_roomList): each catalogue game it
 * deals at a seated table, with the hand open now and how many of its seats are held. One query for
 * the seat counts of every room.
 */
export const createCardRooms =
  (deps: { repo: LiveRepository; pace: TablePace; clock: Clock }) =>
  async (games: readonly CatalogueGame[]): Promise<PvpRoom[]> => {
    const now = deps.clock().getTime();
    const tables = games.flatMap((game) => {
      const table = tableGameFor({ gameType: game.gameType, gameName: game.name });
      const seats = table?.seats;
      if (!table || !seats) return [];
      return [{ game, table, seats, round: roundAt(game.nodeId, deps.pace, now) }];
    });
    if (tables.length === 0) return [];
    const held = await deps.repo.seatCounts(
      tables.map((t) => ({ nodeId: t.game.nodeId, roundNo: t.round.roundNo })),
    );
    return tables.map(({ game, table, seats, round }) => {
      const limits = table.limitsOf(seats[0]!)!;
      return {
        nodeId: game.nodeId,
        gameName: game.name,
        vendorCode: game.vendorCode,
        game: table.kind,
        seats: seats.length,
        seated: held.get(`${game.nodeId}#${round.roundNo}`) ?? 0,
        minBet: fromMinor(limits.min),
        maxBet: fromMinor(limits.max),
        phase: round.phase,
        closesAt: round.closesAt,
        endsAt: round.endsAt,
      };
    });
  };
