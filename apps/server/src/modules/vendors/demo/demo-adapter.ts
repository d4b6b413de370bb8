import { demoGamePagePath } from '@gp/contract/web-routes';
import type { GameVendorAdapter } from '../vendor-adapter.js';
import type { Engines } from './engines.js';

export const demoIntegration = 'DEMO';

/**
 * The built-in demo vendor: serves every catalogue game it has an engine for, on its own game page,
 * and lists its card tables as rooms.
 */
export const createDemoAdapter = (
  engines: Engines,
  rooms?: GameVendorAdapter['rooms'],
): GameVendorAdapter => ({
  integration: demoIntegration,
  ...(rooms ? { rooms } : {}),
  serves: (game) => engines.forGame({ gameType: game.gameType, gameName: game.name }) !== undefined,
  launchUrl: ({ token, language }) =>
    `${demoGamePagePath}?${new URLSearchParams({ token, lang: language }).toString()}`,
});
