import { queryOptions } from '../../../lib/query';
import { activateLanguage, bootLanguage, resolveLanguage, startUpFailureLanguage } from '../../../i18n/i18n';
import { callApi } from '../../../lib/api-client';
import { applyPermission } from '../apply-permission';
import { seedStartupQueries, takeStartupSnapshot } from '../startup-snapshot';

/**
 * The permission call runs first (spec 2.2 and 7); its result is applied (CDNs, analytics, session
 * values, language) before anything below the start-up gate renders. When the page's HTML carries the
 * start-up answers (startup-snapshot.ts), they stand in for the call, and the lobby's lanes and
 * announcements are in the cache before the first screen asks for them.
 */
export const permissionQuery = queryOptions({
  queryKey: ['system', 'permission'] as const,
  queryFn: async ({ signal, client }) => {
    const snapshot = takeStartupSnapshot();
    const [permission] = await Promise.all([
      snapshot?.permission ??
        callApi('permission', { signal }).catch(async (error: unknown) => {
          await startUpFailureLanguage();
          throw error;
        }),
      bootLanguage(),
    ]);
    applyPermission(permission, { chosenImageCdn: snapshot?.imageCdn });
    const language = resolveLanguage(permission.info.site);
    // The first screen reads the first part of the pack; the rest loads once it is up (i18n.ts).
    await activateLanguage(language, { firstScreenOnly: true });
    if (snapshot) seedStartupQueries(client, snapshot, language);
    return permission;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});
