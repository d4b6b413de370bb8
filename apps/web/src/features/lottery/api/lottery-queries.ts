import type { LotteryBetBody, PrizeMode } from '@gp/contract/lottery';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/wallet-balance';
import { clockOffset } from '../countdown';

/** Which lottery page this is (spec 2.1 /lottery, /vnLottery, /seaLottery and their lower-case twins). */
export type LotteryArea = 'VN' | 'SEA' | null;

/** Answers that carry serverTime also carry the device's clock offset for countdowns. */
const withOffset = <T extends { serverTime: string }>(value: T) => ({
  ...value,
  offsetMs: clockOffset(value.serverTime, Date.now()),
});

/** The lobby's game menus: the VN menu (spec 7.4), the SEA prize mode, or the page's prize mode. */
export const lotteryMenuQuery = (area: LotteryArea, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery', 'menu', area, prizeMode],
    queryFn: async ({ signal }) =>
      withOffset(
        area === 'VN'
          ? await callApi('vnGameMenu', { query: { prizeMode, device: 'WEB' }, signal })
          : await callApi('lotteryGameMenus', {
              query: { prizeMode: area === 'SEA' ? 'SEA' : prizeMode, device: 'WEB' },
              signal,
            }),
      ),
    // Next draws move on every minute for the fast games: keep the menu's "last result" fresh.
    refetchInterval: 15_000,
  });

/** One game's draw, paytable and stake limits; refetched just after each draw time. */
export const lotteryDrawQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'draw', gameCode],
    queryFn: async ({ signal }) => withOffset(await callApi('lotteryDraw', { query: { gameCode }, signal })),
    // An unknown game code stays unknown: only a transport or server failure is worth asking again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const untilDraw = Date.parse(data.game.nextDraw.drawAt) - (Date.now() + data.offsetMs);
      return Math.min(60_000, Math.max(1_500, untilDraw + 1_500));
    },
  });

export const openedHistoryQuery = (gameCode: string, drawNo: number | undefined) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode, drawNo],
    queryFn: ({ signal }) => callApi('openedNumero', { query: { gameCode, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Under the wallet key: a balance push (a settled ticket) refreshes the ticket list too. */
export const lotteryTicketsQuery = (gameCode: string, mode: 'real' | 'free', pageNum: number) =>
  queryOptions({
    queryKey: [...walletKey, 'lotteryTickets', gameCode, mode, pageNum],
    queryFn: ({ signal }) =>
      callApi('lotteryTickets', { query: { gameCode, mode, pageNum, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /wps/lottery/bet with the submission's Idempotency-Key (use-money-mutation). */
export const placeLotteryBet = (body: LotteryBetBody, headers: Record<string, string>) =>
  callApi('lotteryBet', { body, headers });
