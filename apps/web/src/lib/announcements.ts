import type { AnnouncementsValue } from '@gp/contract/announcements';
import { authHeader, type LanguagePack } from '@gp/contract/constants';
import { webAnnouncementTypes } from '@gp/contract/startup';
import { queryOptions, useQuery, useQueryClient } from './query';
import { useTranslation } from '../i18n/use-translation';
import { packOf } from '../i18n/i18n';
import { callApi } from './api-client';
import { readToken, useSessionStore } from './session-store';
import { useSiteStore } from './site-store';

/** Where the announcements are asked for: the merchant and the interface language. */
export interface AnnouncementsScope {
  merchantCode: string;
  language: LanguagePack;
}

/**
 * GET announcements (spec 4.9: types B, PL, PU, PR, H, fetched once the login state is known): the
 * banners, the notices (marquee and the bell's list), popups and promotions. The route is public, so the
 * token is sent by hand: the server picks the popups for the session (guest B; member A, plus F at first
 * login). The answer is keyed by the viewer (the member id, or null for a guest) so one member's popups
 * never show to the next. A failure is an error like any other. On a first visit the page's HTML may
 * already hold a guest's answer (features/startup/startup-snapshot.ts).
 */
export const announcementsQuery = (scope: AnnouncementsScope, viewer: number | null) =>
  queryOptions({
    queryKey: ['announcements', scope.merchantCode, scope.language, viewer ?? 'guest'],
    queryFn: ({ signal }): Promise<AnnouncementsValue> => {
      const token = viewer === null ? null : readToken();
      return callApi('announcements', {
        query: { merchantCode: scope.merchantCode, language: scope.language, types: webAnnouncementTypes },
        headers: token ? { [authHeader]: `Bearer ${token}` } : {},
        signal,
      });
    },
    staleTime: 5 * 60_000,
  });

/**
 * The announcements for the current merchant, language and viewer (below the start-up gate). While a
 * stored session is restoring the viewer is still a guest; `enabled: false` holds the call back.
 */
export const useAnnouncements = ({
  enabled = true,
  keepShown = false,
}: {
  enabled?: boolean;
  /**
   * While the viewer's answer loads, show the previous viewer's, else the guest's from the cache (the
   * lobby's banners and notices: a member arriving with a token would otherwise see the welcome hero
   * and then the banners, shifting the lobby). Never for popups, which belong to one viewer.
   */
  keepShown?: boolean;
} = {}) => {
  const merchantCode = useSiteStore((state) => state.permission?.info.site.merchantCode ?? '');
  const { i18n } = useTranslation();
  const language = packOf(i18n.language);
  const viewer = useSessionStore((state) => (state.isLogin ? (state.member?.id ?? null) : null));
  const client = useQueryClient();
  const scope = { merchantCode, language };
  return useQuery({
    ...announcementsQuery(scope, viewer),
    enabled: enabled && merchantCode !== '',
    placeholderData: keepShown
      ? (previous: AnnouncementsValue | undefined) =>
          previous ?? client.getQueryData(announcementsQuery(scope, null).queryKey)
      : undefined,
  });
};

/**
 * The login state is known (spec 4.9): no stored session is restoring, and either a member is logged
 * in or there is no token (a token without a login is a forced password change still in progress).
 */
export const useLoginStateKnown = (): boolean =>
  useSessionStore((state) => !state.restoring && (state.isLogin || state.token === null));
