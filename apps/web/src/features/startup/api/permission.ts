import { queryOptions } from '@tanstack/react-query';
import { activateLanguage, bootLanguage, resolveLanguage, startUpFailureLanguage } from '../../../i18n/i18n';
import { callApi } from '../../../lib/api-client';
import { applyPermission } from '../apply-permission';

/**
 * The permission call runs first (spec 2.2 and 7); its result is applied (CDNs, analytics, session
 * values, language) before anything below the start-up gate renders.
 */
export const permissionQuery = queryOptions({
  queryKey: ['system', 'permission'] as const,
  queryFn: async ({ signal }) => {
    const [permission] = await Promise.all([
      callApi('permission', { signal }).catch(async (error: unknown) => {
        await startUpFailureLanguage();
        throw error;
      }),
      bootLanguage(),
    ]);
    applyPermission(permission);
    await activateLanguage(resolveLanguage(permission.info.site));
    return permission;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});
