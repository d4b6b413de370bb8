import type { z } from 'zod';
import {
  lotteryMaxNumbers,
  lotteryStakeLimits,
  type lobbyLaunchQuerySchema,
  type LobbyLaunchValue,
  type LotteryDrawValue,
  type LotteryMenuGame,
  type LotteryMenuValue,
  type LotteryOpened,
  type PrizeMode,
} from '@gp/contract/lottery';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { betTypesOf, drawRef, nextDrawNo, paytableFor } from './lottery-rules.js';
import { lotteryVendors, type LotteryGameRow, type LotteryRepository } from './lottery-repository.js';
import type { TicketRepository } from './ticket-repository.js';

/**
 * Prize mode -> the lottery vendors it lists (spec 3 prize modes LOTT, ZY, ELOTT, SEA; 4.6 chooses
 * ELOTT when the e-lottery category carries the lottery): ZY is the self-operated mode of the LOTT
 * catalogue; the paytable is the same in every mode.
 */
export const prizeModeVendors: Record<PrizeMode, readonly string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT', 'LOTT'],
  SEA: ['TCG_SEA'],
};
export const vnVendor = 'TCG_LOTTO_VN';
const groupOrder = ['MIN1', 'VIP', 'MIN3', 'MIN5', 'DAILY'];
const recentLimit = 10;

