import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from '../../lib/router';
import { AuthModalsHost } from '../../features/auth/components/auth-modals-host';
import { wholePack } from '../../i18n/i18n';
import { useUiStore } from '../../lib/ui-store';
import { RouteLoader } from './route-loader';

/**
 * Spec 2.1: after each route change scroll to top (unless a hash names a target) and hide the global
 * loader; the off-canvas side menu closes too. While a route module loads, the global loader shows.
 */
export const RootLayout = () => {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const globalLoading = useUiStore((state) => state.globalLoading);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    const ui = useUiStore.getState();
    ui.setGlobalLoading(false);
    ui.toggleSideMenu(false);
  }, [pathname, hash]);

  // The first page is on screen: the rest of the language pack loads now (i18n/i18n.ts).
  useEffect(() => void wholePack().catch(() => undefined), []);

  return (
    <>
      <Outlet />
      <AuthModalsHost />
      {globalLoading || (navigation.state === 'loading' && !navigation.location?.hash) ? (
        <RouteLoader />
      ) : null}
    </>
  );
};
