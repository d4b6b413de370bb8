import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, NavLink } from '../../../lib/router';
import { Button, buttonClassName } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { Icon } from '../../../components/icons';
import { LanguageSwitch } from '../../../components/language-switch';
import { openCustomerService } from '../../../lib/customer-service';
import type { TopNavigationEntry } from '../../../lib/game-categories';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteInfo } from '../../../lib/site-store';
import { useMemberLink } from '../../../lib/member-links';
import styles from './header.module.css';
import type { HeaderGameCategory } from '../../../lib/header-game-menu';
import { GamesDropdown } from './games-dropdown';

interface HeaderProps {
  /** Top navigation entries whose category has vendors (spec 2.1). */
  navigation: readonly TopNavigationEntry[];
  /** Shows the side-menu toggle (layouts with a side menu, narrow screens). */
  menuToggle?: { open: boolean; onToggle: () => void };
  /** The member's avatar menu (auth feature); balance, deposit and withdraw join it with the wallet. */
  memberArea?: ReactNode;
  /** The Games drop-down's categories and vendors (spec 2.4). */
  gameMenu?: readonly HeaderGameCategory[];
  /** The notice bell (announcements feature); spec 2.4: it always shows. */
  noticeBell?: ReactNode;
  /** The game search field (games feature; issue 14). */
  search?: ReactNode;
}

export const Header = ({ navigation, menuToggle, memberArea, gameMenu, noticeBell, search }: HeaderProps) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const loggedIn = useSessionStore((state) => state.isLogin);
  const restoring = useSessionStore((state) => state.restoring);
  const memberLink = useMemberLink();
  const referral = isFlagEnabled(info.whitelabel, whitelabelFlags.referral);
  const brand = t('brand_name');

  return (
    <header className={styles.header} aria-label={t('header_label')}>
      <div className={styles.bar}>
        {menuToggle ? (
          <Button
            variant="icon"
            className={styles.toggle}
            aria-label={t(menuToggle.open ? 'header_close_menu' : 'header_open_menu')}
            aria-expanded={menuToggle.open}
            aria-controls="side-menu"
            onClick={menuToggle.onToggle}
          >
            <Icon name={menuToggle.open ? 'close' : 'menu'} />
          </Button>
        ) : null}
        <Link to="/" className={styles.brand} aria-label={t('header_home_link', { brand })}>
          <span className={styles.brandMark} aria-hidden="true">
            <Icon name="crown" size={20} />
          </span>
          <span className={styles.brandName}>{brand}</span>
        </Link>
        <nav className={styles.menu} aria-label={t('header_menu_label')}>
          <GamesDropdown categories={gameMenu ?? []} />
          <NavLink to="/promotions" className={styles.menuLink}>
            <Icon name="promo" size={18} />
            {t('header_promotions')}
          </NavLink>
          {!loggedIn || referral ? (
            <Link {...memberLink('rewardCenter')} className={styles.menuLink}>
              <Icon name="gift" size={18} />
              {t('header_rewards')}
            </Link>
          ) : null}
          <Link {...memberLink('referral')} className={styles.menuLink}>
            <Icon name="share" size={18} />
            {t('header_share')}
          </Link>
        </nav>
        <div className={styles.actions}>
          {search}
          <LanguageSwitch id="header-language" desktopOnly />
          {noticeBell}
          <Button
            variant="icon"
            aria-label={t('header_customer_service')}
            onClick={() => openCustomerService(info.customerService)}
            className={styles.hideNarrow}
          >
            <Icon name="headset" />
          </Button>
          {loggedIn ? (
            memberArea
          ) : restoring ? (
            <span className={styles.restoring} role="status" aria-label={t('loading')} />
          ) : (
            <>
              <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                {t('header_login')}
              </Link>
              <Link to="/register" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
                {t('header_signup')}
              </Link>
            </>
          )}
        </div>
      </div>
      <nav className={styles.categories} aria-label={t('nav_top_label')}>
        {navigation.map((entry) => (
          <NavLink key={entry.path} to={entry.path} end className={styles.categoryLink}>
            <Icon
              name={entry.category ? categoryIcon(entry.category) : entry.path === '/' ? 'home' : 'promo'}
              size={18}
            />
            {t(entry.labelKey)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
};
