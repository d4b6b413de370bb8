import type { ErrorCode } from '@gp/contract/errors';
import type { GameCard } from '@gp/contract/games';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useQueryClient } from '../../lib/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/router';
import { packOf } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { freePlayLogin } from '../../lib/free-play-login';
import { lotteryPrizeMode } from '../../lib/game-menu';
import { seamlessLaunchState, seamlessPath } from '../../lib/seamless-launch';
import { useSessionStore } from '../../lib/session-store';
import { useSiteInfo } from '../../lib/site-store';
import { launchGame } from './api/launch-game';
import { useGameUi } from './game-ui-store';
import { useVendorLanes } from './hooks/use-vendor-lanes';
import { startAction, type DirectAction, type StartAction, type StartContext } from './start-game-action';

/** The seamless game page for a launch URL (spec 2.1 /seamless); lives in lib for the play feature. */
export { seamlessPath };

/**
 * The start-game action of spec 4.6: `startGame(game, freeTrial)` for game cards and
 * `startVendor(card)` for vendor cards. Logged out opens the login modal (/login), or for a free trial
 * where free play is on, starts a trial account first; a trial user's games launch in free mode;
 * then the lottery pages, the provider popup, the RNG page or the launched game on /seamless.
 */
export const useStartGame = () => {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const loggedIn = useSessionStore((state) => state.isLogin);
  const trial = useSessionStore((state) => state.isTrial);
  const info = useSiteInfo();
  const freePlay = isFlagEnabled(info.whitelabel, whitelabelFlags.freePlay);
  const queryClient = useQueryClient();
  const openProvider = useGameUi((state) => state.openProvider);
  const closeProvider = useGameUi((state) => state.closeProvider);
  const setLaunchError = useGameUi((state) => state.setLaunchError);
  const { lanes } = useVendorLanes();
  const prizeMode = useMemo(() => lotteryPrizeMode(lanes ?? []), [lanes]);

  const failed = useCallback(
    (error: unknown) =>
      setLaunchError(error instanceof ApiError ? error.code : ('system_error' satisfies ErrorCode)),
    [setLaunchError],
  );

  const direct = useCallback(
    (action: DirectAction): void => {
      // Leaving for another page or dialog closes the provider popup the game may have come from.
      if (action.kind !== 'providerPopup' && action.kind !== 'launch') closeProvider();
      switch (action.kind) {
        case 'login':
          void navigate('/login');
          return;
        case 'navigate':
          void navigate(action.to);
          return;
        case 'providerPopup':
          openProvider(action.provider);
          return;
        case 'launch':
          launchGame(action.game, action.freeTrial, packOf(i18n.language)).then((launch) => {
            closeProvider();
            // Name, mode, expiry and the page it was opened from ride in the history state: the
            // seamless page's bar shows them and its close button returns there.
            const from = `${window.location.pathname}${window.location.search}`;
            void navigate(seamlessPath(launch.url), { state: seamlessLaunchState(launch, from) });
          }, failed);
      }
    },
    [navigate, openProvider, closeProvider, failed, i18n],
  );

  const perform = useCallback(
    (action: StartAction): void => {
      if (action.kind !== 'freePlay') return direct(action);
      // The trial account first (spec 4.2 free-play login), then the game in free mode.
      freePlayLogin().then(() => {
        queryClient.removeQueries({ queryKey: ['member'] });
        direct(action.then);
      }, failed);
    },
    [direct, failed, queryClient],
  );

  const run = useCallback(
    (game: GameCard, context: Pick<StartContext, 'source' | 'freeTrial'>) =>
      perform(startAction(game, { ...context, loggedIn, trial, freePlay, prizeMode })),
    [perform, loggedIn, trial, freePlay, prizeMode],
  );

  const startGame = useCallback(
    (game: GameCard, freeTrial = false) => run(game, { source: 'game', freeTrial }),
    [run],
  );
  const startVendor = useCallback(
    (card: GameCard) => run(card, { source: 'vendor', freeTrial: false }),
    [run],
  );
  return { startGame, startVendor };
};
