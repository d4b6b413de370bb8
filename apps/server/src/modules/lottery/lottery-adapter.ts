import type { GameVendorAdapter } from '../vendors/vendor-adapter.js';
import { lotteryVendors } from './lottery-repository.js';

/** The lottery's integration name on the seamless-wallet protocol (x-vendor-integration). */
export const lotteryIntegration = 'LOTTO';

const pages: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };

/**
 * The number lottery as a game vendor: it serves the catalogue's lottery games (LOTT, ELOTT,
 * TCG_LOTTO_VN, TCG_SEA) on the platform's own lottery pages, so a launch of a lottery game opens its
 * betting view instead of answering game_maintenance.
 */
export const lotteryAdapter: GameVendorAdapter = {
  integration: lotteryIntegration,
  serves: (game) => (lotteryVendors as readonly string[]).includes(game.vendorCode),
  launchUrl: ({ game }) =>
    `${pages[game.vendorCode] ?? '/lottery'}?${new URLSearchParams({ gameCode: game.gameCode, view: 'betting' }).toString()}`,
};
