import { constants } from '@gp/contract/constants';
import type { GameType } from '@gp/contract/site';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { VendorGridSkeleton } from '../../../components/vendor-card';
import { useAnnouncements } from '../../../lib/announcements';
import {
  buildGameMenu,
  laneCards,
  loginMenuCategories,
  menuChoice,
  type MenuCategory,
} from '../../../lib/game-menu';
import { useSessionStore } from '../../../lib/session-store';
import { useUiStore } from '../../../lib/ui-store';
import type { AccountList } from '../hooks/use-account-games';
import { useVendorLanes } from '../hooks/use-vendor-lanes';
import { BannerCarousel } from './banner-carousel';
import { GameGridSkeleton } from './game-grid-skeleton';
import { GameMenu, menuLabelKey } from './game-menu';
import { HomeBlocks } from './home-blocks';
import styles from './home-lobby.module.css';
import { NoticeMarquee } from './notice-marquee';
import { lazyChunk, loadChunk } from '../../../lib/load-chunk';
import { useAfterFirstFrame } from '../../../lib/after-first-paint';

/**
 * The non-HOME tabs (a category's or an account list's virtualized grid) load when chosen, so the first
 * paint of / does not wait for the grid and the virtualizer; the fallback is the grid's own skeleton.
 */
/** The welcome hero's drawing shows only on a site without banners; its box holds the place meanwhile. */
const HeroArt = lazy(() => loadChunk(() => import('./hero-art').then((m) => ({ default: m.HeroArt }))));
const CataloguePanel = lazyChunk(() =>
  import('./catalogue-panel').then((m) => ({ default: m.CataloguePanel })),
);
const AccountGamesPanel = lazyChunk(() =>
  import('./account-games-panel').then((m) => ({ default: m.AccountGamesPanel })),
);
const PanelSkeleton = () => (
  <div aria-busy="true">
    <GameGridSkeleton count={12} />
  </div>
);

/**
 * Join offers only for a visitor without a session: with a token (from the URL or storage) the member
 * is on the way, and an offer shown meanwhile would vanish a moment later and shift the lobby.
 */
const useOffersJoining = () => useSessionStore((state) => !state.isLogin && state.token === null);

const Hero = ({ hasSlots, guestAction }: { hasSlots: boolean; guestAction?: ReactNode }) => {
  const { t } = useTranslation();
  const offersJoining = useOffersJoining();
  const brand = t('brand_name');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroCopy}>
        <span className={styles.eyebrow}>{t('home_hero_eyebrow', { brand })}</span>
        <h2 id="hero-title" className={styles.heroTitle}>
          {t('home_hero_title')}
        </h2>
        <p className={styles.heroText}>{t('home_hero_text')}</p>
        <div className={styles.heroActions}>
          {offersJoining ? (
            <>
              <Link to="/register" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
                {t('home_hero_join')}
              </Link>
              {guestAction}
            </>
          ) : null}
          {hasSlots ? (
            <Link to="/rng" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              {t('home_hero_explore')}
            </Link>
          ) : null}
        </div>
      </div>
      <Suspense fallback={<div className={styles.heroArt} />}>
        <HeroArt className={styles.heroArt} />
      </Suspense>
    </section>
  );
};

/** With banners in place of the hero, guests still get its two ways in: an account or free play. */
const GuestStrip = ({ action }: { action?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.guestStrip} aria-label={t('home_hero_join')}>
      <p className={styles.guestStripText}>{t('home_guest_strip')}</p>
      <div className={styles.heroActions}>
        <Link to="/register" className={buttonClassName({ variant: 'primary' })}>
          {t('home_hero_join')}
        </Link>
        {action}
      </div>
    </section>
  );
};

const LoadingSections = () => (
  <div className={styles.sections} aria-hidden="true">
    {[0, 1].map((index) => (
      <div key={index} className={styles.section}>
        <Skeleton width={180} height={28} />
        <VendorGridSkeleton count={constants.cardsPerCategoryOnHome} />
      </div>
    ))}
  </div>
);

const accountLists: ReadonlySet<MenuCategory> = new Set(['HOT', 'FAV', 'RECENT']);

/** The menu entry named by ?type= when the menu has it; HOME otherwise (spec 4.8 default). */
const currentEntry = (menu: readonly MenuCategory[], requested: string | null): MenuCategory =>
  menu.find((entry) => entry === requested) ?? 'HOME';

/**
 * Home lobby (spec 2.3): banners (or the welcome hero when there are none), the notice marquee, and the
 * game menu over its panel: the HOME blocks, the hot/favourite/recent lists, or a category's games
 * (12 per page). The chosen entry lives in ?type= (and the vendor in ?vassalage=) so it survives a
 * reload. `guestAction` is an extra hero button for visitors (the free-play login).
 */
export const HomeLobby = ({ guestAction }: { guestAction?: ReactNode }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useSessionStore((state) => state.isLogin);
  const offersJoining = useOffersJoining();
  const trial = useSessionStore((state) => state.isTrial);
  const setRealAccountPrompt = useUiStore((state) => state.setRealAccountPrompt);
  const { lanes, isPending } = useVendorLanes();
  const announcements = useAnnouncements({ keepShown: true });
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  const notices = announcements.data?.player ?? [];
  const menu = useMemo(() => buildGameMenu(lanes ?? []), [lanes]);
  // The game menu and its panel come one frame after the banners and notices: two smaller layouts.
  const menuShown = useAfterFirstFrame();
  const requested = currentEntry(menu, params.get('type'));
  const current = menuChoice(requested, loggedIn) === 'login' ? 'HOME' : requested;

  const choose = (category: MenuCategory) => {
    if (menuChoice(category, loggedIn) === 'login') return void navigate('/login');
    if (trial && loginMenuCategories.has(category)) return setRealAccountPrompt(true);
    setParams(category === 'HOME' ? {} : { type: category }, { replace: true });
  };

  const panel = () => {
    if (current === 'HOME') return <HomeBlocks lanes={lanes ?? []} onChoose={choose} />;
    if (accountLists.has(current)) {
      return <AccountGamesPanel list={current as AccountList} label={t(menuLabelKey(current))} />;
    }
    const category = current as GameType;
    return (
      <CataloguePanel
        category={category}
        vendors={laneCards(lanes ?? [], category)}
        vassalage={params.get('vassalage') ?? undefined}
        onVassalage={(vassalage) =>
          setParams(vassalage ? { type: category, vassalage } : { type: category }, { replace: true })
        }
        pageSize={constants.gameListPageSizeHome}
      />
    );
  };

  return (
    <div className={styles.lobby}>
      <h1 className="visually-hidden">{t('home_lobby_title')}</h1>
      {banners.length > 0 ? (
        <>
          <BannerCarousel banners={banners} />
          {offersJoining ? <GuestStrip action={guestAction} /> : null}
        </>
      ) : (
        <Hero
          hasSlots={(lanes ?? []).some((lane) => lane.title === 'RNG' && lane.cards.length > 0)}
          guestAction={guestAction}
        />
      )}
      <NoticeMarquee notices={notices} />
      <div aria-busy={isPending || !menuShown} className={menuShown ? undefined : styles.menuSpace}>
        {!menuShown ? null : isPending ? (
          <LoadingSections />
        ) : !lanes || lanes.every((lane) => lane.cards.length === 0) ? (
          <EmptyState title={t('vendors_empty_title')} text={t('vendors_empty_text')} />
        ) : (
          <GameMenu entries={menu} current={current} onChoose={choose}>
            <Suspense fallback={<PanelSkeleton />}>{panel()}</Suspense>
          </GameMenu>
        )}
      </div>
    </div>
  );
};
