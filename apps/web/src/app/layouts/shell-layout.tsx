import type { WebLayout } from '@gp/contract/web-routes';
import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, useLocation } from '../../lib/router';
import { AnnouncementPopupHost } from '../../features/announcements/components/announcement-popup-host';
import { NoticeBell } from '../../features/announcements/components/notice-bell';
import { useAuthModals } from '../../features/auth/auth-modals-store';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import { useVendorLanes } from '../../features/games/hooks/use-vendor-lanes';
import { HeaderGameSearch } from '../../features/games/search/header-game-search';
import { Header } from '../../features/shell/components/header';
import { SideMenu } from '../../features/shell/components/side-menu';
import { Skeleton } from '../../components/skeleton';
import { visibleTopNavigation } from '../../lib/game-categories';
import { headerGameMenu } from '../../lib/header-game-menu';
import { loadChunk, lazyChunk } from '../../lib/load-chunk';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useScrollLock } from '../../lib/scroll-lock';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { useUiStore } from '../../lib/ui-store';
import styles from './shell-layout.module.css';

/** The header's member area (balance, account menu) loads for logged-in users only (issue 15). */
const HeaderBalance = lazyChunk(() =>
  import('../../features/wallet/components/header-balance').then((m) => ({ default: m.HeaderBalance })),
);
const MemberMenu = lazyChunk(() =>
  import('../../features/auth/components/member-menu').then((m) => ({ default: m.MemberMenu })),
);
/** The header's session clock (issue 18): real members, when the merchant turns it on. */
const SessionClock = lazyChunk(() =>
  import('../../features/safer-gambling/components/session-clock').then((m) => ({ default: m.SessionClock })),
);

/**
 * The reality check (issue 18): real members only, after the first paint; its host shows no text, so
 * it does not wait for the whole language pack (its dialog does).
 */
const RealityCheckHost = lazy(() =>
  loadChunk(() =>
    import('../../features/safer-gambling/components/reality-check-host').then((m) => ({
      default: m.RealityCheckHost,
    })),
  ),
);

/**
 * The footer is below the fold on every screen: it loads once the first screen is painted (had it
 * loaded beside the first render, it sometimes arrived before it). It reads first-screen keys only, so
 * it does not wait for the whole language pack (lazyChunk would).
 */
const Footer = lazy(() =>
  loadChunk(() => import('../../features/shell/components/footer').then((m) => ({ default: m.Footer }))),
);

const narrowQuery = '(max-width: 1023px)';
const subscribeNarrow = (onChange: () => void) => {
  const list = window.matchMedia(narrowQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(narrowQuery).matches;

/**
 * The player layouts of spec 2.1: 'main' = side menu, header, main content and footer; 'game' = header
 * and main (side menu hidden); 'seamless' = no footer, side menu hidden.
 */
export const ShellLayout = ({ variant }: { variant: Extract<WebLayout, 'main' | 'game' | 'seamless'> }) => {
  const { t } = useTranslation();
  const { lanes } = useVendorLanes();
  const navigation = useMemo(() => visibleTopNavigation(lanes ?? []), [lanes]);
  const gameMenu = useMemo(() => headerGameMenu(lanes ?? []), [lanes]);
  const categories = useMemo(
    () => (lanes ?? []).filter((lane) => lane.cards.length > 0).map((lane) => lane.title),
    [lanes],
  );
  const sideMenuOpen = useUiStore((state) => state.sideMenuOpen);
  const toggleSideMenu = useUiStore((state) => state.toggleSideMenu);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const hasSideMenu = variant === 'main';
  const drawerOpen = hasSideMenu && narrow && sideMenuOpen;
  // On a phone the side menu is a closed drawer (some 130 elements, out of sight): it is built once the
  // first screen is painted, not in the first render and its layout (issue 15), or at once if opened.
  const afterFirstPaint = useAfterFirstPaint();
  const sideMenuBuilt = hasSideMenu && (!narrow || drawerOpen || afterFirstPaint);
  useScrollLock(drawerOpen);
  const closeMenu = useCallback(() => toggleSideMenu(false), [toggleSideMenu]);
  // Announcement popups wait while another dialog has the screen: the login and register popups, the
  // after-login and password dialogs, the trial user's "real account" prompt.
  const { pathname } = useLocation();
  const authModalOpen = useAuthModals((state) => state.modal !== null);
  const realAccountPrompt = useUiStore((state) => state.realAccountPrompt);
  const popupsPaused =
    authModalOpen || realAccountPrompt || pathname === '/login' || pathname === '/register';
  const realMember = useSessionStore((state) => state.isLogin && !state.isTrial);
  const sessionClock = useSiteStore((state) =>
    state.permission ? isFlagEnabled(state.permission.info.whitelabel, whitelabelFlags.sessionClock) : false,
  );

  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skip_to_content')}
      </a>
      <Header
        navigation={navigation}
        gameMenu={gameMenu}
        noticeBell={<NoticeBell />}
        search={<HeaderGameSearch />}
        menuToggle={hasSideMenu ? { open: drawerOpen, onToggle: () => toggleSideMenu('reverse') } : undefined}
        memberArea={
          <Suspense fallback={<Skeleton className={styles.memberAreaPending} />}>
            {realMember && sessionClock ? <SessionClock /> : null}
            <HeaderBalance />
            <MemberMenu />
          </Suspense>
        }
      />
      <div className={styles.body}>
        {sideMenuBuilt ? <SideMenu categories={categories} open={drawerOpen} onClose={closeMenu} /> : null}
        <div className={styles.column}>
          <main id="main" className={styles.main} tabIndex={-1}>
            {/* The seamless game page fills the width: no content padding around its frame. */}
            <div className={variant === 'seamless' ? styles.fullBleed : styles.content}>
              <Outlet />
            </div>
          </main>
          {variant === 'seamless' || !afterFirstPaint ? null : (
            <Suspense fallback={null}>
              <Footer categories={categories} />
            </Suspense>
          )}
        </div>
      </div>
      <GameDialogsHost />
      <AnnouncementPopupHost paused={popupsPaused} />
      {realMember && afterFirstPaint ? (
        <Suspense fallback={null}>
          <RealityCheckHost />
        </Suspense>
      ) : null}
    </>
  );
};
