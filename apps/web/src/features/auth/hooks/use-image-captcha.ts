import { constants } from '@gp/contract/constants';
import { useQuery } from '../../../lib/query';
import { useCallback, useRef, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/**
 * The image captcha (GET /wps/captcha) once the server asked for it: loads when enabled; `refresh` (the
 * user's button) fetches a new one at most once per second (spec 4.3, 9); `reload` after a failed
 * attempt, since each captcha can be checked only once.
 */
export const useImageCaptcha = (enabled: boolean) => {
  const [generation, setGeneration] = useState(0);
  const lastRequest = useRef(0);
  const query = useQuery({
    queryKey: ['captcha', generation] as const,
    queryFn: ({ signal }) => {
      lastRequest.current = Date.now();
      return callApi('captcha', { signal });
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const refresh = useCallback(() => {
    if (Date.now() - lastRequest.current < constants.captchaRefreshThrottleMs) return;
    reload();
  }, [reload]);

  return { captcha: enabled ? (query.data ?? null) : null, failed: query.isError, refresh, reload };
};
