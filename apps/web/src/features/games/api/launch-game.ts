import type { LanguagePack } from '@gp/contract/constants';
import type { GameCard } from '@gp/contract/games';
import type { LaunchGameBody } from '@gp/contract/play';
import { callApi } from '../../../lib/api-client';
import { launchHeaders } from '../../../lib/seamless-launch';

/**
 * POST /wps/game/launchGame (spec 7.3, token): the vendor's launch (URL, game name, mode, expiry) for a
 * game. `freeTrial` is the
 * start action's second flag (spec 4.6).
 */
export const launchGame = async (game: GameCard, freeTrial: boolean, language: LanguagePack) => {
  const body: LaunchGameBody = { nodeId: game.nodeId, freeTrial, language, platform: 'html5-desktop' };
  return callApi('launchGame', { body, headers: launchHeaders() });
};
