import type { AnnouncementsValue } from '@gp/contract/announcements';
import { authHeader } from '@gp/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { readToken } from '../../../lib/session-store';
import { gamesKey, type CatalogueScope } from './catalogue-params';

/**
 * GET announcements (spec 4.9: types B, PL, PU, PR, H, fetched once the login state is known): the
 * banners, the notice marquee, popups and promotions. The route is public, so the token is sent by hand:
 * the server picks the popups for the session (guest B; member A, plus F at first login). The answer is
 * validated by the route's schema; a failure is an error like any other call's.
 */
export const announcementsQuery = (scope: CatalogueScope, loggedIn: boolean) =>
  queryOptions({
    queryKey: [...gamesKey, 'announcements', scope.merchantCode, scope.language, loggedIn],
    queryFn: ({ signal }): Promise<AnnouncementsValue> => {
      const token = loggedIn ? readToken() : null;
      return callApi('announcements', {
        query: { merchantCode: scope.merchantCode, language: scope.language, types: 'B,PL,PU,PR,H' },
        headers: token ? { [authHeader]: `Bearer ${token}` } : {},
        signal,
      });
    },
    staleTime: 5 * 60_000,
  });
