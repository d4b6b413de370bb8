import { constants } from '@gp/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { VendorGridSkeleton } from '../../../components/vendor-card';
import { categoryPath } from '../../../lib/game-categories';
import { useSessionStore } from '../../../lib/session-store';
import { useVendorLanes } from '../hooks/use-vendor-lanes';
import { HeroArt } from './hero-art';
import styles from './home-lobby.module.css';
import { VendorCards } from './vendor-cards';

const Hero = ({ hasSlots, guestAction }: { hasSlots: boolean; guestAction?: ReactNode }) => {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.isLogin);
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
          {loggedIn ? null : (
            <>
              <Link to="/register" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
                {t('home_hero_join')}
              </Link>
              {guestAction}
            </>
          )}
          {hasSlots ? (
            <Link to="/rng" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              {t('home_hero_explore')}
            </Link>
          ) : null}
        </div>
      </div>
      <HeroArt className={styles.heroArt} />
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

/**
 * Home lobby: hero banner area and one section per category with vendors, at most 5 cards each.
 * `guestAction` is an extra hero button for visitors (the free-play login).
 */
export const HomeLobby = ({ guestAction }: { guestAction?: ReactNode }) => {
  const { t } = useTranslation();
  const { lanes, isPending } = useVendorLanes();
  const withVendors = (lanes ?? []).filter((lane) => lane.cards.length > 0);

  return (
    <div className={styles.lobby}>
      <h1 className="visually-hidden">{t('home_lobby_title')}</h1>
      <Hero hasSlots={withVendors.some((lane) => lane.title === 'RNG')} guestAction={guestAction} />
      <div aria-busy={isPending} className={styles.sections}>
        {isPending ? (
          <LoadingSections />
        ) : withVendors.length === 0 ? (
          <EmptyState title={t('vendors_empty_title')} text={t('vendors_empty_text')} />
        ) : (
          withVendors.map((lane) => {
            const title = t(`category_${lane.title}`);
            const path = categoryPath(lane.title);
            const headingId = `home-${lane.title.toLowerCase()}`;
            return (
              <section key={lane.title} className={styles.section} aria-labelledby={headingId}>
                <div className={styles.sectionHead}>
                  <h2 id={headingId} className={styles.sectionTitle}>
                    <span className={styles.sectionIcon} aria-hidden="true">
                      <Icon name={categoryIcon(lane.title)} />
                    </span>
                    {title}
                  </h2>
                  {path ? (
                    <Link
                      to={path}
                      className={styles.viewAll}
                      aria-label={t('home_view_all_label', { category: title })}
                    >
                      {t('home_view_all')}
                      <Icon name="chevronRight" size={16} />
                    </Link>
                  ) : null}
                </div>
                <VendorCards cards={lane.cards.slice(0, constants.cardsPerCategoryOnHome)} label={title} />
              </section>
            );
          })
        )}
      </div>
    </div>
  );
};
