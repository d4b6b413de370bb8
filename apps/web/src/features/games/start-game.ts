import { errorCodes } from '@gp/contract/errors';
import type { GameCard } from '@gp/contract/games';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { packOf } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { lotteryPrizeMode } from '../../lib/game-menu';
import { seamlessLaunchState, seamlessPath } from '../../lib/seamless-launch';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { launchGame } from './api/launch-game';
import { useGameUi } from './game-ui-store';
import { useVendorLanes } from './hooks/use-vendor-lanes';
import { startAction, type StartContext } from './start-game-action';

/** The seamless game page for a launch URL (spec 2.1 /seamless); lives in lib for the play feature. */
export { seamlessPath };

/**
 * The start-game action of spec 4.6: `startGame(game, freeTrial)` for game cards and
 * `startVendor(card)` for vendor cards. Logged out opens the login modal (/login), a trial user gets
 * the real-account dialog, members go to the lottery pages, the provider popup, the RNG page or the
 * launched game on /seamless.
 */
export const useStartGame = () => {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const loggedIn = useSessionStore((state) => state.isLogin);
  const trial = useSessionStore((state) => state.isTrial);
  const setRealAccountPrompt = useUiStore((state) => state.setRealAccountPrompt);
  const openProvider = useGameUi((state) => state.openProvider);
  const closeProvider = useGameUi((state) => state.closeProvider);
  const setLaunchError = useGameUi((state) => state.setLaunchError);
  const { lanes } = useVendorLanes();
  const prizeMode = useMemo(() => lotteryPrizeMode(lanes ?? []), [lanes]);

  const run = useCallback(
    (game: GameCard, context: Pick<StartContext, 'source' | 'freeTrial'>) => {
      const action = startAction(game, { ...context, loggedIn, trial, prizeMode });
      // Leaving for another page or dialog closes the provider popup the game may have come from.
      if (action.kind !== 'providerPopup' && action.kind !== 'launch') closeProvider();
      switch (action.kind) {
        case 'login':
          void navigate('/login');
          return;
        case 'realAccount':
          setRealAccountPrompt(true);
          return;
        case 'navigate':
          void navigate(action.to);
          return;
        case 'providerPopup':
          openProvider(action.provider);
          return;
        case 'launch':
          launchGame(action.game, action.freeTrial, packOf(i18n.language)).then(
            (launch) => {
              closeProvider();
              // Name, mode, expiry and the page it was opened from ride in the history state: the
              // seamless page's bar shows them and its close button returns there.
              const from = `${window.location.pathname}${window.location.search}`;
              void navigate(seamlessPath(launch.url), { state: seamlessLaunchState(launch, from) });
            },
            (error: unknown) =>
              setLaunchError(error instanceof ApiError ? error.code : errorCodes.systemError),
          );
      }
    },
    [
      loggedIn,
      trial,
      prizeMode,
      navigate,
      setRealAccountPrompt,
      openProvider,
      closeProvider,
      setLaunchError,
      i18n,
    ],
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