/** The lottery catalogue calls of spec 7.4: menus, games, opened numbers, recent games, lobby launch. */
export const createMenuService = (deps: {
  repo: LotteryRepository;
  tickets: TicketRepository;
  clock: Clock;
}) => {
  const { repo, tickets, clock } = deps;

  const toMenuGames = async (games: readonly LotteryGameRow[]): Promise<LotteryMenuGame[]> => {
    const now = clock();
    const opened = new Map((await repo.latestOpened(games.map((g) => g.nodeId))).map((d) => [d.node_id, d]));
    return games.map((g) => {
      const last = opened.get(g.nodeId);
      return {
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        vassalage: g.vendorCode,
        gameName: g.gameName,
        iconUrl: g.iconUrl,
        gameGroupCode: g.groupCode,
        digits: g.digits,
        betTypes: betTypesOf(g.digits),
        intervalSeconds: g.intervalSeconds,
        closeSeconds: g.closeSeconds,
        nextDraw: drawRef(g, nextDrawNo(g, now)),
        lastOpened:
          last?.result != null
            ? { ...drawRef(g, last.draw_no), nodeId: g.nodeId, gameCode: g.gameCode, result: last.result }
            : null,
      };
    });
  };

  const grouped = (games: LotteryMenuGame[]) => {
    const codes = [...new Set(games.map((g) => g.gameGroupCode))].sort(
      (a, b) => groupOrder.indexOf(a) - groupOrder.indexOf(b),
    );
    return codes.map((code) => ({
      gameGroupCode: code,
      games: games.filter((g) => g.gameGroupCode === code),
    }));
  };

  const menu = async (vendors: readonly string[], prizeMode: PrizeMode, name: string) => {
    const value: LotteryMenuValue = {
      accountTypeName: name,
      prizeMode,
      gameMenus: grouped(await toMenuGames(await repo.games(vendors))),
      serverTime: clock().toISOString(),
    };
    return value;
  };

  const gameIn = async (gameCode: string, vendors: readonly string[]) => {
    const game = await repo.gameByCode(gameCode);
    if (!game || !vendors.includes(game.vendorCode))
      throw new AppError('game_not_found', `No lottery game ${gameCode}`);
    return game;
  };

  const opened = async (
    vendors: readonly string[],
    query: { gameCode?: string | undefined; limit: number },
  ): Promise<{ list: LotteryOpened[] }> => {
    const toOpened = (g: LotteryGameRow, d: { draw_no: number; result: string | null }): LotteryOpened => ({
      ...drawRef(g, d.draw_no),
      nodeId: g.nodeId,
      gameCode: g.gameCode,
      result: d.result ?? '',
    });
    if (query.gameCode) {
      const game = await gameIn(query.gameCode, vendors);
      return { list: (await repo.history(game.nodeId, query.limit)).map((d) => toOpened(game, d)) };
    }
    const games = await repo.games(vendors);
    const byNode = new Map(games.map((g) => [g.nodeId, g]));
    const latest = await repo.latestOpened(games.map((g) => g.nodeId));
    const list = latest
      .map((d) => toOpened(byNode.get(d.node_id)!, d))
      .sort((a, b) => b.drawAt.localeCompare(a.drawAt) || a.gameCode.localeCompare(b.gameCode));
    return { list: list.slice(0, query.limit) };
  };

  const recent = async (memberId: number, vendors: readonly string[]) => {
    const nodes = await tickets.recentNodes(memberId, 50);
    const games = new Map((await repo.gamesByNodes(nodes)).map((g) => [g.nodeId, g]));
    const ordered = nodes
      .map((n) => games.get(n))
      .filter((g): g is LotteryGameRow => g !== undefined && vendors.includes(g.vendorCode))
      .slice(0, recentLimit);
    return { games: await toMenuGames(ordered) };
  };

  return {
    vnMenu: (q: { prizeMode: PrizeMode }) => menu([vnVendor], q.prizeMode, vnVendor),
    gameMenus: (q: { prizeMode: PrizeMode }) =>
      menu(prizeModeVendors[q.prizeMode], q.prizeMode, prizeModeVendors[q.prizeMode].join(',')),
    games: async (q: { prizeMode: PrizeMode }) => ({
      prizeMode: q.prizeMode,
      games: await toMenuGames(await repo.games(prizeModeVendors[q.prizeMode])),
      serverTime: clock().toISOString(),
    }),
    vnOpened: (q: { gameCode?: string | undefined; limit: number }) => opened([vnVendor], q),
    opened: (q: { prizeMode?: PrizeMode | undefined; gameCode?: string | undefined; limit: number }) =>
      opened(q.prizeMode ? prizeModeVendors[q.prizeMode] : lotteryVendors, q),
    recent: (memberId: number) => recent(memberId, lotteryVendors),
    vnRecent: (memberId: number) => recent(memberId, [vnVendor]),

    draw: async (gameCode: string): Promise<LotteryDrawValue> => {
      const game = await gameIn(gameCode, lotteryVendors);
      const [menuGame] = await toMenuGames([game]);
      return {
        game: menuGame!,
        serverTime: clock().toISOString(),
        paytable: paytableFor(game.digits),
        stake: { min: lotteryStakeLimits.min, max: lotteryStakeLimits.max, maxNumbers: lotteryMaxNumbers },
      };
    },

    /**
     * The lottery page to open (spec 7.4 lobby launch): area VN -> /vnLottery, SEA -> /seaLottery,
     * otherwise /lottery with the prize mode; a named game must belong to that area or prize mode.
     */
    lobbyLaunch: async (q: z.infer<typeof lobbyLaunchQuerySchema>): Promise<LobbyLaunchValue> => {
      const vendors =
        q.lottoArea === 'VN'
          ? [vnVendor]
          : q.lottoArea === 'SEA'
            ? ['TCG_SEA']
            : prizeModeVendors[q.lottoPrizeMode];
      const path = q.lottoArea === 'VN' ? '/vnLottery' : q.lottoArea === 'SEA' ? '/seaLottery' : '/lottery';
      if (q.lottoView === 'betting' && !q.lottoGameCode) {
        throw new AppError('bad_request', 'The betting view needs lottoGameCode');
      }
      const game = q.lottoGameCode ? (await toMenuGames([await gameIn(q.lottoGameCode, vendors)]))[0]! : null;
      const query = new URLSearchParams();
      if (game) query.set('gameCode', game.gameCode);
      if (path === '/lottery') query.set('prizeMode', q.lottoPrizeMode);
      query.set('view', q.lottoView);
      return {
        url: `${path}?${query.toString()}`,
        area: q.lottoArea ?? null,
        prizeMode: q.lottoPrizeMode,
        view: q.lottoView,
        device: q.device,
        language: q.language ?? null,
        backUrl: q.backUrl ?? '/',
        game,
      };
    },
  };
};
export type MenuService = ReturnType<typeof createMenuService>;
