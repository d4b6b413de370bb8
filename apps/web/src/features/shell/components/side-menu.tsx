import { languagePacks, type LanguagePack } from '@gp/contract/constants';
import type { GameType } from '@gp/contract/site';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, NavLink } from '../../../lib/router';
import { buttonClassName, Button } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { Icon, type IconName } from '../../../components/icons';
import { chooseLanguage, packOf } from '../../../i18n/i18n';
import { openCustomerService } from '../../../lib/customer-service';
import { categoryPath } from '../../../lib/game-categories';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteInfo } from '../../../lib/site-store';
import { appLinks } from '../app-links';
import { useMemberLink, type MemberPage } from '../../../lib/member-links';
import { visibleSocialChannels } from '../social';
import { SocialLink } from './social-link';
import styles from './side-menu.module.css';
import { lazyChunk } from '../../../lib/load-chunk';
import { useInView } from '../../../lib/use-in-view';
import { GroupBanner } from '../../../components/group-banner';

/** The QR encoder is not needed for the first render: it loads when the QR codes come into view. */
const QrCode = lazyChunk(() => import('../../../components/qr-code').then((m) => ({ default: m.QrCode })));
const qrSize = 96;
const qrPlaceholder = <span className={styles.qrPlaceholder} aria-hidden="true" />;

interface SideMenuProps {
  /** Categories with at least one vendor, in lobby order. */
  categories: readonly GameType[];
  /** Drawer state on narrow screens; on wide screens the menu is always shown. */
  open: boolean;
  onClose: () => void;
}

const MemberLink = ({ page, icon, label }: { page: MemberPage; icon: IconName; label: string }) => {
  const memberLink = useMemberLink();
  return (
    <li>
      <Link {...memberLink(page)} className={styles.item}>
        <Icon name={icon} size={18} />
        {label}
      </Link>
    </li>
  );
};

export const SideMenu = ({ categories, open, onClose }: SideMenuProps) => {
  const { t, i18n } = useTranslation();
  const [qrArea, qrInView] = useInView<HTMLDivElement>();
  const info = useSiteInfo();
  const token = useSessionStore((state) => state.token);
  const loggedIn = useSessionStore((state) => state.isLogin);
  const memberLink = useMemberLink();
  const closeRef = useRef<HTMLButtonElement>(null);
  const language = packOf(i18n.language);
  const referral = isFlagEnabled(info.whitelabel, whitelabelFlags.referral);
  const vip = isFlagEnabled(info.whitelabel, whitelabelFlags.vip);
  const apps = appLinks({ origin: window.location.origin, language, token, resources: info.resources });
  const socials = visibleSocialChannels(info.site.socialChannels);
  const languages = languagePacks.filter((pack) => info.site.supportedLanguages.includes(pack));

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={onClose} /> : null}
      <nav
        id="side-menu"
        className={`${styles.menu} ${open ? styles.open : ''}`}
        aria-label={t('side_menu_label')}
      >
        <div className={styles.drawerHead}>
          <span>{t('side_menu_label')}</span>
          <Button ref={closeRef} variant="icon" aria-label={t('header_close_menu')} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>

        <div className={styles.group}>
          <div className={styles.wallet}>
            <Link {...memberLink('depositv2')} className={buttonClassName({ size: 'sm' })}>
              <Icon name="deposit" size={16} />
              {t('side_deposit')}
            </Link>
            <Link
              {...memberLink('withdraw')}
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              <Icon name="withdraw" size={16} />
              {t('side_withdraw')}
            </Link>
          </div>
          <ul>
            <li>
              <NavLink to="/promotions" className={styles.item}>
                <Icon name="promo" size={18} />
                {t('side_promotions')}
              </NavLink>
            </li>
            {referral || !loggedIn ? (
              <MemberLink page="referral" icon="users" label={t('side_invite_friends')} />
            ) : null}
            <MemberLink page="rewardCenter" icon="trophy" label={t('side_reward_center')} />
            <li>
              {/* Members and guests alike: the route guard sends a guest to /login (spec 2.1). */}
              <NavLink to="/pointMall" className={styles.item}>
                <Icon name="gift" size={18} />
                {t('side_point_mall')}
              </NavLink>
            </li>
            <MemberLink page="manualRebate" icon="rebate" label={t('side_manual_rebate')} />
          </ul>
        </div>

        <GroupBanner group="w_leftmenu" className={styles.groupBanner} onNavigate={onClose} />

        <div className={styles.group}>
          <h2 className={styles.groupTitle}>{t('side_member_centre')}</h2>
          <ul>
            {vip ? <MemberLink page="vip" icon="crown" label={t('side_vip')} /> : null}
            <MemberLink page="personalHistoryCopy" icon="receipt" label={t('side_betting_record')} />
            <MemberLink page="transactionHistory" icon="chart" label={t('side_account_record')} />
            <MemberLink page="securityCenter" icon="user" label={t('side_my_account')} />
            <MemberLink page="depositRecord" icon="deposit" label={t('side_deposit_record')} />
            <MemberLink page="personalProfit" icon="chart" label={t('side_personal_pl')} />
            <MemberLink page="messageV2" icon="mail" label={t('side_messages')} />
          </ul>
        </div>

        {categories.length > 0 ? (
          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{t('side_game_centre')}</h2>
            <ul>
              {categories.map((category) => {
                const path = categoryPath(category);
                return path ? (
                  <li key={category}>
                    <NavLink to={path} className={styles.item}>
                      <Icon name={categoryIcon(category)} size={18} />
                      {t(`category_${category}`)}
                    </NavLink>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        ) : null}

        <div className={styles.group}>
          <h2 className={styles.groupTitle}>{t('side_app_download')}</h2>
          <div className={styles.qrs} ref={qrArea}>
            {apps.map((app) => (
              <div key={app.platform} className={styles.qr}>
                <a href={app.url} target="_blank" rel="noopener noreferrer">
                  {qrInView ? (
                    <Suspense fallback={qrPlaceholder}>
                      <QrCode
                        value={app.url}
                        size={qrSize}
                        label={t('side_app_qr_alt', { platform: t(app.labelKey) })}
                      />
                    </Suspense>
                  ) : (
                    qrPlaceholder
                  )}
                  <span>{t(app.labelKey)}</span>
                </a>
              </div>
            ))}
          </div>
        </div>

        <div className={styles.group}>
          <button
            type="button"
            className={styles.item}
            onClick={() => openCustomerService(info.customerService)}
          >
            <Icon name="headset" size={18} />
            {t('side_customer_service')}
          </button>
        </div>

        <div className={styles.group}>
          <label htmlFor="language-select" className={styles.languageLabel}>
            <Icon name="globe" size={16} />
            {t('side_language')}
          </label>
          <select
            id="language-select"
            className={styles.select}
            value={language}
            onChange={(event) => void chooseLanguage(event.target.value as LanguagePack)}
          >
            {languages.map((pack) => (
              <option key={pack} value={pack} lang={pack.toLowerCase()}>
                {t(`language_${pack}`)}
              </option>
            ))}
          </select>
        </div>

        {socials.length > 0 ? (
          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{t('side_social')}</h2>
            <div className={styles.socials}>
              {socials.map((channel) => (
                <SocialLink key={channel.name} channel={channel} />
              ))}
            </div>
          </div>
        ) : null}
      </nav>
    </>
  );
};
