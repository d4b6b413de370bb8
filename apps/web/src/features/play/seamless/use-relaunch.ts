import type { ErrorCode } from '@gp/contract/errors';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { packOf } from '../../../i18n/i18n';
import { ApiError, callApi } from '../../../lib/api-client';
import {
  launchHeaders,
  seamlessLaunchState,
  seamlessPath,
  type SeamlessLaunch,
} from '../../../lib/seamless-launch';

/**
 * Launches the same game again (an expired launch or an ended game session) and replaces the current
 * /seamless entry with the new launch, so Back still leads out of the game.
 */
export const useRelaunch = (launch: SeamlessLaunch | null) => {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const relaunch = useCallback(() => {
    if (!launch || pending) return;
    setPending(true);
    setError(null);
    callApi('launchGame', {
      body: {
        nodeId: launch.nodeId,
        freeTrial: launch.mode === 'free',
        language: packOf(i18n.language),
        platform: window.matchMedia?.('(max-width: 767px)').matches ? 'html5-mobile' : 'html5-desktop',
      },
      headers: launchHeaders(),
    }).then(
      (value) => {
        setPending(false);
        void navigate(seamlessPath(value.url), {
          replace: true,
          state: seamlessLaunchState(value, launch.returnTo),
        });
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure instanceof ApiError ? failure.code : ('system_error' satisfies ErrorCode));
      },
    );
  }, [launch, pending, i18n, navigate]);

  return { relaunch, pending, error };
};
